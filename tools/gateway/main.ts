import { parseArgs } from 'node:util';
import { Gateway } from './gateway';

/**
 * `npm run gateway -- --url https://cloud.example --key GW…:…`: the shop gateway, driving the
 * shop's TM scales from the cloud every `--interval` seconds (docs/gateway.md).
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    key: { type: 'string' },
    state: { type: 'string', default: 'gateway-state.json' },
    interval: { type: 'string', default: '10' },
    timeout: { type: 'string', default: '3000' },
  },
});

if (!values.url || !values.key?.includes(':')) {
  console.error(
    'usage: npm run gateway -- --url CLOUD_URL --key GATEWAY_ID:GATEWAY_KEY [--state FILE] [--interval SECONDS]',
  );
  process.exit(2);
}

const gateway = new Gateway({
  url: values.url.replace(/\/$/, ''),
  key: values.key,
  statePath: values.state,
  timeoutMs: Number(values.timeout),
  log: (line) => console.log(`${new Date().toISOString()} ${line}`),
});

let stopping = false;
process.on('SIGINT', () => {
  stopping = true;
  gateway.close();
});

while (!stopping) {
  try {
    const reports = await gateway.runOnce();
    const reachable = reports.filter((report) => report.reachable).length;
    console.log(`${new Date().toISOString()} ${reachable} of ${reports.length} scales reachable`);
  } catch (error) {
    console.error(`${new Date().toISOString()} ${error instanceof Error ? error.message : String(error)}`);
  }
  await new Promise((resolve) => setTimeout(resolve, Number(values.interval) * 1000));
}

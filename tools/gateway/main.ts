import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { Gateway } from './gateway';

/**
 * `npm run gateway -- --url https://cloud.example --key GW…:…` (or `--config gateway.json` holding
 * the same settings; a flag wins over the file): the shop gateway, driving the shop's TM scales
 * from the cloud every `interval` seconds (docs/gateway.md).
 */
const { values: flags } = parseArgs({
  options: {
    config: { type: 'string' },
    url: { type: 'string' },
    key: { type: 'string' },
    state: { type: 'string' },
    interval: { type: 'string' },
    timeout: { type: 'string' },
  },
});

const settingsSchema = z.object({
  url: z.url({ error: 'url: the cloud’s address, e.g. https://cloud.example.com' }),
  key: z.string({ error: 'key: GATEWAY_ID:GATEWAY_KEY as the console showed it' }).regex(/^[^:]+:.+$/, {
    error: 'key: GATEWAY_ID:GATEWAY_KEY as the console showed it',
  }),
  state: z.string().default('gateway-state.json'),
  interval: z.coerce
    .number({ error: 'interval: seconds' })
    .min(1, { error: 'interval: at least 1 second' })
    .default(10),
  timeout: z.coerce
    .number({ error: 'timeout: milliseconds' })
    .min(100, { error: 'timeout: at least 100 ms' })
    .default(3000),
});

function readConfig(file: string | undefined): Record<string, unknown> {
  if (!file) {
    return {};
  }
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}

const { config: configFile, ...given } = flags;
const parsed = settingsSchema.safeParse({
  ...readConfig(configFile),
  ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)),
});
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => issue.message).join('\n'));
  console.error(
    'usage: npm run gateway -- --url CLOUD_URL --key GATEWAY_ID:GATEWAY_KEY [--state FILE] [--interval SECONDS] [--timeout MS]\n' +
      '   or: npm run gateway -- --config gateway.json   ({"url": …, "key": …, "state": …, "interval": …})',
  );
  process.exit(2);
}
const values = parsed.data;

const gateway = new Gateway({
  url: values.url.replace(/\/$/, ''),
  key: values.key,
  statePath: values.state,
  timeoutMs: values.timeout,
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
  await new Promise((resolve) => setTimeout(resolve, values.interval * 1000));
}

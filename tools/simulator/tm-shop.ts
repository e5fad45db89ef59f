import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { Gateway } from '../gateway/gateway';
import { TmScaleEmulator } from '../gateway/tm-emulator';

type Call = <T extends z.ZodType>(
  data: T,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  authorization: string,
  body?: unknown,
) => Promise<z.output<T>>;

const SALES_PER_SCALE = 5;

/** A moment as a TM scale's clock writes it: YYMMDDHHMM, in the local time the gateway set it to. */
const scaleClock = (at: Date) =>
  [at.getFullYear() % 100, at.getMonth() + 1, at.getDate(), at.getHours(), at.getMinutes()]
    .map((part) => String(part).padStart(2, '0'))
    .join('');

/**
 * `npm run simulate -- --tm N`: N emulated TM scales in a shop, behind a new gateway of that shop,
 * set up through the console API as a technician would; the gateway loads them, the scales ring up
 * sales, the gateway reads them back. Prints what it took and checks every count.
 */
export async function runTmShop(options: {
  origin: string;
  admin: string;
  call: Call;
  shop: { id: number; name: string };
  goodIds: number[];
  count: number;
  run: string;
}): Promise<{ ok: boolean }> {
  const { origin, admin, call, shop, goodIds, count, run } = options;
  const created = await call(
    z.object({ gateway: z.object({ id: z.int(), gateway_uuid: z.string() }), gateway_key: z.string() }),
    'POST',
    `/shops/${shop.id}/gateways`,
    admin,
    { name: `模拟网关 ${run}` },
  );
  const emulators: TmScaleEmulator[] = [];
  for (let i = 0; i < count; i += 1) {
    const emulator = new TmScaleEmulator();
    const port = await emulator.start();
    const scale = await call(z.object({ id: z.int() }), 'POST', `/shops/${shop.id}/scales`, admin, {
      scale_name: `TM 秤 ${run}-${i + 1}`,
      model: 'TM-Aa',
    });
    await call(z.unknown(), 'POST', `/scales/${scale.id}/goods`, admin, { good_ids: goodIds, op_flag: 1 });
    await call(z.unknown(), 'PUT', `/shops/${shop.id}/scales/${scale.id}/lan`, admin, {
      gateway_id: created.gateway.id,
      lan_ip: '127.0.0.1',
      lan_port: port,
    });
    emulators.push(emulator);
  }
  console.log(`${shop.name}: gateway ${created.gateway.gateway_uuid} with ${count} emulated TM scales`);

  // Goods the scales cannot print (a name outside GB2312) are refused by the gateway, by design.
  const notSent = new Set<number>();
  const gateway = new Gateway({
    url: origin,
    key: `${created.gateway.gateway_uuid}:${created.gateway_key}`,
    statePath: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tm-sim-')), 'state.json'),
    log: (line) => {
      console.log(`  gateway: ${line}`);
      const refused = /^PLU (\d+) not sent/.exec(line);
      if (refused) {
        notSent.add(Number(refused[1]));
      }
    },
  });
  const loadStart = performance.now();
  const loaded = await gateway.runOnce();
  const loadMs = performance.now() - loadStart;
  const commands = emulators.reduce((sum, emulator) => sum + emulator.received.length, 0);
  console.log(
    `load: ${commands} commands to ${count} scales in ${(loadMs / 1000).toFixed(1)} s; ` +
      `${loaded.filter((report) => report.reachable).length} reachable`,
  );

  // Each scale weighs a good it holds at the price it was sent (per kg), in the last minutes by its
  // clock, which the gateway set to its own: the console then finds every sale at the right price.
  for (const emulator of emulators) {
    const weighed = [...emulator.plus.values()].find((plu) => plu.mode === 0);
    if (!weighed) {
      continue;
    }
    for (let i = 0; i < SALES_PER_SCALE; i += 1) {
      const grams = 500 + i;
      // The scale truncates the total to the fen.
      const total = Math.floor((weighed.unit_price * grams) / 1000);
      emulator.addSale({
        date_time: scaleClock(new Date(Date.now() - (SALES_PER_SCALE - i) * 60_000)),
        mode: 0,
        plu: weighed.plu,
        amount: grams,
        unit_price: weighed.unit_price,
        total_before: total,
        total,
        ticket: i + 1,
        scale_no: 1,
      });
    }
  }
  const reports = await gateway.runOnce();
  gateway.close();
  await Promise.all(emulators.map((emulator) => emulator.stop()));

  const problems = [
    ...emulators.flatMap((emulator, i) =>
      emulator.plus.size + notSent.size === goodIds.length
        ? []
        : [`scale ${i + 1} holds ${emulator.plus.size} of ${goodIds.length - notSent.size} PLUs`],
    ),
    ...emulators.flatMap((emulator, i) =>
      emulator.sales.length === 0 ? [] : [`scale ${i + 1} still holds its sales`],
    ),
    ...reports.flatMap((report) => (report.reachable ? [] : [`${report.scale_uuid}: ${report.last_error ?? ''}`])),
  ];
  console.log(`PLUs: ${goodIds.length - notSent.size} on every scale, ${notSent.size} refused (not printable)`);
  console.log(`sales: ${count * SALES_PER_SCALE} read back and cleared; reports sent for ${reports.length} scales`);
  if (problems.length) {
    console.error(`not as expected:\n  ${problems.join('\n  ')}`);
  }
  return { ok: problems.length === 0 };
}

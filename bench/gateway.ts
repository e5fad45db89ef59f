// `npx tsx bench/gateway.ts`: the gateway's side of the TM LAN protocol against an emulated scale:
// a 4000-PLU load and a 9999-record sales read (the most record numbers of 4 digits reach), each set against the protocol's floor (one
// command in flight: commands × one round trip, measured on the same link with the clock command).
import { CLEAR_SALES, encodeClock, encodePlu, encodeReadSale, parseSale } from '../tools/gateway/tm-codec';
import { TmLink } from '../tools/gateway/tm-link';
import { TmScaleEmulator } from '../tools/gateway/tm-emulator';

const PLUS = 4000;
// Record numbers have 4 digits: 9999 is the most one reading can reach before the records are cleared.
const SALES = 9999;

async function roundTrip(link: TmLink, samples = 200): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < samples; i += 1) {
    await link.send(encodeClock(new Date()));
  }
  return (performance.now() - start) / samples;
}

for (const answerDelayMs of [0, 5]) {
  const emulator = new TmScaleEmulator({ capacity: PLUS, answerDelayMs });
  const port = await emulator.start();
  const link = new TmLink('127.0.0.1', port, 5000);
  const rtt = await roundTrip(link);

  const loadStart = performance.now();
  for (let plu = 1; plu <= PLUS; plu += 1) {
    await link.send(
      encodePlu({
        plu,
        item_code: plu,
        unit_price: 398 + plu,
        mode: 0,
        shelf_life: 5,
        unit_weight: 0,
        label_no: 0,
        special: [],
        discounts: [],
        name: `西红柿${plu}`,
        note_a: '产地：山东寿光',
        note_b: '',
      }),
    );
  }
  const loadMs = performance.now() - loadStart;

  for (let i = 0; i < SALES; i += 1) {
    emulator.addSale({
      date_time: '2611240915',
      mode: 0,
      plu: (i % PLUS) + 1,
      amount: 1234,
      unit_price: 398,
      total_before: 491,
      total: 491,
      ticket: i,
      scale_no: 1,
    });
  }
  const readStart = performance.now();
  let read = 0;
  for (let record = 1; record <= SALES; record += 1) {
    if (!parseSale(await link.send(encodeReadSale(record)))) {
      break;
    }
    read += 1;
  }
  await link.send(CLEAR_SALES);
  const readMs = performance.now() - readStart;
  link.close();
  await emulator.stop();

  const floor = (commands: number) => commands * rtt;
  console.log(
    `scale answering after ${answerDelayMs} ms: round trip ${rtt.toFixed(2)} ms\n` +
      `  load ${PLUS} PLUs: ${(loadMs / 1000).toFixed(2)} s (floor ${(floor(PLUS) / 1000).toFixed(2)} s, ` +
      `${(loadMs / floor(PLUS)).toFixed(2)}× the floor)\n` +
      `  read ${read} sales: ${(readMs / 1000).toFixed(2)} s (floor ${(floor(read + 1) / 1000).toFixed(2)} s, ` +
      `${(readMs / floor(read + 1)).toFixed(2)}× the floor)`,
  );
}

// Writing a large spreadsheet download: rows per second and how far the process's memory grows
// while a million rows are written as .xlsx and as CSV. Run: npm run bench -- sheet-write [--rows=N]
import { sheetStream, type Cell } from '../apps/server/src/sheets/write-sheet';

const rows = Number(/--rows=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 1_000_000);
const BATCH = 2000;

/** Rows shaped like the sales export's, produced a batch at a time as the database would. */
async function* sales(): AsyncGenerator<Cell[][]> {
  for (let start = 0; start < rows; start += BATCH) {
    yield Array.from({ length: Math.min(BATCH, rows - start) }, (_, index): Cell[] => [
      start + index + 1,
      '2026-11-24 10:15:32',
      '红富士苹果',
      '鲜丰生鲜 文三路店',
      '收银台秤',
      12.8,
      0.512,
      6.55,
      '销售',
    ]);
  }
}

for (const format of ['xlsx', 'csv'] as const) {
  global.gc?.();
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  let bytes = 0;
  const started = performance.now();
  const stream = sheetStream(format, {
    name: 'sales',
    header: ['#', 'time', 'good', 'shop', 'scale', 'price', 'kg', 'total', 'type'],
    rows: sales(),
  });
  for await (const chunk of stream) {
    bytes += (chunk as Buffer | string).length;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${format}: ${rows.toLocaleString('en')} rows in ${seconds.toFixed(1)} s ` +
      `(${Math.round(rows / seconds).toLocaleString('en')} rows/s), ${(bytes / 1e6).toFixed(1)} MB, ` +
      `RSS +${Math.round((peakRss - startRss) / 1e6)} MB`,
  );
}

// How cost grows with the data: the statistics bench at 1, 3 and 10 million sales (a database of
// its own each, loaded unless --reuse), then its p95s and ingest rate side by side.
// Flat statistics (rollups) means the p95 at 10 M stays within 1.5× of the one at 1 M; linear ingest
// means sales/s at 10 M stay within 25 % of the rate at 1 M (a sale costs the same at any size).
// Run: npm run bench -- growth [--reuse] [--sizes=1000000,3000000,10000000]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { arg, goal, RESULTS_DIR, writeResult } from './lib/results.mjs';

const SIZES = arg('sizes', '1000000,3000000,10000000').split(',').map(Number);
const REUSE = process.argv.includes('--reuse');
const label = (size) => `${size / 1_000_000} M`;
const nameOf = (size) => (size === 10_000_000 ? 'stats' : `stats-${size / 1_000_000}m`);

const bySize = [];
for (const size of SIZES) {
  const name = nameOf(size);
  const db = size === 10_000_000 ? 'tm_bench_stats' : `tm_bench_stats_${size / 1_000_000}m`;
  const args = ['--import', 'tsx', 'bench/stats.ts', `--trades=${size}`, `--db=${db}`, `--result=${name}`];
  const result = spawnSync(process.execPath, REUSE ? [...args, '--reuse'] : args, { stdio: 'inherit' });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
  bySize.push({ size, result: JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, `${name}.json`), 'utf8')) });
}

const figureOf = (result, key) => {
  const figure = result.figures.find((f) => f.key === key);
  if (!figure) {
    throw new Error(`${result.name} has no figure ${key}`);
  }
  return figure.median;
};
const first = bySize[0];
const last = bySize[bySize.length - 1];
const figures = [];
for (const [key, what] of [
  ['sales_p95', '`sales`'],
  ['goods_p95', '`goods`'],
  ['shops_p95', '`shops`'],
]) {
  const values = bySize.map(({ result }) => figureOf(result, key));
  figures.push({
    key: `${key}_growth`,
    label: `${what} p95 at ${bySize.map(({ size, result }) => `${label(size)} ${figureOf(result, key).toFixed(1)} ms`).join(', ')}: ${label(last.size)} against ${label(first.size)}`,
    unit: '×',
    samples: [values[values.length - 1] / values[0]],
    lower_is_better: true,
    goals: [goal('flat (≤ 1.5×)', values[values.length - 1] / values[0] <= 1.5)],
  });
}
const rates = bySize.map(({ result }) => figureOf(result, 'ingest_in_process'));
figures.push({
  key: 'ingest_growth',
  label: `ingest, sales/s at ${bySize.map(({ size }, i) => `${label(size)} ${Math.round(rates[i])}`).join(', ')}: ${label(last.size)} against ${label(first.size)}`,
  unit: '×',
  samples: [rates[rates.length - 1] / rates[0]],
  goals: [goal('linear (≥ 0.75×)', rates[rates.length - 1] / rates[0] >= 0.75)],
});
writeResult('growth', {
  title: `How cost grows: statistics and ingest at ${SIZES.map(label).join(', ')} sales`,
  command: `npm run bench -- growth --sizes=${SIZES.join(',')}${REUSE ? ' --reuse' : ''}`,
  database: 'PostgreSQL, one database per size (bench/stats-load.ts)',
  postgresUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  figures,
  notes: [
    `Each size is a run of \`bench/stats.ts\` (its own section below for 10 M: \`stats\`; ${SIZES.filter(
      (s) => s !== 10_000_000,
    )
      .map((s) => `\`${nameOf(s)}\``)
      .join(
        ', ',
      )} for the others). The same companies, shops, scales and goods at every size; only the sales per day grow.`,
  ],
});

// What every benchmark writes: its figures as bench/results/NAME.json, with the machine they were
// measured on, the runs, median and spread, and the reference measured in the same run.
// docs/performance.md is generated from these files (bench/report.mjs), never edited by hand.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

/** Median and spread of a set of samples. */
export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const median =
    sorted.length % 2 === 1
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  return {
    runs: sorted.length,
    median,
    min: sorted[0],
    max: sorted[sorted.length - 1],
    // Spread as the range around the median, in percent of it: how far one run may be off.
    spread_pct: median ? Math.round(((sorted[sorted.length - 1] - sorted[0]) / Math.abs(median)) * 1000) / 10 : 0,
  };
}

/** The median of a set of samples. */
export const median = (samples) => summarize(samples).median;

function postgresVersion(url) {
  try {
    return execFileSync('psql', [url, '-Atc', 'SHOW server_version'], { encoding: 'utf8', timeout: 5000 }).trim();
  } catch {
    return null;
  }
}

/** The machine a figure was measured on; the load average says what else ran beside it. */
export function machine({ postgresUrl } = {}) {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model ?? 'unknown',
    memory_gib: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    postgres: postgresUrl ? postgresVersion(postgresUrl) : null,
    load_average: os.loadavg().map((v) => Math.round(v * 100) / 100),
  };
}

/**
 * A goal checked against a measured value: `{ text: '≥ 50 000 trades/s', met: value >= 50000 }`.
 * The bench states the comparison itself, so the report only repeats what was decided here.
 */
export function goal(text, met) {
  return { text, met: Boolean(met) };
}

/**
 * Writes bench/results/NAME.json.
 * @param {string} name
 * @param {{ title: string, command: string, database?: string, postgresUrl?: string,
 *   figures: Array<{ key: string, label: string, unit: string, samples: number[], lower_is_better?: boolean,
 *     reference?: { label: string, unit: string, samples: number[] }, ratio?: { label: string, value: number },
 *     goals?: Array<{ text: string, met: boolean }>, value?: number }>,
 *   notes?: string[] }} result
 */
export function writeResult(name, result) {
  const { postgresUrl, ...rest } = result;
  const figures = result.figures.map(({ samples, reference, ...figure }) => ({
    ...figure,
    ...summarize(samples),
    samples: samples.map((v) => Math.round(v * 100) / 100),
    ...(reference
      ? {
          reference: {
            ...reference,
            ...summarize(reference.samples),
            samples: reference.samples.map((v) => Math.round(v * 100) / 100),
          },
        }
      : {}),
  }));
  const written = {
    name,
    ...rest,
    figures,
    measured_at: new Date().toISOString(),
    machine: machine({ postgresUrl }),
  };
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`);
  console.log(`\nwritten: ${path.relative(process.cwd(), file)}`);
  return written;
}

/** `--name=value` from the command line. */
export const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

// Types of results.mjs for the TypeScript benchmarks.
export const RESULTS_DIR: string;
export type Goal = { text: string; met: boolean };
export type Summary = {
  runs: number;
  median: number;
  min: number;
  max: number;
  spread_pct: number;
};
export type Figure = {
  key: string;
  label: string;
  unit: string;
  samples: number[];
  lower_is_better?: boolean;
  reference?: { label: string; unit: string; samples: number[] };
  goals?: Goal[];
  [extra: string]: unknown;
};
export function summarize(samples: number[]): Summary;
export function median(samples: number[]): number;
export function goal(text: string, met: unknown): Goal;
export function arg(name: string, fallback: string): string;
export function writeResult(
  name: string,
  result: {
    title: string;
    command: string;
    database?: string;
    postgresUrl?: string;
    figures: Figure[];
    notes?: string[];
  },
): unknown;

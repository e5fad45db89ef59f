// Types of http-load.mjs for the TypeScript benchmarks.
export type LoadResult = {
  requests_per_s: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  total: number;
};
export function httpLoad(options: {
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
  rate?: number;
  method?: string;
  body?: string;
}): Promise<LoadResult>;
export function httpLoadVaried(options: {
  url: string;
  pathOf: (n: number) => string;
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
}): Promise<LoadResult>;
export function cpuSeconds(pid: number, options?: { withEndedChildren?: boolean }): number;
export function postgresCpuSeconds(): number;
export function rssMb(pid: number): number;

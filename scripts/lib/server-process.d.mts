export const REPO_ROOT: string;
export function freePort(): Promise<number>;
export function startServer(options?: {
  dataDir?: string;
  env?: Record<string, string>;
  /** Runs apps/server/dist/main.mjs as `npm start` does, instead of the TypeScript sources. */
  bundled?: boolean;
}): Promise<{
  baseUrl: string;
  pid: number;
  dataDir: string;
  startMs: number;
  output: () => string;
  stop: () => Promise<void>;
}>;

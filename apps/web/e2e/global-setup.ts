import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, startServer } from '../../../scripts/lib/server-process.mjs';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the real server with the demo data on a temporary data folder, once for all files. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  const server = await startServer({ env: { DEMO_DATA: '1' } });
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}

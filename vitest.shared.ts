import path from 'node:path';

/**
 * Reporters of every vitest run: the default one, plus a JSON report per suite when
 * TEST_REPORT_DIR is set (CI sums them into one closing line).
 */
export function reporters(suite: string): (string | [string, Record<string, unknown>])[] {
  const dir = process.env.TEST_REPORT_DIR;
  if (!dir) {
    return ['default'];
  }
  return ['default', ['json', { outputFile: path.resolve(dir, `${suite}.json`) }]];
}

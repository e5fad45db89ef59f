import path from 'node:path';
import { BaseSequencer, type TestSequencerConstructor, type TestSpecification } from 'vitest/node';

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

/**
 * A sequencer that starts the given files first, in the order given (slowest first), then the
 * rest as vitest orders them. On a fresh clone, as in CI, vitest has no durations cached and starts
 * the larger files first: the slowest files, short but slow, were left for the end, one worker busy
 * and the other idle for the last 40 s of the server suite.
 */
export function startingWith(slowestFirst: string[]): TestSequencerConstructor {
  return class extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const rank = (file: TestSpecification) => {
        const index = slowestFirst.findIndex((name) => file.moduleId.endsWith(`/${name}`));
        return index === -1 ? slowestFirst.length : index;
      };
      // Array sort is stable: the rest keep vitest's order.
      return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
    }
  };
}

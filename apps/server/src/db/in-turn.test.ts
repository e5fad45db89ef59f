import { describe, expect, it } from 'vitest';
import { inTurn } from './in-turn';

/** A query that starts when awaited, as drizzle's do, and logs when it starts and ends. */
function lazyQuery(name: string, log: string[], ms: number) {
  return {
    then<R>(resolve: (value: string) => R) {
      log.push(`${name} starts`);
      return new Promise<string>((done) => setTimeout(() => done(name), ms)).then((value) => {
        log.push(`${name} ends`);
        return resolve(value);
      });
    },
  };
}

describe('inTurn', () => {
  it('starts each query once the one before has ended, and answers in their order', async () => {
    const log: string[] = [];
    const results = await inTurn([lazyQuery('a', log, 20), lazyQuery('b', log, 1), 3]);
    expect(results).toEqual(['a', 'b', 3]);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });
});

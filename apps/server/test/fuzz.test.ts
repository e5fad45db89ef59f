import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFuzz, fuzzCallers } from './fuzz';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bad input on every route', () => {
  it('is refused with the envelope and a 4xx, never a 5xx, and changes nothing stored', async () => {
    const result = await runFuzz(t, await fuzzCallers(t), {
      seed: Number(process.env.FUZZ_SEED ?? 20261125),
      runs: Number(process.env.FUZZ_RUNS ?? 3),
    });
    console.log(`fuzz: ${result.routes} routes, ${result.calls} calls`);
    expect(result.failures).toEqual([]);
  }, 600_000);
});

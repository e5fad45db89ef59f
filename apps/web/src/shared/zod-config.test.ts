import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('makes zod parse without compiling', async () => {
    await import('./zod-config');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    expect(z.object({ name: z.string() }).safeParse({ name: 'x' }).success).toBe(true);
  });
});

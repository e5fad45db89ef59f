import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFound } from '../src/http/errors';
import { shops } from '../src/modules/shops/shops.table';
import { createTestApp, type TestApp } from './harness';
import { runTenancyMatrix } from './tenancy-matrix';
import { callersOf, describeMatrixShard, TENANCY_SHARDS } from './tenancy-suite';

describeMatrixShard(0, TENANCY_SHARDS);

describe('the tenancy matrix itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extraApiRoutes: async (api) => {
        // A deliberately broken route: it reads a shop without the scope helper.
        api.get<{ Params: { id: string } }>('/test/shops/:id', async (req) => {
          const [row] = await req.ctx.db
            .select()
            .from(shops)
            .where(eq(shops.id, Number(req.params.id)));
          if (!row) {
            throw notFound();
          }
          return { code: 1, msg: 'ok', data: row };
        });
        // And one that writes another company's row.
        api.delete<{ Params: { id: string } }>('/test/shops/:id', async (req) => {
          await req.ctx.db
            .update(shops)
            .set({ name: 'hijacked' })
            .where(and(eq(shops.id, Number(req.params.id))));
          return { code: 1, msg: 'ok', data: null };
        });
      },
    });
  });
  afterAll(() => t.close());

  it('catches a route that forgets the scope helper', async () => {
    // The planted routes, and the real shop routes they imitate, which must pass.
    const result = await runTenancyMatrix(t, await callersOf(t), {
      only: (route) => route.url.includes('/shops'),
    });
    const caught = result.violations.map((v) => `${v.route} | ${v.caller} | ${v.problem.replace(/:.*/, '')}`);
    expect(caught).toEqual(
      expect.arrayContaining([
        "GET /api/test/shops/:id | USER of company A | showed another company's data",
        "GET /api/test/shops/:id | administrator of company B | showed another company's data",
        "DELETE /api/test/shops/:id | USER of company B | changed another company's rows (HTTP 200)",
      ]),
    );
    expect(result.violations.every((v) => v.route.includes('/api/test/'))).toBe(true);
  }, 240_000);
});

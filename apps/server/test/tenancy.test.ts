import { JOIN_TYPE } from '@tm/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { companies } from '../src/modules/companies/companies.table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFound } from '../src/http/errors';
import { shops } from '../src/modules/shops/shops.table';
import { createTestApp, type TestApp } from './harness';
import { runTenancyMatrix, type Caller } from './tenancy-matrix';

async function callersOf(t: TestApp): Promise<Caller[]> {
  const a = await t.seed.companyWithUser(JOIN_TYPE.STAFF);
  const b = await t.seed.companyWithUser(JOIN_TYPE.STAFF);
  const bAdmin = await t.seed.user('USER');
  const { linkUserToCompany } = await import('../src/modules/companies/companies.service');
  await linkUserToCompany(t.db, b.company.id, bAdmin.id, JOIN_TYPE.ADMIN);
  const superAdmin = await t.seed.admin('SUPER_ADMIN');
  // With the statistics open to them, foreign callers reach past the feature wall to the scope.
  await t.db
    .update(companies)
    .set({ if_analysis_open: 1 })
    .where(inArray(companies.id, [a.company.id, b.company.id]));
  return [
    { name: 'anonymous', role: 'anonymous', userId: null },
    { name: 'USER of company A', role: 'foreign', userId: a.user.id },
    { name: 'USER of company B', role: 'foreign', userId: b.user.id },
    { name: 'administrator of company B', role: 'foreign', userId: bAdmin.id },
    { name: 'SUPER_ADMIN', role: 'admin', userId: superAdmin.id },
  ];
}

describe('tenant isolation over every route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps every company’s rows from every other company, on every route the server has', async () => {
    const result = await runTenancyMatrix(t, await callersOf(t));
    expect(result.violations).toEqual([]);
    expect(result.routes).toBeGreaterThan(40);
    // Printed for docs/security.md.
    console.log(`tenancy matrix: ${result.routes} routes x ${result.callers} callers = ${result.calls} calls`);
  }, 240_000);
});

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
    const result = await runTenancyMatrix(t, await callersOf(t));
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

import { JOIN_TYPE } from '@tm/contracts';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/modules/companies/companies.table';
import { createTestApp, type TestApp } from './harness';
import { runTenancyMatrix, type Caller } from './tenancy-matrix';

// The tenancy matrix runs as several test files, each over a share of the routes, so the shares
// run side by side instead of one file holding the whole suite up.

export async function callersOf(t: TestApp): Promise<Caller[]> {
  const a = await t.seed.companyWithUser(JOIN_TYPE.STAFF);
  const b = await t.seed.companyWithUser(JOIN_TYPE.STAFF);
  const bAdmin = await t.seed.user('USER');
  const { linkUserToCompany } = await import('../src/modules/companies/companies.service');
  await linkUserToCompany(t.db, b.company.id, bAdmin.id, JOIN_TYPE.ADMIN);
  const superAdmin = await t.seed.admin('SUPER_ADMIN');
  // With statistics and stock open to them, foreign callers reach past the feature wall to the scope.
  await t.db
    .update(companies)
    .set({ if_analysis_open: 1, features: sql`array_append(${companies.features}, 'stock')` })
    .where(inArray(companies.id, [a.company.id, b.company.id]));
  return [
    { name: 'anonymous', role: 'anonymous', userId: null },
    { name: 'USER of company A', role: 'foreign', userId: a.user.id },
    { name: 'USER of company B', role: 'foreign', userId: b.user.id },
    { name: 'administrator of company B', role: 'foreign', userId: bAdmin.id },
    { name: 'SUPER_ADMIN', role: 'admin', userId: superAdmin.id },
  ];
}

/** How many files share the routes: tenancy.test.ts, tenancy-2.test.ts, tenancy-3.test.ts. */
export const TENANCY_SHARDS = 3;

export function describeMatrixShard(index: number, count: number): void {
  describe(`tenant isolation over every route (share ${index + 1} of ${count})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('keeps every company’s rows from every other company, on every route of this share', async () => {
      const result = await runTenancyMatrix(t, await callersOf(t), { shard: { index, count } });
      expect(result.violations).toEqual([]);
      expect(result.routes).toBeGreaterThan(40 / count);
      // Printed for docs/security.md.
      console.log(
        `tenancy matrix share ${index + 1}/${count}: ${result.routes} routes x ${result.callers} callers = ${result.calls} calls`,
      );
    }, 240_000);
  });
}

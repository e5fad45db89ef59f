import { eq, sql } from 'drizzle-orm';
import type { TestApp, TestUser } from './harness';
import { companies } from '../src/modules/companies/companies.table';
import { goods } from '../src/modules/goods/goods.table';

/**
 * A company using stock, with its administrator, two shops, two goods (apples by weight at
 * ¥12.00/kg, milk by the piece) and a supplier; and helpers that call the stock API as that user.
 */
export async function stockCompany(t: TestApp) {
  const { company, user } = await t.seed.companyWithUser();
  await t.db
    .update(companies)
    .set({ features: sql`array_append(${companies.features}, 'stock')` })
    .where(eq(companies.id, company.id));
  const shop = await t.seed.shop(company.id, { name: '一号店' });
  const other = await t.seed.shop(company.id, { name: '二号店' });
  const [apple, milk] = await t.db
    .insert(goods)
    .values([
      {
        company_id: company.id,
        plu: 1,
        item_code: '1',
        name_lines: ['红富士苹果'],
        name: '红富士苹果',
        unit_price: 1200,
        pricing_mode: 'by_weight' as const,
        category: '水果',
      },
      {
        company_id: company.id,
        plu: 2,
        item_code: '2',
        name_lines: ['鲜牛奶'],
        name: '鲜牛奶',
        unit_price: 800,
        pricing_mode: 'by_count' as const,
        category: '乳品',
      },
    ])
    .returning();
  if (!apple || !milk) {
    throw new Error('goods not seeded');
  }
  const api = stockApi(t, user);
  const supplier = (await api.post('/suppliers', { name: '张记果蔬' })).json().data as { id: number };
  return { company, user, shop, other, apple, milk, supplier, api };
}

export function stockApi(t: TestApp, user: TestUser) {
  const as = t.as(user);
  const base = '/api/management/stock';
  return {
    get: (path: string) => as.get(`${base}${path}`),
    post: (path: string, body?: unknown) => as.post(`${base}${path}`, body),
    put: (path: string, body?: unknown) => as.put(`${base}${path}`, body),
    delete: (path: string) => as.delete(`${base}${path}`),
    upload: (path: string, form: FormData) => as.upload(`${base}${path}`, form),
    /** Creates a draft and posts it; answers the posted document. */
    async posted(body: Record<string, unknown>, post: Record<string, unknown> = {}) {
      const draft = await as.post(`${base}/documents`, body);
      if (draft.statusCode !== 200) {
        throw new Error(`draft refused: ${draft.body}`);
      }
      const id = draft.json().data.id as number;
      const res = await as.post(`${base}/documents/${id}/post`, post);
      if (res.statusCode !== 200) {
        throw new Error(`post refused: ${res.body}`);
      }
      return res.json().data as { id: number; number: string; status: string; lines: { id: number }[] };
    },
    /** The shop's on-hand quantity and cost of a good, from the stock overview. */
    async level(shopId: number, goodId: number) {
      const res = await as.get(`${base}/levels?shop_id=${shopId}&per_page=100`);
      const row = (res.json().data.list as { good_id: number; on_hand: number; unit_cost_fen: number }[]).find(
        (l) => l.good_id === goodId,
      );
      return { on_hand: row?.on_hand ?? 0, unit_cost_fen: row?.unit_cost_fen ?? 0 };
    },
  };
}

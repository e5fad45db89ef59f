import {
  ErrorCode,
  createShopBodySchema,
  updateShopBodySchema,
  listShopsQuerySchema,
  searchShopsQuerySchema,
} from '@tm/contracts';
import { and, arrayContains, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { assertMayDelete, companyForNewRow, companyScope } from '../../http/scope';
import { likePattern } from '../../http/search';
import { assertCompanyExists } from '../companies/companies.service';
import { companies } from '../companies/companies.table';
import { goods } from '../goods/goods.table';
import { labels } from '../labels/labels.table';
import { scales } from '../scales/scales.table';
import { stockDocuments } from '../stock/stock.table';
import { shops } from './shops.table';

type Parsed<T extends z.ZodType> = z.output<T>;

const shopColumns = {
  id: shops.id,
  company_id: shops.company_id,
  company_name: companies.name,
  name: shops.name,
  contact_person: shops.contact_person,
  phone_number: shops.phone_number,
  img_url: shops.img_url,
  address: shops.address,
  telephone: shops.telephone,
  desc: shops.desc,
  categories: shops.categories,
  created_time: shops.created_time,
  last_modified_time: shops.last_modified_time,
};

function selectShops(ctx: Ctx) {
  return ctx.db.select(shopColumns).from(shops).innerJoin(companies, eq(companies.id, shops.company_id));
}

export async function listShops(ctx: Ctx, query: Parsed<typeof listShopsQuerySchema>) {
  const where = and(
    companyScope(ctx.actor, shops),
    query.company_id ? eq(shops.company_id, query.company_id) : undefined,
    query.name ? ilike(shops.name, likePattern(query.name)) : undefined,
    query.contact
      ? or(
          ilike(shops.contact_person, likePattern(query.contact)),
          ilike(shops.phone_number, likePattern(query.contact)),
        )
      : undefined,
    query.category ? arrayContains(shops.categories, [query.category]) : undefined,
  );
  const [list, [total]] = await Promise.all([
    selectShops(ctx).where(where).orderBy(desc(shops.id)).limit(query.per_page).offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(shops).where(where),
  ]);
  return { list, meta: { total: total?.total ?? 0 } };
}

/** The shop picker: name search within a company, a page of {id, name, company_id}. */
export async function searchShops(ctx: Ctx, query: Parsed<typeof searchShopsQuerySchema>) {
  const where = and(
    companyScope(ctx.actor, shops),
    query.company_id ? eq(shops.company_id, query.company_id) : undefined,
    query.name ? ilike(shops.name, likePattern(query.name)) : undefined,
  );
  const [list, [total]] = await Promise.all([
    ctx.db
      .select({ id: shops.id, name: shops.name, company_id: shops.company_id })
      .from(shops)
      .where(where)
      .orderBy(asc(shops.name), asc(shops.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(shops).where(where),
  ]);
  return { list, meta: { total: total?.total ?? 0 } };
}

/** One shop of the caller's scope; another company's shop answers exactly like a missing one. */
export async function getShop(ctx: Ctx, id: number) {
  const [row] = await selectShops(ctx)
    .where(and(eq(shops.id, id), companyScope(ctx.actor, shops)))
    .limit(1);
  if (!row) {
    throw notFound();
  }
  return row;
}

/**
 * Two shops of one name in a company could not be told apart in its pickers, statistics and
 * exports, so a name is refused while another of its shops holds it, case aside. Checked rather
 * than a unique index: shops named alike before would stop the migration that made one.
 */
async function assertShopNameFree(ctx: Ctx, companyId: number, name: string | undefined, exceptId?: number) {
  if (name === undefined) {
    return;
  }
  const [holder] = await ctx.db
    .select({ id: shops.id })
    .from(shops)
    .where(
      and(
        eq(shops.company_id, companyId),
        sql`lower(${shops.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(shops.id, exceptId),
      ),
    )
    .limit(1);
  if (holder) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { name: 'shop_name_taken' } });
  }
}

export async function createShop(ctx: Ctx, body: Parsed<typeof createShopBodySchema>) {
  const { company_id: requested, ...fields } = body;
  const companyId = companyForNewRow(ctx.actor, requested);
  await assertCompanyExists(ctx.db, companyId);
  await assertShopNameFree(ctx, companyId, fields.name);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(shops)
    .values({ ...fields, company_id: companyId, created_time: now, last_modified_time: now })
    .returning({ id: shops.id });
  if (!row) {
    throw new AppError(ErrorCode.INTERNAL);
  }
  return getShop(ctx, row.id);
}

export async function updateShop(ctx: Ctx, id: number, body: Parsed<typeof updateShopBodySchema>) {
  const shop = await getShop(ctx, id);
  await assertShopNameFree(ctx, shop.company_id, body.name, id);
  const [row] = await ctx.db
    .update(shops)
    .set({ ...body, last_modified_time: ctx.now() })
    .where(and(eq(shops.id, id), companyScope(ctx.actor, shops)))
    .returning({ id: shops.id });
  if (!row) {
    throw notFound();
  }
  return getShop(ctx, row.id);
}

export async function deleteShop(ctx: Ctx, id: number): Promise<void> {
  await getShop(ctx, id);
  assertMayDelete(ctx.actor);
  const [withScale] = await ctx.db.select({ id: scales.id }).from(scales).where(eq(scales.shop_id, id)).limit(1);
  if (withScale) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { id: 'shop_has_scales' } });
  }
  // Stock documents keep their shop: its ledger is the shop's history (docs/stock.md).
  const [withStock] = await ctx.db
    .select({ id: stockDocuments.id })
    .from(stockDocuments)
    .where(or(eq(stockDocuments.shop_id, id), eq(stockDocuments.target_shop_id, id)))
    .limit(1);
  if (withStock) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { id: 'shop_has_stock_documents' } });
  }
  const row = await ctx.db.transaction(async (tx) => {
    // The shop's label formats go with it; goods that named one print with their scale's default.
    await tx
      .update(goods)
      .set({ label_format_id: null })
      .where(inArray(goods.label_format_id, tx.select({ id: labels.id }).from(labels).where(eq(labels.shop_id, id))));
    const [deleted] = await tx
      .delete(shops)
      .where(and(eq(shops.id, id), companyScope(ctx.actor, shops)))
      .returning({ id: shops.id });
    return deleted;
  });
  if (!row) {
    throw notFound();
  }
}

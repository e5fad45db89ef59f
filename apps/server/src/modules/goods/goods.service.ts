import {
  ErrorCode,
  PRICE_MAX_FEN,
  isAdminRole,
  type BatchResult,
  type GoodsSort,
  type batchOnSaleBodySchema,
  type batchPriceBodySchema,
  type createGoodBodySchema,
  type listGoodsQuerySchema,
  type updateGoodBodySchema,
} from '@tm/contracts';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../../http/context';
import { AppError, isUniqueViolation } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { assertMayDelete, companyForNewRow, companyScope } from '../../http/scope';
import { containsText, namePairsHeld } from '../../http/search';
import { sqlList } from '../../db/sql-list';
import { assertCompanyExists } from '../companies/companies.service';
import { companies } from '../companies/companies.table';
import { assertLabelOfCompany } from '../labels/labels.service';
import { users } from '../users/users.table';
import { shopGoods } from '../shop-goods/shop-goods.table';
import { nextSyncVersion, scaleGoods } from '../scales/scales.table';
import { goodsPlaces, goodsTotals, goodsWritesOf } from './goods-remembered';
import { goodPriceChanges, goods, goodsCountChanges, goodSearchText } from './goods.table';

type Out<T extends z.ZodType> = z.output<T>;
type GoodRow = typeof goods.$inferSelect;

/** A good as the API shows it: the stored row without its search column. */
function toGood({ name: _searchName, ...row }: GoodRow) {
  return row;
}

/** PLU and item code are unique per company: say which one is taken. */
function conflictOf(error: unknown): AppError | null {
  if (isUniqueViolation(error, 'goods_company_plu_idx')) {
    return new AppError(ErrorCode.CONFLICT, { fields: { plu: 'plu_taken' } });
  }
  if (isUniqueViolation(error, 'goods_company_item_code_idx')) {
    return new AppError(ErrorCode.CONFLICT, { fields: { item_code: 'item_code_taken' } });
  }
  return null;
}

// Every order is total: an administrator's list holds every company's PLU 1, and a page boundary
// falling among equal keys would show one good twice and another never. A PLU is unique within
// its company, so the company breaks ties. Ties follow the order's direction, so that a company's
// own list reads each order, either way, from one of its indexes (goods.table.ts), and so that the
// export can page through it by the key's row value (goods-export.service.ts).
const SORT_KEYS = {
  plu: [goods.plu, goods.company_id],
  updated: [goods.last_modified_time, goods.id],
  price: [goods.unit_price, goods.plu, goods.company_id],
} as const;

/** A sort's key, its columns in order, and whether it runs from the largest. */
export function goodsSortKey(sort: GoodsSort) {
  const descending = sort.startsWith('-');
  return { columns: SORT_KEYS[sort.replace('-', '') as keyof typeof SORT_KEYS], descending };
}

/** The ORDER BY of a sort. */
export function goodsOrder(sort: GoodsSort): SQL[] {
  const { columns, descending } = goodsSortKey(sort);
  return columns.map((column) => (descending ? desc(column) : asc(column)));
}

/**
 * The goods search everywhere: any line of the name anywhere, exact item code, exact PLU. The name's pairs are asked
 * of the index in a condition of their own, OR'd with the code and the PLU so that the three make
 * one bitmap; inside one condition with LIKE they would be computed again for every good found.
 */
export function goodSearch(q: string | undefined): SQL | undefined {
  if (!q) {
    return undefined;
  }
  const exact = [eq(goods.item_code, q), /^\d{1,6}$/.test(q) ? eq(goods.plu, Number(q)) : undefined];
  const text = goodSearchText(goods.name_lines);
  const pairs = namePairsHeld(text, q);
  return and(pairs && or(pairs, ...exact), or(containsText(text, q), ...exact));
}

/** The goods list's filters (also what export writes): name, PLU or item code, category, sale, shop. */
export type GoodsFilters = Omit<Out<typeof listGoodsQuerySchema>, 'page' | 'per_page' | 'sort'>;

/** The condition of the goods list and export, inside the caller's tenancy scope. */
export function goodsWhere(ctx: Ctx, query: GoodsFilters): SQL | undefined {
  return and(
    companyScope(ctx.actor, goods),
    query.company_id ? eq(goods.company_id, query.company_id) : undefined,
    goodSearch(query.q),
    query.category ? eq(goods.category, query.category) : undefined,
    query.on_sale ? eq(goods.on_sale, query.on_sale === '1') : undefined,
    query.shop_id
      ? inArray(
          goods.id,
          ctx.db.select({ id: shopGoods.good_id }).from(shopGoods).where(eq(shopGoods.shop_id, query.shop_id)),
        )
      : undefined,
  );
}

/** The one company whose goods the list holds, if it is one: a user's own, or one an administrator names. */
function companyListed(ctx: Ctx, companyId: number | undefined): number | undefined {
  const own = isAdminRole(ctx.actor.role_type) ? companyId : (ctx.actor.company_id ?? undefined);
  return companyId === undefined || companyId === own ? own : undefined;
}

/**
 * Where a filtered list's total is remembered (goods-remembered.ts): a list of one company's goods,
 * and not of a shop's, whose goods change without the goods' writes counted. Every filter names the
 * total (a filter added later too).
 */
function rememberedTotalOf(ctx: Ctx, query: GoodsFilters): { companyId: number; key: string } | undefined {
  const { company_id: companyId, ...filters } = query;
  const ofCompany = companyListed(ctx, companyId);
  const filtered = Object.values(filters).some((value) => value !== undefined && value !== '');
  if (!filtered || ofCompany === undefined || filters.shop_id) {
    return undefined;
  }
  return { companyId: ofCompany, key: JSON.stringify([ofCompany, filters]) };
}

/**
 * The list's total. Without filters, it adds up the goods' count changes (goods.table.ts): a few
 * rows instead of every good counted again on every page. With filters, the count is remembered
 * where it can be (rememberedTotalOf).
 */
async function totalOfGoods(ctx: Ctx, query: GoodsFilters, where: SQL | undefined): Promise<number> {
  const { company_id: companyId, ...filters } = query;
  const remembered = rememberedTotalOf(ctx, query);
  if (remembered) {
    const counted = sql`(SELECT count(*) FROM ${goods} WHERE ${where})::bigint`;
    return goodsTotals.of(ctx.db, remembered.companyId, remembered.key, counted);
  }
  if (Object.values(filters).some((value) => value !== undefined && value !== '')) {
    const [row] = await ctx.db.select({ total: count() }).from(goods).where(where);
    return row?.total ?? 0;
  }
  const [row] = await ctx.db
    .select({ total: sql<number>`coalesce(sum(${goodsCountChanges.change}), 0)`.mapWith(Number) })
    .from(goodsCountChanges)
    .where(
      and(
        companyScope(ctx.actor, goodsCountChanges),
        companyId ? eq(goodsCountChanges.company_id, companyId) : undefined,
      ),
    );
  return row?.total ?? 0;
}

/**
 * The columns of the sort's key in a list of one company's goods (so without the company), named
 * k0, k1… for a query over a derived table, and the order over those names.
 */
function namedSortKey(sort: GoodsSort) {
  const { columns, descending } = goodsSortKey(sort);
  const keyColumns = columns.filter((column) => column !== goods.company_id);
  const names = keyColumns.map((_, n) => sql.raw(`k${n}`));
  return {
    keyColumns,
    names,
    descending,
    select: sqlList(keyColumns.map((column, n) => sql`${column} AS ${names[n]}`)),
    order: sqlList(names.map((name) => sql`${name} ${sql.raw(descending ? 'DESC' : 'ASC')}`)),
  };
}

const countedPageSchema = z.object({
  rows: z
    .array(z.object({ writes: z.coerce.number(), total: z.coerce.number(), ids: z.array(z.coerce.number()) }))
    .length(1),
});

/**
 * A page of a filtered list whose total is not remembered, and its total, from one pass over the
 * goods; the total is remembered. A name searched for the first time matches too few goods for any
 * order to find a page early, so the page and the count would each read every good.
 */
async function countedPage(
  ctx: Ctx,
  remembered: { companyId: number; key: string },
  where: SQL | undefined,
  sort: GoodsSort,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const key = namedSortKey(sort);
  // MATERIALIZED: read once for both, by the scan the filter calls for, whatever the order.
  const [counted] = countedPageSchema.parse(
    await ctx.db.execute(sql`
      WITH matched AS MATERIALIZED (SELECT ${goods.id} AS id, ${key.select} FROM ${goods} WHERE ${where})
      SELECT ${goodsWritesOf(remembered.companyId)} AS writes, (SELECT count(*) FROM matched) AS total,
        ARRAY(SELECT id FROM matched ORDER BY ${key.order} LIMIT ${limit} OFFSET ${offset}) AS ids`),
  ).rows;
  if (!counted) {
    throw new Error('a scalar query answered no row');
  }
  goodsTotals.keep(ctx.db, remembered.key, counted.writes, counted.total);
  return counted;
}

/** From this many goods before a page on, a page is deep: reading every entry before it costs. */
const DEEP_PAGE_OFFSET = 1000;
/** A company's deep pages begin at the nearest of its order's places this many goods apart. */
const ANCHOR_EVERY = DEEP_PAGE_OFFSET;

/**
 * Where a company's deep pages begin, remembered until its goods change: the sort key of every
 * thousandth good of the order, found in one pass over the order's index, and the order's total
 * counted on the way. A page of 100 000 goods then reads at most a thousand entries from the
 * nearest, where reading from the first read half of them. Sort keys without the company, which the
 * list holds one of, so that each is a row value the company's index for the sort seeks to.
 */
async function pagePlaces(ctx: Ctx, companyId: number, filters: GoodsFilters, sort: GoodsSort, where: SQL | undefined) {
  const key = namedSortKey(sort);
  // Keys turned to text only at the places kept; ROWS, so that numbering does not look for ties.
  const places = sql`(SELECT json_build_object('total', count(*), 'anchors', coalesce(
        json_agg(ARRAY[${sqlList(key.names.map((name) => sql`${name}::text`))}] ORDER BY place)
          FILTER (WHERE place > 0 AND place % ${ANCHOR_EVERY} = 0),
        '[]'::json))
    FROM (
      SELECT ${key.select}, row_number() OVER (ORDER BY ${sqlList(goodsOrder(sort))} ROWS UNBOUNDED PRECEDING) - 1 AS place
      FROM ${goods} WHERE ${where}) AS placed)`;
  const { total, anchors } = await goodsPlaces.of(
    ctx.db,
    companyId,
    JSON.stringify([companyId, filters, sort]),
    places,
  );
  /** The anchor at or before `offset`, as the condition that seeks to it, and the goods from it there. */
  const seek = (offset: number) => {
    const before = Math.min(Math.floor(offset / ANCHOR_EVERY), anchors.length);
    const anchor = anchors[before - 1];
    if (!anchor) {
      return { from: undefined, offset };
    }
    const values = sqlList(anchor.map((value) => sql`${value}`));
    const from = sql`(${sqlList(key.keyColumns)}) ${sql.raw(key.descending ? '<=' : '>=')} (${values})`;
    return { from, offset: offset - before * ANCHOR_EVERY };
  };
  return { total, seek };
}

const oppositeSort = (sort: GoodsSort): GoodsSort => (sort.startsWith('-') ? sort.slice(1) : `-${sort}`) as GoodsSort;

/** Goods of the caller's scope, filtered, sorted and paginated. */
export async function listGoods(ctx: Ctx, query: Out<typeof listGoodsQuerySchema>) {
  const { page: _page, per_page: perPage, sort, ...filters } = query;
  const where = goodsWhere(ctx, filters);
  const rowsOf = (order: SQL[], ids: SQLWrapper | number[]) =>
    ctx.db
      .select({ good: goods, company_name: companies.name })
      .from(goods)
      .innerJoin(companies, eq(companies.id, goods.company_id))
      .where(inArray(goods.id, ids))
      .orderBy(...order);
  // The page's ids first, then their rows: the goods passed over on the way to a deep page are
  // read and sorted as narrow index entries, not whole rows.
  const pageOf = (order: SQL[], limit: number, offset: number, from?: SQL) =>
    rowsOf(
      order,
      ctx.db
        .select({ id: goods.id })
        .from(goods)
        .where(and(where, from))
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    );
  const answer = (rows: Awaited<ReturnType<typeof rowsOf>>, total: number) => ({
    list: rows.map(({ good, company_name }) => ({ ...toGood(good), company_name })),
    meta: { total },
  });

  const offset = pageOffset(query);
  if (offset < DEEP_PAGE_OFFSET) {
    // A total never counted is counted with the page; one counted before is most likely still
    // right, and is checked while the page is read.
    const remembered = rememberedTotalOf(ctx, filters);
    if (remembered && !goodsTotals.has(ctx.db, remembered.key)) {
      const { ids, total } = await countedPage(ctx, remembered, where, sort, perPage, offset);
      return answer(ids.length > 0 ? await rowsOf(goodsOrder(sort), ids) : [], total);
    }
    const [rows, total] = await Promise.all([
      pageOf(goodsOrder(sort), perPage, offset),
      totalOfGoods(ctx, filters, where),
    ]);
    return answer(rows, total);
  }
  const ofCompany = companyListed(ctx, filters.company_id);
  if (ofCompany !== undefined && !filters.shop_id) {
    const { total, seek } = await pagePlaces(ctx, ofCompany, filters, sort, where);
    const { from, offset: fromThere } = seek(offset);
    return answer(await pageOf(goodsOrder(sort), perPage, fromThere, from), total);
  }
  const total = await totalOfGoods(ctx, filters, where);
  // Every company's goods, or a shop's (whose goods change without the goods' writes counted): a
  // deep page reads every index entry before it, so one nearer the end is read backwards from the
  // end, in the opposite order, then turned round.
  const after = total - offset - perPage;
  if (offset <= after) {
    return answer(await pageOf(goodsOrder(sort), perPage, offset), total);
  }
  const onPage = Math.min(perPage, Math.max(0, total - offset));
  const rows = await pageOf(goodsOrder(oppositeSort(sort)), onPage, Math.max(0, after));
  return answer(rows.reverse(), total);
}

export async function getGood(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select()
    .from(goods)
    .where(and(eq(goods.id, id), companyScope(ctx.actor, goods)))
    .limit(1);
  if (!row) {
    throw new AppError(ErrorCode.NOT_FOUND);
  }
  return toGood(row);
}

export async function createGood(ctx: Ctx, body: Out<typeof createGoodBodySchema>) {
  const { company_id: requested, ...fields } = body;
  const companyId = companyForNewRow(ctx.actor, requested);
  await assertCompanyExists(ctx.db, companyId);
  await assertLabelOfCompany(ctx, fields.label_format_id, companyId);
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(goods)
        .values({
          ...fields,
          name: fields.name_lines[0] ?? '',
          company_id: companyId,
          created_time: now,
          last_modified_time: now,
        })
        .returning();
      if (!row) {
        throw new AppError(ErrorCode.INTERNAL);
      }
      await tx.insert(goodPriceChanges).values({
        good_id: row.id,
        company_id: companyId,
        old_price: null,
        new_price: row.unit_price,
        changed_by: ctx.actor.user_id,
        changed_time: now,
      });
      return toGood(row);
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

/** Saves changes in one transaction: the version grows, and a price change is written down. */
export async function updateGood(ctx: Ctx, id: number, body: Out<typeof updateGoodBodySchema>) {
  const current = await getGood(ctx, id);
  // Rules across fields are checked on the good as it will be.
  const next = { ...current, ...body };
  if (next.pricing_mode === 'by_count_fixed_weight' && !next.fixed_weight_g) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { fixed_weight_g: 'fixed_weight_required' } });
  }
  await assertLabelOfCompany(ctx, body.label_format_id, current.company_id);
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(goods)
        .set({
          ...body,
          ...(body.name_lines ? { name: body.name_lines[0] ?? '' } : {}),
          version: sql`${goods.version} + 1`,
          last_modified_time: now,
        })
        .where(and(eq(goods.id, id), companyScope(ctx.actor, goods)))
        .returning();
      if (!row) {
        throw new AppError(ErrorCode.NOT_FOUND);
      }
      if (body.unit_price !== undefined && body.unit_price !== current.unit_price) {
        await tx.insert(goodPriceChanges).values({
          good_id: id,
          company_id: row.company_id,
          old_price: current.unit_price,
          new_price: body.unit_price,
          changed_by: ctx.actor.user_id,
          changed_time: now,
        });
      }
      return toGood(row);
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

export async function deleteGood(ctx: Ctx, id: number): Promise<void> {
  await getGood(ctx, id);
  assertMayDelete(ctx.actor);
  await ctx.db.transaction(async (tx) => {
    // The scales holding it delete its PLU at their next sync.
    await tx
      .update(scaleGoods)
      .set({ removed: true, version: nextSyncVersion })
      .where(and(eq(scaleGoods.good_id, id), eq(scaleGoods.removed, false)));
    await tx.delete(goods).where(eq(goods.id, id));
  });
}

/** The good's prices over time, newest first, with who changed them. */
export async function listPriceChanges(ctx: Ctx, id: number) {
  await getGood(ctx, id);
  const rows = await ctx.db
    .select({
      id: goodPriceChanges.id,
      old_price: goodPriceChanges.old_price,
      new_price: goodPriceChanges.new_price,
      changed_by: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username}, '')`,
      changed_time: goodPriceChanges.changed_time,
    })
    .from(goodPriceChanges)
    .leftJoin(users, eq(users.id, goodPriceChanges.changed_by))
    .where(eq(goodPriceChanges.good_id, id))
    .orderBy(desc(goodPriceChanges.id));
  return rows;
}

/** The good ids of a batch that the caller may change, locked until the transaction ends. */
async function lockBatch(tx: Ctx['db'], ctx: Ctx, ids: number[]) {
  const rows = await tx
    .select({ id: goods.id, company_id: goods.company_id, unit_price: goods.unit_price, on_sale: goods.on_sale })
    .from(goods)
    .where(and(inArray(goods.id, ids), companyScope(ctx.actor, goods)))
    .orderBy(asc(goods.id))
    .for('update');
  const found = new Set(rows.map((row) => row.id));
  return { rows, missing: [...new Set(ids)].filter((id) => !found.has(id)) };
}

/** Sets or moves the price of many goods at once; each change is kept in the good's price history. */
export async function batchChangePrice(ctx: Ctx, body: Out<typeof batchPriceBodySchema>): Promise<BatchResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { rows, missing } = await lockBatch(tx, ctx, body.good_ids);
    const changes = rows
      .map((row) => ({
        ...row,
        price: body.mode === 'set' ? body.value : Math.round((row.unit_price * (100 + body.value)) / 100),
      }))
      .filter((row) => row.price !== row.unit_price);
    if (changes.some((row) => row.price > PRICE_MAX_FEN)) {
      throw new AppError(ErrorCode.VALIDATION, { fields: { value: 'price_invalid' } });
    }
    if (changes.length > 0) {
      const prices = JSON.stringify(changes.map(({ id, price }) => ({ id, price })));
      await tx.execute(sql`
        UPDATE goods AS g
        SET unit_price = r.price, version = g.version + 1, last_modified_time = ${now.toISOString()}::timestamptz
        FROM jsonb_to_recordset(${prices}::jsonb) AS r(id int, price int)
        WHERE g.id = r.id`);
      await tx.insert(goodPriceChanges).values(
        changes.map((row) => ({
          good_id: row.id,
          company_id: row.company_id,
          old_price: row.unit_price,
          new_price: row.price,
          changed_by: ctx.actor.user_id,
          changed_time: now,
        })),
      );
    }
    return { changed: changes.length, missing };
  });
}

/** Puts many goods on or off sale; goods already so keep their version. */
export async function batchSetOnSale(ctx: Ctx, body: Out<typeof batchOnSaleBodySchema>): Promise<BatchResult> {
  return ctx.db.transaction(async (tx) => {
    const { rows, missing } = await lockBatch(tx, ctx, body.good_ids);
    const ids = rows.filter((row) => row.on_sale !== body.on_sale).map((row) => row.id);
    if (ids.length > 0) {
      await tx
        .update(goods)
        .set({ on_sale: body.on_sale, version: sql`${goods.version} + 1`, last_modified_time: ctx.now() })
        .where(inArray(goods.id, ids));
    }
    return { changed: ids.length, missing };
  });
}

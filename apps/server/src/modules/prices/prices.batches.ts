import {
  ErrorCode,
  markedDownPrice,
  priceProblemOf,
  type createPriceBatchBodySchema,
  type listPriceBatchesQuerySchema,
  type PriceBatchLine,
  type PriceBatchPreview,
  type PriceRowProblem,
  type rollbackPriceBatchBodySchema,
  type WeightUnit,
} from '@tm/contracts';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { ServiceCtx } from '../../http/context';
import { AppError, fieldMessage, notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { companyForNewRow, companyScope } from '../../http/scope';
import { likePattern } from '../../http/search';
import { companies } from '../companies/companies.table';
import { goods } from '../goods/goods.table';
import { displayNameOf } from '../users/display-name';
import { users } from '../users/users.table';
import { applyDuePriceBatches } from './prices.jobs';
import { effectivePrices } from './prices.resolve';
import { priceBatches, priceBatchGoods } from './prices.table';
import { zonesOfCompany } from './prices.zones';

type Out<T extends z.ZodType> = z.output<T>;
type BatchBody = Out<typeof createPriceBatchBodySchema>;
type Executor = Pick<Db, 'execute' | 'select' | 'update' | 'insert'>;

/** A saved batch may start a minute before the request: the time a clerk takes to press save. */
const START_GRACE_MS = 60_000;
/** The moment just before a batch starts: the prices it changes from. */
const justBefore = (time: Date) => new Date(time.getTime() - 1);

const zoneNamesSql = sql<string[]>`coalesce((
  SELECT array_agg(z.name ORDER BY z.name) FROM price_zones z WHERE z.id = ANY ("price_batches"."zone_ids")), '{}')`;
const goodsCountSql = sql<number>`(
  SELECT count(DISTINCT i.good_id)::int FROM price_batch_goods i WHERE i.batch_id = "price_batches"."id")`;
const rolledBackBySql = sql<number | null>`(
  SELECT r.id FROM price_batches r WHERE r.rollback_of = "price_batches"."id" AND r.status <> 'cancelled'
  ORDER BY r.id DESC LIMIT 1)`;

const batchSelection = {
  id: priceBatches.id,
  company_id: priceBatches.company_id,
  kind: priceBatches.kind,
  name: priceBatches.name,
  status: priceBatches.status,
  starts_time: priceBatches.starts_time,
  ends_time: priceBatches.ends_time,
  base: priceBatches.base,
  zone_ids: priceBatches.zone_ids,
  zone_names: zoneNamesSql,
  percent_off: priceBatches.percent_off,
  categories: priceBatches.categories,
  goods_count: goodsCountSql,
  rollback_of: priceBatches.rollback_of,
  rolled_back_by: rolledBackBySql,
  created_by_name: sql<string>`coalesce(${displayNameOf(users)}, '')`,
  created_time: priceBatches.created_time,
  applied_time: priceBatches.applied_time,
  cancelled_time: priceBatches.cancelled_time,
};

/** Batches of the caller's scope with their list columns; `where` narrows. */
export function selectBatches(db: Executor, where: SQL | undefined) {
  return db
    .select(batchSelection)
    .from(priceBatches)
    .leftJoin(users, eq(users.id, priceBatches.created_by))
    .where(where)
    .$dynamic();
}

type BatchRow = Awaited<ReturnType<typeof selectBatches>>[number];
export const toBatch = (row: BatchRow) => ({
  ...row,
  goods_count: Number(row.goods_count),
  rolled_back_by: row.rolled_back_by === null ? null : Number(row.rolled_back_by),
});

export async function listPriceBatches(ctx: ServiceCtx, query: Out<typeof listPriceBatchesQuerySchema>) {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const where = and(
    companyScope(ctx.actor, priceBatches),
    query.company_id ? eq(priceBatches.company_id, query.company_id) : undefined,
    query.kind ? eq(priceBatches.kind, query.kind) : undefined,
    query.status ? eq(priceBatches.status, query.status) : undefined,
    query.zone_id ? sql`${query.zone_id}::int = ANY (${priceBatches.zone_ids})` : undefined,
    pattern ? ilike(priceBatches.name, pattern) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectBatches(ctx.db, where)
      .orderBy(desc(priceBatches.starts_time), desc(priceBatches.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(priceBatches).where(where),
  ]);
  return { list: rows.map(toBatch), meta: { total: total?.total ?? 0 } };
}

/** A good a batch names, with what the price checks read. */
type BatchGood = { id: number; plu: number; name: string; pricing_mode: string; weight_unit: WeightUnit };
/** One good at one target (0: base / no zone) with the batch's price for it. */
type BatchItem = { good: BatchGood; zone_key: number; unit_price: number | null };
type Problem = PriceBatchPreview['problems'][number] & { field: string; reason: PriceRowProblem };

const goodColumns = {
  id: goods.id,
  plu: goods.plu,
  name: goods.name,
  pricing_mode: goods.pricing_mode,
  weight_unit: goods.weight_unit,
};

const targetsOf = (body: { base: boolean; zone_ids: number[] }) => [
  ...(body.base ? [0] : []),
  ...new Set(body.zone_ids),
];

/**
 * The batch's items, one per good and target, and the rows refused with why: a good the company
 * does not have, one named twice, a price the scale cannot sell at, the base price taken away.
 */
async function itemsOf(db: Executor, companyId: number, body: BatchBody) {
  const problems: Problem[] = [];
  const targets = targetsOf(body);
  if (body.kind === 'markdown') {
    const named = body.good_ids.length
      ? await db
          .select(goodColumns)
          .from(goods)
          .where(and(eq(goods.company_id, companyId), inArray(goods.id, body.good_ids)))
      : [];
    body.good_ids.forEach((id, index) => {
      if (!named.some((good) => good.id === id)) {
        problems.push({
          field: `good_ids.${index}`,
          good_id: id,
          plu: null,
          name: '',
          zone_id: null,
          reason: 'good_not_found',
        });
      }
    });
    const ofCategories = body.categories.length
      ? await db
          .select(goodColumns)
          .from(goods)
          .where(and(eq(goods.company_id, companyId), inArray(goods.category, body.categories)))
      : [];
    const unique = new Map([...named, ...ofCategories].map((good) => [good.id, good]));
    const items = [...unique.values()]
      .sort((a, b) => a.plu - b.plu)
      .flatMap((good) => targets.map((zone_key) => ({ good, zone_key, unit_price: null })));
    return { items, problems };
  }
  const ids = body.items.map((item) => item.good_id);
  const found = ids.length
    ? await db
        .select(goodColumns)
        .from(goods)
        .where(and(eq(goods.company_id, companyId), inArray(goods.id, ids)))
    : [];
  const byId = new Map(found.map((good) => [good.id, good]));
  const seen = new Set<number>();
  const items: BatchItem[] = [];
  body.items.forEach((item, index) => {
    const good = byId.get(item.good_id);
    const problem = (field: string, reason: PriceRowProblem) =>
      problems.push({
        field: `items.${index}.${field}`,
        good_id: item.good_id,
        plu: good?.plu ?? null,
        name: good?.name ?? '',
        zone_id: null,
        reason,
      });
    if (!good) {
      problem('good_id', 'good_not_found');
    } else if (seen.has(good.id)) {
      problem('good_id', 'good_repeated');
    } else if (item.unit_price === null && body.base) {
      problem('unit_price', 'base_price_required');
    } else {
      const fits = item.unit_price === null ? null : priceProblemOf(good, item.unit_price);
      if (fits) {
        problem('unit_price', fits);
      } else {
        items.push(...targets.map((zone_key) => ({ good, zone_key, unit_price: item.unit_price })));
      }
    }
    seen.add(item.good_id);
  });
  return { items, problems };
}

/**
 * Before and after, per good and target, at the batch's start: a change from the price just before
 * it to its own (a zone whose own price it takes away, to the base price then); a markdown from the
 * regular price then to that less its percentage.
 */
async function linesOf(
  db: Executor,
  batch: { kind: 'change' | 'markdown'; starts_time: Date; percent_off: number | null },
  items: readonly BatchItem[],
): Promise<PriceBatchLine[]> {
  const targets = [...new Set(items.map((item) => item.zone_key))];
  const goodIds = [...new Set(items.map((item) => item.good.id))];
  const before = new Map<number, Awaited<ReturnType<typeof effectivePrices>>>();
  const baseAtStart = await effectivePrices(db, goodIds, null, batch.starts_time);
  for (const zone of targets) {
    const at = batch.kind === 'change' ? justBefore(batch.starts_time) : batch.starts_time;
    before.set(zone, await effectivePrices(db, goodIds, zone === 0 ? null : zone, at));
  }
  return items.map(({ good, zone_key, unit_price }) => {
    const was = before.get(zone_key)?.get(good.id)?.regular ?? 0;
    const base = baseAtStart.get(good.id)?.regular ?? was;
    const after = batch.kind === 'markdown' ? markedDownPrice(was, batch.percent_off ?? 0) : (unit_price ?? base);
    return {
      good_id: good.id,
      plu: good.plu,
      name: good.name,
      zone_id: zone_key === 0 ? null : zone_key,
      before: was,
      after,
      unit_price: batch.kind === 'change' ? unit_price : null,
    };
  });
}

/** The company a batch body is for, its zones checked. */
async function companyOfBody(ctx: ServiceCtx, body: BatchBody): Promise<number> {
  const companyId = companyForNewRow(ctx.actor, body.company_id);
  await zonesOfCompany(ctx.db, companyId, body.zone_ids, 'zone_ids');
  return companyId;
}

/** `POST /management/prices/batches/preview`: what a batch would do, and the rows it would refuse. */
export async function previewPriceBatch(ctx: ServiceCtx, body: BatchBody) {
  const companyId = await companyOfBody(ctx, body);
  const { items, problems } = await itemsOf(ctx.db, companyId, body);
  const lines = await linesOf(
    ctx.db,
    { ...body, percent_off: body.kind === 'markdown' ? body.percent_off : null },
    items,
  );
  return {
    lines,
    problems: problems.map(({ field: _field, reason, ...problem }) => ({
      ...problem,
      reason: fieldMessage(reason, ctx.lang),
    })),
  };
}

/**
 * Another batch that would set the same good's price at the same target at the same moment (two
 * changes), or mark it down in an overlapping window (two markdowns): refused when saved, not found
 * at the counter.
 */
async function conflictOf(
  tx: Executor,
  companyId: number,
  body: BatchBody,
  items: readonly BatchItem[],
): Promise<{ id: number; name: string } | undefined> {
  const when =
    body.kind === 'change'
      ? sql`b.starts_time = ${body.starts_time.toISOString()}::timestamptz`
      : sql`b.starts_time < ${body.ends_time.toISOString()}::timestamptz AND ${body.starts_time.toISOString()}::timestamptz < b.ends_time`;
  const result = await tx.execute(sql`
    SELECT b.id, b.name FROM price_batches b
    WHERE b.company_id = ${companyId} AND b.kind = ${body.kind} AND b.status <> 'cancelled' AND ${when}
      AND EXISTS (SELECT 1 FROM price_batch_goods i
        JOIN unnest(${sql.param(items.map((item) => item.good.id))}::int[], ${sql.param(items.map((item) => item.zone_key))}::int[])
          AS mine(good_id, zone_key) ON mine.good_id = i.good_id AND mine.zone_key = i.zone_key
        WHERE i.batch_id = b.id)
    ORDER BY b.starts_time, b.id LIMIT 1`);
  const [row] = (result as { rows: { id: number; name: string }[] }).rows;
  return row;
}

async function insertBatch(
  tx: Executor,
  ctx: ServiceCtx,
  companyId: number,
  body: BatchBody,
  items: readonly BatchItem[],
  rollbackOf: number | null,
): Promise<number> {
  const [batch] = await tx
    .insert(priceBatches)
    .values({
      company_id: companyId,
      kind: body.kind,
      name: body.name,
      starts_time: body.starts_time,
      ends_time: body.kind === 'markdown' ? body.ends_time : null,
      base: body.base,
      zone_ids: [...new Set(body.zone_ids)],
      percent_off: body.kind === 'markdown' ? body.percent_off : null,
      categories: body.kind === 'markdown' ? body.categories : [],
      rollback_of: rollbackOf,
      created_by: ctx.actor.user_id,
      created_time: ctx.now(),
    })
    .returning({ id: priceBatches.id });
  if (!batch) {
    throw new AppError(ErrorCode.INTERNAL);
  }
  // In slices: one statement's parameters are limited (5000 goods × targets would pass it).
  for (let at = 0; at < items.length; at += 2000) {
    await tx.insert(priceBatchGoods).values(
      items.slice(at, at + 2000).map((item) => ({
        batch_id: batch.id,
        good_id: item.good.id,
        zone_key: item.zone_key,
        company_id: companyId,
        unit_price: item.unit_price,
      })),
    );
  }
  return batch.id;
}

/**
 * Saves a batch whole or not at all, conflicts looked for with the company's batches locked against
 * a second save racing this one. A batch due already starts at once.
 */
async function saveBatch(
  ctx: ServiceCtx,
  companyId: number,
  body: BatchBody,
  items: readonly BatchItem[],
  rollbackOf: number | null,
) {
  const now = ctx.now();
  if (body.starts_time.getTime() < now.getTime() - START_GRACE_MS) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { starts_time: 'starts_in_past' } });
  }
  if (items.length === 0) {
    throw new AppError(ErrorCode.VALIDATION, {
      fields: { [body.kind === 'change' ? 'items' : 'categories']: 'goods_required' },
    });
  }
  const id = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const conflict = await conflictOf(tx, companyId, body, items);
    if (conflict) {
      throw new AppError(ErrorCode.CONFLICT, {
        fields: { starts_time: { text: fieldMessage('batch_conflict', ctx.lang, { name: conflict.name }) } },
      });
    }
    return insertBatch(tx, ctx, companyId, body, items, rollbackOf);
  });
  if (body.starts_time.getTime() <= now.getTime()) {
    await applyDuePriceBatches(ctx.db, now);
  }
  return findPriceBatch(ctx, id);
}

/** `POST /management/prices/batches`: a price change or a markdown; every refused row is named. */
export async function createPriceBatch(ctx: ServiceCtx, body: BatchBody) {
  const companyId = await companyOfBody(ctx, body);
  const { items, problems } = await itemsOf(ctx.db, companyId, body);
  if (problems.length > 0) {
    throw new AppError(ErrorCode.VALIDATION, {
      fields: Object.fromEntries(problems.slice(0, 50).map((problem) => [problem.field, problem.reason])),
    });
  }
  return saveBatch(ctx, companyId, body, items, null);
}

async function scopedBatch(ctx: ServiceCtx, id: number) {
  const [row] = await selectBatches(ctx.db, and(eq(priceBatches.id, id), companyScope(ctx.actor, priceBatches)));
  if (!row) {
    throw notFound();
  }
  return toBatch(row);
}

async function itemsOfBatch(db: Executor, batchId: number): Promise<BatchItem[]> {
  const rows = await db
    .select({ ...goodColumns, zone_key: priceBatchGoods.zone_key, unit_price: priceBatchGoods.unit_price })
    .from(priceBatchGoods)
    .innerJoin(goods, eq(goods.id, priceBatchGoods.good_id))
    .where(eq(priceBatchGoods.batch_id, batchId))
    .orderBy(asc(goods.plu), asc(priceBatchGoods.zone_key));
  return rows.map(({ zone_key, unit_price, ...good }) => ({ good, zone_key, unit_price }));
}

const integer = z.coerce.number().int();
const deliveryRow = z.object({
  scale_id: integer,
  scale_name: z.string(),
  shop_name: z.string(),
  zone_id: integer.nullable(),
  zone_name: z.string().nullable(),
  goods: integer,
  delivered: integer,
  last_sync_time: z.coerce.date().nullable(),
});

/**
 * The delivery audit of a batch that has changed prices: the scales that sell at its targets and
 * hold its goods, and how many of those they have fetched since it started (a scale confirms by
 * syncing past the change number the start stamped, docs/delivery.md). A base price change reaches
 * every scale holding the good; a markdown of "no zone" only the scales in no zone.
 */
async function deliveryOf(db: Executor, batch: { id: number; kind: string; applied_time: Date | null }) {
  if (!batch.applied_time) {
    return [];
  }
  const concerns =
    batch.kind === 'change' ? sql`t.zone_key IN (coalesce(p.zone_id, 0), 0)` : sql`t.zone_key = coalesce(p.zone_id, 0)`;
  return rowsOf(
    db as Db,
    deliveryRow,
    sql`
    WITH placed AS (
      SELECT s.id, s.scale_name, s.shop_id, coalesce(pzs.zone_id, psh.zone_id) AS zone_id
      FROM scales s
      LEFT JOIN price_zone_scales pzs ON pzs.scale_id = s.id
      LEFT JOIN price_zone_shops psh ON psh.shop_id = s.shop_id
      WHERE s.company_id = (SELECT company_id FROM price_batches WHERE id = ${batch.id}))
    SELECT p.id AS scale_id, p.scale_name, coalesce(sh.name, '') AS shop_name, p.zone_id, z.name AS zone_name,
      count(*)::int AS goods,
      (count(*) FILTER (WHERE sg.delivered_time >= ${batch.applied_time.toISOString()}::timestamptz))::int AS delivered,
      max(sg.delivered_time) AS last_sync_time
    FROM placed p
    JOIN scale_goods sg ON sg.scale_id = p.id AND NOT sg.removed
    LEFT JOIN shops sh ON sh.id = p.shop_id
    LEFT JOIN price_zones z ON z.id = p.zone_id
    WHERE EXISTS (SELECT 1 FROM price_batch_goods t WHERE t.batch_id = ${batch.id} AND t.good_id = sg.good_id AND ${concerns})
    GROUP BY p.id, p.scale_name, sh.name, p.zone_id, z.name
    ORDER BY shop_name, p.scale_name, p.id`,
  );
}

/** `GET /management/prices/batches/:id`: the batch, its lines and, once started, its delivery. */
export async function findPriceBatch(ctx: ServiceCtx, id: number) {
  const batch = await scopedBatch(ctx, id);
  const items = await itemsOfBatch(ctx.db, id);
  // One after the other: the writes that answer with the batch run this inside the demo seed's
  // transaction too, whose one connection must not be asked two queries at once.
  const lines = await linesOf(ctx.db, batch, items);
  const delivery = await deliveryOf(ctx.db, batch);
  return { ...batch, lines, delivery };
}

/** `POST /management/prices/batches/:id/cancel`: only before it starts; it never changed a price. */
export async function cancelPriceBatch(ctx: ServiceCtx, id: number) {
  await scopedBatch(ctx, id);
  const now = ctx.now();
  const [cancelled] = await ctx.db
    .update(priceBatches)
    .set({ status: 'cancelled', cancelled_time: now })
    .where(
      and(
        eq(priceBatches.id, id),
        eq(priceBatches.status, 'scheduled'),
        sql`${priceBatches.starts_time} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: priceBatches.id });
  if (!cancelled) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { status: 'batch_not_scheduled' } });
  }
  return findPriceBatch(ctx, id);
}

/**
 * `POST /management/prices/batches/:id/end`: a running markdown ends now (sold out, or the evening
 * went otherwise): its end moves to now and the job ends it at once, telling the scales.
 */
export async function endMarkdown(ctx: ServiceCtx, id: number) {
  await scopedBatch(ctx, id);
  const now = ctx.now();
  const [ended] = await ctx.db
    .update(priceBatches)
    .set({ ends_time: now })
    .where(
      and(
        eq(priceBatches.id, id),
        eq(priceBatches.kind, 'markdown'),
        eq(priceBatches.status, 'active'),
        sql`${priceBatches.ends_time} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: priceBatches.id });
  if (!ended) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { status: 'markdown_not_running' } });
  }
  await applyDuePriceBatches(ctx.db, now);
  return findPriceBatch(ctx, id);
}

/**
 * `POST /management/prices/batches/:id/rollback`: a new change batch, at the chosen time (now when
 * none), that puts back every price the change replaced, at each target: the base price before
 * it, each zone's own price before it (or none, where the zone had none).
 */
export async function rollbackPriceBatch(ctx: ServiceCtx, id: number, body: Out<typeof rollbackPriceBatchBodySchema>) {
  const batch = await scopedBatch(ctx, id);
  if (batch.kind !== 'change' || batch.status !== 'applied') {
    throw new AppError(ErrorCode.CONFLICT, { fields: { status: 'batch_not_applied' } });
  }
  if (batch.rolled_back_by !== null) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { status: 'batch_rolled_back' } });
  }
  const items = await itemsOfBatch(ctx.db, id);
  const before = justBefore(batch.starts_time);
  const restored: BatchItem[] = [];
  for (const zone of [...new Set(items.map((item) => item.zone_key))]) {
    const ofZone = items.filter((item) => item.zone_key === zone);
    const prices = await effectivePrices(
      ctx.db,
      ofZone.map((item) => item.good.id),
      zone === 0 ? null : zone,
      before,
    );
    for (const item of ofZone) {
      const price = prices.get(item.good.id);
      restored.push({ ...item, unit_price: zone === 0 ? (price?.regular ?? null) : (price?.own ?? null) });
    }
  }
  const name = `${ctx.lang === 'en' ? 'Rollback of' : '回滚'} ${batch.name}`.slice(0, 50);
  const startsTime = body.starts_time ?? ctx.now();
  const rollback: BatchBody = {
    kind: 'change',
    name,
    starts_time: startsTime,
    base: batch.base,
    zone_ids: batch.zone_ids,
    items: [],
  };
  return saveBatch(ctx, batch.company_id, rollback, restored, id);
}

import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  REGISTRATION_MINUTES,
  SYNC_PAGE_GOODS,
  TRADE_TOTAL_TOLERANCE_FEN,
  deviceTradeSchema,
  type authorizeScaleBodySchema,
  type heartbeatBodySchema,
  type helloBodySchema,
  type helloSchema,
  type registrationStatusSchema,
  type uploadTradesResultSchema,
} from '@tm/contracts';
import {
  and,
  asc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  not,
  sql,
  type SQL,
} from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/prepared';
import type { Ctx, PublicCtx } from '../../http/context';
import { AppError, invalidField, notFound, zodIssueText } from '../../http/errors';
import { companyScope } from '../../http/scope';
import { goods } from '../goods/goods.table';
import { QR_PATH, qrKeyOfScale } from '../labels/label-qr.service';
import { heldLabelsOf, scaleLabelsVersion } from '../labels/labels.service';
import { priceInForceSql } from '../prices/prices.resolve';
import { zoneOfScale } from '../prices/prices.zones';
import { scaleGoods, scales } from '../scales/scales.table';
import { stockSaleCtes } from '../stock/stock.sales';
import { foldAfterCommit } from '../trades/trades.fold';
import { queueForRollupsCtes } from '../trades/trades.rollup';
import { shops } from '../shops/shops.table';
import { authenticateDevice, newDeviceKey, type DeviceScale } from './device-auth';
import { scaleRegistrations } from './device.table';

type Out<T extends z.ZodType> = z.output<T>;

/*
 * Device calls act for the authenticated scale: its company is their tenant scope (there is no
 * user, so `companyScope` does not apply); every query below names `scale.id` or `scale.company_id`.
 */

const registrationExpiry = (now: Date) => new Date(now.getTime() + REGISTRATION_MINUTES * 60_000);

/**
 * A scale says hello at start. Unknown: it gets a new registration to show as a QR code (a new
 * request id every time, so nobody but the scale's screen learns the id its key will be handed to).
 */
export async function sayHello(
  ctx: PublicCtx,
  body: Out<typeof helloBodySchema>,
  authorization: string | undefined,
  origin: string,
): Promise<Out<typeof helloSchema>> {
  const now = ctx.now();
  const [known] = await ctx.db
    .select({ id: scales.id })
    .from(scales)
    .where(eq(scales.scale_uuid, body.scale_uuid))
    .limit(1);
  if (known) {
    const scale = await authenticateDevice(ctx.db, authorization);
    if (scale?.id !== known.id) {
      return { registered: true };
    }
    const [row] = await ctx.db
      .update(scales)
      .set({ last_seen_time: now, ...(body.firmware ? { firmware: body.firmware } : {}) })
      .where(eq(scales.id, scale.id))
      .returning({ shop_id: scales.shop_id, synced_version: scales.synced_version });
    return {
      registered: true,
      scale_id: scale.id,
      shop_id: row?.shop_id ?? scale.shop_id,
      synced_version: row?.synced_version ?? 0,
      server_time: now,
    };
  }
  await ctx.db.delete(scaleRegistrations).where(lt(scaleRegistrations.expires_time, now));
  const requestId = randomBytes(16).toString('base64url');
  const expires = registrationExpiry(now);
  await ctx.db.insert(scaleRegistrations).values({
    request_id: requestId,
    scale_uuid: body.scale_uuid,
    model: body.model,
    firmware: body.firmware,
    created_time: now,
    expires_time: expires,
  });
  const base = (ctx.config.publicUrl ?? origin).replace(/\/$/, '');
  return {
    registered: false,
    request_id: requestId,
    // The page shows which scale the user is about to register before anything is attached.
    register_url: `${base}/page/scales/register?${new URLSearchParams({
      request_id: requestId,
      scale_uuid: body.scale_uuid,
      model: body.model,
    }).toString()}`,
    expires_time: expires,
  };
}

/**
 * What the scale showing `requestId` polls. Once a user has attached it, the key is handed over
 * and the registration deleted in one statement, so two polls can never both receive it.
 */
export async function registrationStatus(
  ctx: PublicCtx,
  requestId: string,
): Promise<Out<typeof registrationStatusSchema>> {
  const now = ctx.now();
  const live = and(eq(scaleRegistrations.request_id, requestId), gt(scaleRegistrations.expires_time, now));
  const [picked] = await ctx.db
    .delete(scaleRegistrations)
    .where(and(live, isNotNull(scaleRegistrations.scale_id), isNotNull(scaleRegistrations.device_key)))
    .returning({ scale_uuid: scaleRegistrations.scale_uuid, device_key: scaleRegistrations.device_key });
  if (picked?.device_key) {
    return { status: 'done', scale_uuid: picked.scale_uuid, device_key: picked.device_key };
  }
  const [waiting] = await ctx.db
    .select({ request_id: scaleRegistrations.request_id })
    .from(scaleRegistrations)
    .where(and(live, isNull(scaleRegistrations.scale_id)))
    .limit(1);
  if (!waiting) {
    throw new AppError(ErrorCode.NOT_FOUND, { fields: { request_id: 'registration_invalid' } });
  }
  return { status: 'waiting' };
}

/**
 * Whether a scale id is taken. Not scoped to the caller's company on purpose: scale ids are unique
 * across companies, and creating a scale with a taken id says the same.
 */
export async function judgeScale(ctx: Ctx, scaleUuid: string) {
  const [row] = await ctx.db.select({ id: scales.id }).from(scales).where(eq(scales.scale_uuid, scaleUuid)).limit(1);
  return { registered: row !== undefined };
}

/**
 * Attaches the scale showing the QR code `request_id` to a shop of the caller's scope: creates the
 * scale with a new device key and leaves the plain key on the registration for the scale's pickup.
 */
export async function authorizeScale(ctx: Ctx, body: Out<typeof authorizeScaleBodySchema>) {
  const [shop] = await ctx.db
    .select({ id: shops.id, company_id: shops.company_id })
    .from(shops)
    .where(and(eq(shops.id, body.shop_id), companyScope(ctx.actor, shops)))
    .limit(1);
  if (!shop) {
    throw notFound('shop_id');
  }
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [registration] = await tx
      .select()
      .from(scaleRegistrations)
      .where(
        and(
          eq(scaleRegistrations.request_id, body.request_id),
          isNull(scaleRegistrations.scale_id),
          gt(scaleRegistrations.expires_time, now),
        ),
      )
      .for('update');
    if (!registration) {
      throw invalidField('request_id', 'registration_invalid');
    }
    const { key, hash } = newDeviceKey();
    const defaultName = `${ctx.lang === 'en' ? 'Scale' : '秤'} ${registration.scale_uuid.slice(-6)}`;
    const [scale] = await tx
      .insert(scales)
      .values({
        company_id: shop.company_id,
        shop_id: shop.id,
        scale_name: body.scale_name ?? defaultName,
        scale_uuid: registration.scale_uuid,
        model: registration.model,
        firmware: registration.firmware,
        device_key_hash: hash,
        created_time: now,
        last_modified_time: now,
      })
      .onConflictDoNothing({ target: scales.scale_uuid })
      .returning({
        id: scales.id,
        company_id: scales.company_id,
        shop_id: scales.shop_id,
        scale_name: scales.scale_name,
        scale_uuid: scales.scale_uuid,
        model: scales.model,
      });
    if (!scale) {
      throw new AppError(ErrorCode.CONFLICT, { fields: { request_id: 'scale_uuid_taken' } });
    }
    // The scale may be slow to poll: its pickup gets a full period from now.
    await tx
      .update(scaleRegistrations)
      .set({ scale_id: scale.id, device_key: key, expires_time: registrationExpiry(now) })
      .where(eq(scaleRegistrations.request_id, registration.request_id));
    return scale;
  });
}

/** Goods put on, changed or taken off since the scale's last sync, or hot keys or label formats changed. */
const pendingForScale = (scaleId: number) => sql<boolean>`(
  ${scales.hot_keys_version} > ${scales.synced_version}
  OR ${scaleLabelsVersion} > ${scales.synced_version}
  OR EXISTS (SELECT 1 FROM scale_goods sg LEFT JOIN goods g ON g.id = sg.good_id
    WHERE sg.scale_id = ${scaleId}
      AND (sg.version > ${scales.synced_version} OR (NOT sg.removed AND g.sync_version > ${scales.synced_version}))))`;

export async function heartbeat(ctx: PublicCtx, scale: DeviceScale, body: Out<typeof heartbeatBodySchema>) {
  const now = ctx.now();
  if (body.status && body.status !== 'ok') {
    ctx.log.info({ scale_id: scale.id, status: body.status }, 'scale status');
  }
  const [row] = await ctx.db
    .update(scales)
    .set({ last_seen_time: now, firmware: body.firmware })
    .where(eq(scales.id, scale.id))
    .returning({ pending: pendingForScale(scale.id) });
  return { server_time: now, pending: row?.pending ?? false };
}

const {
  name: _searchName,
  company_id: _company,
  version: _edits,
  sync_version: _stamp,
  created_time: _created,
  last_modified_time: _modified,
  ...pluColumns
} = getTableColumns(goods);

/** bigint arrives as a string from node-postgres and as a number from PGlite. */
const changeNumber = z.union([z.number(), z.string()]).transform(Number).nullable();
const boundsSchema = z.object({ rows: z.array(z.object({ cutoff: changeNumber, last: changeNumber })).length(1) });

/**
 * The changes a scale holding everything up to `since` must fetch, in change-number order, at most
 * SYNC_PAGE_GOODS goods and removals an answer (a page ends after a whole change number, so it can
 * only run over when one number stamps many rows). Recording `since` as the scale's synced version
 * is the scale's confirmation of what it holds.
 */
export async function syncScale(ctx: PublicCtx, scale: DeviceScale, since: number, origin: string) {
  if (await nothingNewSince(ctx, scale, since)) {
    return { version: since, goods: [], removed_plus: [], hot_keys: null, labels: null, qr: null, more: false };
  }
  const onScale = eq(scaleGoods.scale_id, scale.id);
  const change = sql<number>`greatest(${goods.sync_version}, ${scaleGoods.version})`.mapWith(Number);
  const liveChanged = and(
    onScale,
    not(scaleGoods.removed),
    sql`(${goods.sync_version} > ${since} OR ${scaleGoods.version} > ${since})`,
  );
  const removedSince = and(onScale, eq(scaleGoods.removed, true), gt(scaleGoods.version, since));

  // One query finds where this page ends (the SYNC_PAGE_GOODS-th change) and the last change of all.
  const boundsResult = await ctx.db.execute(sql`
    WITH changes AS (
      SELECT ${change} AS c FROM ${scaleGoods} JOIN ${goods} ON ${goods.id} = ${scaleGoods.good_id} WHERE ${liveChanged}
      UNION ALL
      SELECT ${scaleGoods.version} FROM ${scaleGoods} WHERE ${removedSince})
    SELECT (SELECT c FROM changes ORDER BY c OFFSET ${SYNC_PAGE_GOODS - 1} LIMIT 1) AS cutoff,
      (SELECT max(c) FROM changes) AS last`);
  const [bounds] = boundsSchema.parse(boundsResult).rows;
  const [state] = await ctx.db
    .select({
      hot_keys: scales.hot_keys,
      hot_keys_version: scales.hot_keys_version,
      labels_version: scaleLabelsVersion.mapWith(Number),
    })
    .from(scales)
    .where(eq(scales.id, scale.id));
  if (!bounds || !state) {
    throw new AppError(ErrorCode.LOGIN_INVALID);
  }
  // Paged when the changes run past one page: this answer ends at the page's last change number.
  const upTo = bounds.cutoff !== null && (bounds.last ?? 0) > bounds.cutoff ? bounds.cutoff : null;
  // Hot keys and label formats travel whole, in the page whose change numbers cover their change.
  const inThisPage = (version: number) => version > since && (upTo === null || version <= upTo);
  const withHotKeys = inThisPage(state.hot_keys_version);
  const withLabels = inThisPage(state.labels_version);

  // The price the scale sells at, for its zone and now (docs/prices.md); a batch starting or a
  // markdown ending stamps its goods, so the scale asks again then.
  const zone = await zoneOfScale(ctx.db, scale);
  const unitPrice = priceInForceSql(goods.id, zone, ctx.now()).mapWith(Number);
  const [sent, removed] = await Promise.all([
    ctx.db
      .select({
        ...pluColumns,
        unit_price: unitPrice,
        sync_version: change,
        held_plu: scaleGoods.plu,
        scale_good_id: scaleGoods.id,
      })
      .from(scaleGoods)
      .innerJoin(goods, eq(goods.id, scaleGoods.good_id))
      .where(and(liveChanged, upTo === null ? undefined : lte(change, upTo)))
      .orderBy(asc(change), asc(goods.plu)),
    ctx.db
      .select({ plu: scaleGoods.plu })
      .from(scaleGoods)
      .where(and(removedSince, upTo === null ? undefined : lte(scaleGoods.version, upTo)))
      .orderBy(asc(scaleGoods.version)),
  ]);

  // A good whose PLU changed while on the scale: the scale deletes the number it holds it under.
  const renumbered = sent.filter((good) => good.held_plu !== good.plu);
  const removedPlus = [...new Set([...removed.map((row) => row.plu), ...renumbered.map((good) => good.held_plu)])];
  await recordSync(ctx.db, scale, since, ctx.now(), renumbered);

  const version =
    upTo ??
    Math.max(since, bounds.last ?? 0, withHotKeys ? state.hot_keys_version : 0, withLabels ? state.labels_version : 0);
  return {
    version,
    goods: sent.map(({ held_plu: _held, scale_good_id: _id, ...good }) => good),
    removed_plus: removedPlus,
    hot_keys: withHotKeys ? state.hot_keys : null,
    labels: withLabels ? await heldLabelsOf(ctx.db, scale.id) : null,
    qr: withLabels
      ? {
          url_prefix: `${ctx.config.publicUrl ?? origin}${QR_PATH}`,
          key: (await qrKeyOfScale(ctx.db, scale.id)).toString('base64url'),
        }
      : null,
    more: upTo !== null,
  };
}

const rowsSchema = z.object({ rows: z.array(z.unknown()) });

/**
 * How stale a scale's `last_seen_time` may get before a poll writes it again: well inside the
 * online window (SCALE_ONLINE_SECONDS), so a scale polling is never shown offline, while most polls
 * of an unchanged scale write nothing and so wait for no commit to reach the disk.
 */
const SEEN_WRITE_SECONDS = 30;

/**
 * Whether anything is new for a scale, and its poll recorded where nothing is. Named, so that
 * PostgreSQL parses and plans it once a connection: both took five times as long as running it.
 * Its generic plan is the custom one only with each test a subquery probed for the one scale:
 * joins of the scale's goods, which PostgreSQL plans for a `since` it does not know, looked
 * costlier, and every poll was planned anew (bench/findings.md).
 */
const unchangedSinceStatement = namedStatement<'scale_id' | 'since' | 'at'>(
  'scale_unchanged_since',
  (value) => sql`
    WITH unchanged AS (
      SELECT scales.id, scales.last_seen_time FROM scales
      WHERE scales.id = ${value('scale_id')}::int AND scales.synced_version = ${value('since')}::bigint
        AND scales.hot_keys_version <= ${value('since')}::bigint AND ${scaleLabelsVersion} <= ${value('since')}::bigint
        AND NOT (EXISTS (SELECT 1 FROM scale_goods sg WHERE sg.scale_id = scales.id AND sg.version > ${value('since')}::bigint)
          OR EXISTS (SELECT 1 FROM goods g WHERE g.company_id = scales.company_id AND g.sync_version > ${value('since')}::bigint
            AND (SELECT true FROM scale_goods sg WHERE sg.scale_id = scales.id AND sg.good_id = g.id)))),
    seen AS (
      UPDATE scales SET last_seen_time = ${value('at')}::timestamptz
      FROM unchanged
      WHERE scales.id = unchanged.id AND (unchanged.last_seen_time IS NULL
        OR unchanged.last_seen_time <= ${value('at')}::timestamptz - make_interval(secs => ${SEEN_WRITE_SECONDS}::int)))
    SELECT id FROM unchanged`,
);

/**
 * Most polls find nothing new: a scale asks every few seconds and its goods change a few times a
 * day. This answers that case with index probes only (no scan of the scale's goods, no price
 * resolution), and records the poll. Only when the scale already confirmed `since` before: the
 * first poll at a new version goes the full way, which records the goods as delivered.
 */
async function nothingNewSince(ctx: PublicCtx, scale: DeviceScale, since: number): Promise<boolean> {
  const unchanged = await unchangedSinceStatement(ctx.db, {
    scale_id: scale.id,
    since,
    at: ctx.now().toISOString(),
  });
  return rowsSchema.parse(unchanged).rows.length === 1;
}

async function recordSync(
  db: Db,
  scale: DeviceScale,
  since: number,
  now: Date,
  renumbered: { scale_good_id: number; plu: number }[],
): Promise<void> {
  // Hot keys and label formats changed after the last confirmation and covered by this one
  // arrived now (the SET reads the row as it was, before `synced_version` moves).
  const arrivedNow = (version: SQL) =>
    sql`CASE WHEN ${version} > ${scales.synced_version} AND ${version} <= ${since} THEN ${now}::timestamptz END`;
  await db
    .update(scales)
    .set({
      synced_version: since,
      last_seen_time: now,
      hot_keys_delivered_time: sql`coalesce(${arrivedNow(sql`${scales.hot_keys_version}`)}, ${scales.hot_keys_delivered_time})`,
      labels_delivered_time: sql`coalesce(${arrivedNow(scaleLabelsVersion)}, ${scales.labels_delivered_time})`,
    })
    .where(eq(scales.id, scale.id));
  // Asking for the changes after `since` confirms holding every good up to it: the delivery record.
  await db.execute(sql`
    UPDATE ${scaleGoods} SET delivered_version = greatest(g.sync_version, ${scaleGoods.version}), delivered_time = ${now}
    FROM ${goods} g
    WHERE g.id = ${scaleGoods.good_id} AND ${scaleGoods.scale_id} = ${scale.id} AND NOT ${scaleGoods.removed}
      AND greatest(g.sync_version, ${scaleGoods.version}) <= ${since}
      AND ${scaleGoods.delivered_version} < greatest(g.sync_version, ${scaleGoods.version})`);
  for (const plu of new Set(renumbered.map((good) => good.plu))) {
    const ids = renumbered.filter((good) => good.plu === plu).map((good) => good.scale_good_id);
    await db.update(scaleGoods).set({ plu }).where(inArray(scaleGoods.id, ids));
  }
}

/**
 * The fields of a trade, as `json_to_recordset` reads them: `json`, not `jsonb`, as the batch is read
 * once, and parsing it into `jsonb` first took twice as long (4 ms of a thousand sales).
 */
const TRADE_RECORD = sql.raw(
  'r(trade_no text, trade_time timestamptz, plu int, name text, unit_price int, weight_g int, quantity int, ' +
    'total_price int, type text, barcode text, ticket_no text)',
);

const countsSchema = z.object({
  rows: z.array(z.object({ accepted: z.coerce.number(), flagged: z.coerce.number() })).length(1),
});

/**
 * An upload's sales stored, in one statement with the scale seen: a single round trip. The price is
 * per the good's weight unit, or per piece for a counted good, and stored with the sale as such; a
 * PLU the company does not have is taken as per kg, or per piece when the scale sent a count.
 */
const uploadTradesStatement = namedStatement<'scale_id' | 'shop_id' | 'company_id' | 'now' | 'records'>(
  'upload_trades',
  (value) => sql`
    WITH seen AS (
      UPDATE scales SET last_seen_time = ${value('now')}::timestamptz WHERE id = ${value('scale_id')}::int),
    ins AS (
      INSERT INTO trades (company_id, shop_id, scale_id, good_id, trade_no, trade_time, plu, name, unit_price,
        price_unit, weight_g, quantity, total_price, type, barcode, ticket_no, flagged, received_time)
      SELECT ${value('company_id')}::int, ${value('shop_id')}::int, ${value('scale_id')}::int, g.id, r.trade_no,
        r.trade_time, r.plu, coalesce(nullif(r.name, ''), g.name, ''), r.unit_price,
        CASE WHEN by_weight THEN coalesce(g.weight_unit, 'kg') ELSE 'pcs' END, r.weight_g, r.quantity,
        r.total_price, r.type, r.barcode, r.ticket_no,
        CASE WHEN by_weight
          THEN r.weight_g IS NULL OR abs(r.total_price - round(r.unit_price::numeric * r.weight_g /
            CASE g.weight_unit WHEN '500g' THEN 500 WHEN '100g' THEN 100 ELSE 1000 END)) > ${TRADE_TOTAL_TOLERANCE_FEN}
          ELSE r.quantity IS NULL OR abs(r.total_price - r.unit_price::bigint * r.quantity) > ${TRADE_TOTAL_TOLERANCE_FEN}
        END,
        ${value('now')}::timestamptz
      FROM json_to_recordset(${value('records')}::json) AS ${TRADE_RECORD}
      LEFT JOIN goods g ON g.company_id = ${value('company_id')}::int AND g.plu = r.plu
      CROSS JOIN LATERAL (SELECT coalesce(g.pricing_mode = 'by_weight', r.quantity IS NULL) AS by_weight) priced
      ON CONFLICT (scale_id, trade_no) DO NOTHING
      RETURNING id, company_id, shop_id, scale_id, good_id, plu, name, trade_time, type, unit_price, total_price,
        weight_g, quantity, ticket_no, flagged),
    ${queueForRollupsCtes(sql`ins`)},
    ${stockSaleCtes(sql`ins`, sql`${value('now')}::timestamptz`)}
    SELECT count(*)::int AS accepted, (count(*) FILTER (WHERE flagged))::int AS flagged FROM ins`,
);

/**
 * Stores a batch of sales exactly once: one set-based statement (see docs/performance.md on bulk
 * writes), `ON CONFLICT (scale_id, trade_no) DO NOTHING`, so a batch sent again (the scale missed
 * the answer) or a record twice in one batch is counted as a duplicate and stored once. Each record
 * is checked on its own; a broken one is reported by its place and the others are stored.
 */
export async function uploadTrades(
  ctx: PublicCtx,
  scale: DeviceScale,
  items: unknown[],
): Promise<Out<typeof uploadTradesResultSchema>> {
  const rejected: Out<typeof uploadTradesResultSchema>['rejected'] = [];
  const valid: Record<string, unknown>[] = [];
  items.forEach((item, index) => {
    const checked = deviceTradeSchema.safeParse(item);
    if (checked.success) {
      valid.push({ ...checked.data, trade_time: checked.data.trade_time.toISOString() });
      return;
    }
    // Checked again with the input in each issue, so a value of the wrong type reads as invalid
    // rather than missing: only for a broken record, as it makes the check half as fast again.
    const issue = (deviceTradeSchema.safeParse(item, { reportInput: true }).error ?? checked.error).issues[0];
    const field = issue?.path.join('.') || '_';
    const tradeNo =
      typeof item === 'object' && item !== null && 'trade_no' in item && typeof item.trade_no === 'string'
        ? item.trade_no
        : null;
    rejected.push({ index, trade_no: tradeNo, reason: `${field}: ${issue ? zodIssueText(issue, ctx.lang) : ''}` });
  });
  const now = ctx.now();
  if (valid.length === 0) {
    await ctx.db.update(scales).set({ last_seen_time: now }).where(eq(scales.id, scale.id));
    return { accepted: 0, duplicates: 0, flagged: 0, rejected };
  }
  const result = await uploadTradesStatement(ctx.db, {
    scale_id: scale.id,
    shop_id: scale.shop_id,
    company_id: scale.company_id,
    now: now.toISOString(),
    records: JSON.stringify(valid),
  });
  const [counts] = countsSchema.parse(result).rows;
  const accepted = counts?.accepted ?? 0;
  if (accepted > 0) {
    // The sales are stored either way: a fold that failed leaves them for the next, and the scale
    // must not send them again.
    await foldAfterCommit(ctx.db).catch((error: unknown) =>
      ctx.log.error({ err: error }, 'sales stored, adding them to the statistics failed; the next fold retries'),
    );
  }
  return { accepted, duplicates: valid.length - accepted, flagged: counts?.flagged ?? 0, rejected };
}

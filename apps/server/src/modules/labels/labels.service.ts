import { createHash } from 'node:crypto';
import {
  ErrorCode,
  LABEL_FILE_FORMAT,
  LABEL_FILE_VERSION,
  labelFileSchema,
  labelFont,
  type LabelType,
  SCALE_MODELS,
  type createLabelBodySchema,
  type LabelFile,
  type LabelStyle,
  type listLabelsQuerySchema,
  type setScaleLabelsBodySchema,
  type updateLabelBodySchema,
} from '@tm/contracts';
import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../http/context';
import { AppError, invalidField, invalidIssues, notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { companyScope } from '../../http/scope';
import { likePattern } from '../../http/search';
import { nextSyncVersion, scales } from '../scales/scales.table';
import { getShop } from '../shops/shops.service';
import { labels, scaleLabels } from './labels.table';

type Out<T extends z.ZodType> = z.output<T>;

// Outer columns are written with their table: a one-table select would leave them bare, and a
// bare "id" inside the subquery would name the subquery's own table.
const scaleCount = sql<number>`(SELECT count(*)::int FROM scale_labels sl WHERE sl.label_id = ${labels}.id)`;
const goodCount = sql<number>`(SELECT count(*)::int FROM goods g WHERE g.company_id = ${labels}.company_id AND g.label_format_id = ${labels}.id)`;

const shopName = sql<string>`(SELECT s.name FROM shops s WHERE s.id = ${labels}.shop_id)`;

const labelSelection = {
  id: labels.id,
  company_id: labels.company_id,
  shop_id: labels.shop_id,
  shop_name: shopName,
  name: labels.name,
  type: labels.type,
  style: labels.style,
  scale_count: scaleCount,
  good_count: goodCount,
  created_time: labels.created_time,
  last_modified_time: labels.last_modified_time,
};

async function pageOfLabels(ctx: Ctx, where: SQL | undefined, query: Out<typeof listLabelsQuerySchema>) {
  const scoped = and(
    companyScope(ctx.actor, labels),
    where,
    query.company_id ? eq(labels.company_id, query.company_id) : undefined,
    query.shop_id ? eq(labels.shop_id, query.shop_id) : undefined,
    query.q ? ilike(labels.name, likePattern(query.q)) : undefined,
    query.type ? eq(labels.type, query.type) : undefined,
  );
  const [list, [total]] = await Promise.all([
    ctx.db
      .select(labelSelection)
      .from(labels)
      .where(scoped)
      .orderBy(desc(labels.last_modified_time), desc(labels.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(labels).where(scoped),
  ]);
  return { list, meta: { total: total?.total ?? 0 } };
}

/** `GET /api/management/shops/{shopId}/labels`: one shop's formats. */
export async function listShopLabels(ctx: Ctx, shopId: number, query: Out<typeof listLabelsQuerySchema>) {
  await getShop(ctx, shopId);
  return pageOfLabels(ctx, eq(labels.shop_id, shopId), query);
}

/** Every format of the caller's scope (the goods form picks a good's label from these). */
export function listLabels(ctx: Ctx, query: Out<typeof listLabelsQuerySchema>) {
  return pageOfLabels(ctx, undefined, query);
}

/** One format of the caller's scope; another company's answers exactly like a missing one. */
export async function getLabel(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select(labelSelection)
    .from(labels)
    .where(and(eq(labels.id, id), companyScope(ctx.actor, labels)));
  if (!row) {
    throw notFound();
  }
  return row;
}

/**
 * A shop's formats have names of their own: a scale's format picker and its slots list them by name
 * alone, and two alike could not be told apart.
 */
async function assertLabelNameFree(ctx: Ctx, shopId: number, name: string, exceptId?: number) {
  const [taken] = await ctx.db
    .select({ id: labels.id })
    .from(labels)
    .where(
      and(
        eq(labels.shop_id, shopId),
        sql`lower(${labels.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(labels.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { name: 'name_taken' } });
  }
}

export async function createLabel(ctx: Ctx, shopId: number, body: Out<typeof createLabelBodySchema>) {
  if (body.shop_id !== undefined && body.shop_id !== shopId) {
    throw invalidField('shop_id', 'invalid');
  }
  const shop = await getShop(ctx, shopId);
  await assertLabelNameFree(ctx, shop.id, body.name);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(labels)
    .values({
      company_id: shop.company_id,
      shop_id: shop.id,
      name: body.name,
      type: body.type,
      style: body.style,
      created_time: now,
      last_modified_time: now,
    })
    .returning({ id: labels.id });
  if (!row) {
    throw new AppError(ErrorCode.INTERNAL);
  }
  return getLabel(ctx, row.id);
}

/** An edit reaches every scale holding the format at its next sync (a new change number). */
export async function updateLabel(ctx: Ctx, id: number, body: Out<typeof updateLabelBodySchema>) {
  if (body.name !== undefined) {
    const label = await getLabel(ctx, id);
    await assertLabelNameFree(ctx, label.shop_id, body.name, id);
  }
  const [row] = await ctx.db
    .update(labels)
    .set({ ...body, sync_version: nextSyncVersion, last_modified_time: ctx.now() })
    .where(and(eq(labels.id, id), companyScope(ctx.actor, labels)))
    .returning({ id: labels.id });
  if (!row) {
    throw notFound();
  }
  return getLabel(ctx, row.id);
}

/** A format a scale holds or a good names stays: deleting it would change what those print. */
export async function deleteLabel(ctx: Ctx, id: number): Promise<void> {
  const label = await getLabel(ctx, id);
  if (label.scale_count > 0 || label.good_count > 0) {
    throw new AppError(ErrorCode.IN_USE, { fields: { id: 'label_in_use' } });
  }
  await ctx.db.delete(labels).where(and(eq(labels.id, id), companyScope(ctx.actor, labels)));
}

/** The label file of a format: what `uploadedLabel` reads back. */
export function labelFileOf(label: { name: string; type: LabelFile['label']['type']; style: LabelStyle }): LabelFile {
  return {
    format: LABEL_FILE_FORMAT,
    version: LABEL_FILE_VERSION,
    label: { name: label.name, type: label.type, style: label.style },
  };
}

/** Writes the format's file to the file store and answers where it can be fetched. */
export async function downloadLabel(ctx: Ctx, id: number) {
  const label = await getLabel(ctx, id);
  const bytes = Buffer.from(`${JSON.stringify(labelFileOf(label), null, 2)}\n`);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const url = await ctx.deps.files.put(`labels/${hash}.json`, bytes, 'application/json');
  const safeName = label.name.replace(/[\\/:*?"<>|\s]+/g, '_');
  return { url, file_name: `${safeName}.label.json` };
}

/**
 * The change number of the formats a scale holds: its set changed, or one of them was edited.
 * Used in queries on `scales` by the sync, the heartbeat's "pending" and the scale list.
 */
export const scaleLabelsVersion = sql<number>`greatest(${scales}.labels_version, coalesce((SELECT max(l.sync_version) FROM scale_labels sl JOIN labels l ON l.id = sl.label_id WHERE sl.scale_id = ${scales}.id), 0))`;

async function scaleOfScope(ctx: Ctx, scaleId: number) {
  const [scale] = await ctx.db
    .select({ id: scales.id, shop_id: scales.shop_id, company_id: scales.company_id, model: scales.model })
    .from(scales)
    .where(and(eq(scales.id, scaleId), companyScope(ctx.actor, scales)));
  if (!scale) {
    throw notFound();
  }
  return scale;
}

/** The formats a scale holds, by slot. */
export async function getScaleLabels(ctx: Ctx, scaleId: number) {
  await scaleOfScope(ctx, scaleId);
  return ctx.db
    .select({ slot: scaleLabels.slot, label_id: labels.id, name: labels.name, type: labels.type, style: labels.style })
    .from(scaleLabels)
    .innerJoin(labels, eq(labels.id, scaleLabels.label_id))
    .where(eq(scaleLabels.scale_id, scaleId))
    .orderBy(asc(scaleLabels.slot));
}

/**
 * Sets the formats a scale holds, in the given order as slots 0, 1, …: only formats of the
 * scale's shop, at most what its model holds (16 on every label scale).
 */
export async function setScaleLabels(ctx: Ctx, scaleId: number, body: Out<typeof setScaleLabelsBodySchema>) {
  const scale = await scaleOfScope(ctx, scaleId);
  if (body.label_ids.length > SCALE_MODELS[scale.model].label_formats) {
    throw invalidField('label_ids', 'scale_labels_full');
  }
  const found =
    body.label_ids.length === 0
      ? []
      : await ctx.db
          .select({ id: labels.id })
          .from(labels)
          .where(and(inArray(labels.id, body.label_ids), eq(labels.shop_id, scale.shop_id)));
  if (found.length !== body.label_ids.length) {
    throw invalidField('label_ids', 'label_not_in_shop');
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(scaleLabels).where(eq(scaleLabels.scale_id, scale.id));
    if (body.label_ids.length > 0) {
      await tx.insert(scaleLabels).values(
        body.label_ids.map((labelId, slot) => ({
          scale_id: scale.id,
          label_id: labelId,
          company_id: scale.company_id,
          slot,
        })),
      );
    }
    await tx.update(scales).set({ labels_version: nextSyncVersion }).where(eq(scales.id, scale.id));
  });
  return getScaleLabels(ctx, scaleId);
}

/** A good may name only a format of its own company. */
export async function assertLabelOfCompany(ctx: Ctx, labelId: number | null | undefined, companyId: number) {
  if (labelId === null || labelId === undefined) {
    return;
  }
  const [row] = await ctx.db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.id, labelId), eq(labels.company_id, companyId)));
  if (!row) {
    throw invalidField('label_format_id', 'label_not_in_company');
  }
}

/**
 * Reads an uploaded label file: JSON of the label file format, every item checked (kinds, fonts,
 * inside the label). Nothing is stored: the console shows it and saves it into a shop.
 */
export function parseLabelFile(ctx: Pick<Ctx, 'lang'>, fileName: string, bytes: Buffer) {
  let content: unknown;
  try {
    content = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw invalidField('label', 'label_file_json');
  }
  const parsed = labelFileSchema.safeParse(content);
  if (!parsed.success) {
    throw invalidIssues(parsed.error.issues, ctx.lang, 'label');
  }
  return { file_name: fileName, ...parsed.data.label };
}

/** A held format as the scale receives it: every item's font resolved through the font table. */
export function deviceLabelOf(held: {
  slot: number;
  label_id: number;
  name: string;
  type: LabelType;
  style: LabelStyle;
}) {
  const { size, itemList, qr_code_list, barcodeType, unitList } = held.style;
  return {
    slot: held.slot,
    label_id: held.label_id,
    name: held.name,
    type: held.type,
    width_mm: size.width,
    height_mm: size.height,
    items: itemList.map((item) => {
      const font = labelFont(item.style.font);
      return {
        kind: item.itemName,
        value: item.value,
        x_mm: item.style.x,
        y_mm: item.style.y,
        w_mm: item.style.w,
        h_mm: item.style.h,
        font: font.font,
        char_height_mm: font.height_mm,
        rotation: font.rotation,
      };
    }),
    qr_fields: qr_code_list,
    barcode_type: barcodeType,
    barcode_units: unitList,
  };
}

/** The formats a scale holds, for its sync (no scope: the device API acts for the scale itself). */
export async function heldLabelsOf(db: Ctx['db'], scaleId: number) {
  const held = await db
    .select({ slot: scaleLabels.slot, label_id: labels.id, name: labels.name, type: labels.type, style: labels.style })
    .from(scaleLabels)
    .innerJoin(labels, eq(labels.id, scaleLabels.label_id))
    .where(eq(scaleLabels.scale_id, scaleId))
    .orderBy(asc(scaleLabels.slot));
  return held.map(deviceLabelOf);
}

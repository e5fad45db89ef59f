import { z } from 'zod';
import { idSchema, isoTimeSchema, pageQuerySchema, searchSchema } from './common';
import { barcodeTypeSchema, barcodeUnitSchema, BARCODE_UNITS_MAX, type BarcodeSale } from './label-barcode';

/**
 * Label formats (console spec §3): a label belongs to a shop and has a name, a type and a style
 * with its size in millimetres, items (`itemList`), the sale fields its QR code carries
 * (`qr_code_list`) and its barcode composition (`unitList`). docs/labels.md is the reference.
 */
export const LABEL_TYPES = ['weight', 'count', 'fixed_weight', 'total'] as const;
export const labelTypeSchema = z.enum(LABEL_TYPES, { error: 'label_type_invalid' });
export type LabelType = z.infer<typeof labelTypeSchema>;

/** The label type a good prints with by its pricing mode, when the scale lacks the format it names. */
export const LABEL_TYPE_OF_PRICING: Record<'by_weight' | 'by_count' | 'by_count_fixed_weight', LabelType> = {
  by_weight: 'weight',
  by_count: 'count',
  by_count_fixed_weight: 'fixed_weight',
};

export const LABEL_ITEM_KINDS = ['barCode', 'QRCode', 'text'] as const;
export type LabelItemKind = (typeof LABEL_ITEM_KINDS)[number];

/** Label sizes the scales print: the TM protocol gives width and height two digits of mm. */
export const LABEL_SIZE_MIN_MM = 10;
export const LABEL_SIZE_MAX_MM = 99;
export const LABEL_ITEMS_MAX = 40;
export const LABEL_NAME_MAX = 30;
export const LABEL_VALUE_MAX = 200;
/** Margin in screen units around the label drawn in the designer (console spec §9). */
export const LABEL_CANVAS_MARGIN = 8;
/** Label formats a shop may keep; a scale holds the model's `label_formats` (16) of them. */
export const LABEL_FILE_VERSION = 1;
export const LABEL_FILE_MAX_BYTES = 256 * 1024;

/**
 * Fonts 1-32 (spec §3): eight character sizes in each of the four rotations, in the spec's order
 * 180°, 90°, 0°, 270°. Font n has size (n - 1) % 8 and rotation ROTATIONS[(n - 1) / 8]. Heights
 * are in mm of the printed character; a half-width character is half as wide as it is high.
 */
export const LABEL_FONT_ROTATIONS = [180, 90, 0, 270] as const;
export type LabelRotation = (typeof LABEL_FONT_ROTATIONS)[number];
export const LABEL_FONT_HEIGHTS_MM = [1.5, 2, 2.5, 3, 4, 5, 6, 8] as const;
export const LABEL_FONT_MIN = 1;
export const LABEL_FONT_MAX = 32;

export type LabelFont = { font: number; height_mm: number; rotation: LabelRotation };

export function labelFont(font: number): LabelFont {
  if (!Number.isInteger(font) || font < LABEL_FONT_MIN || font > LABEL_FONT_MAX) {
    throw new RangeError(`Label font ${font} is outside ${LABEL_FONT_MIN}-${LABEL_FONT_MAX}`);
  }
  const index = font - 1;
  return {
    font,
    height_mm: LABEL_FONT_HEIGHTS_MM[index % LABEL_FONT_HEIGHTS_MM.length] ?? 3,
    rotation: LABEL_FONT_ROTATIONS[Math.floor(index / LABEL_FONT_HEIGHTS_MM.length)] ?? 0,
  };
}

/** Upright fonts (rotation 0°): 17-24. */
export const LABEL_FONT_UPRIGHT_FIRST = 17;

/**
 * Placeholders a text, barcode or QR value may hold, written `{name}`: the good's fields, the sale
 * and the shop, filled by the scale when it prints (and by the preview from a sample good).
 */
export const LABEL_FIELDS = [
  'name1',
  'name2',
  'name3',
  'info1',
  'info2',
  'info3',
  'unit_price',
  'weight',
  'quantity',
  'total_price',
  'pack_date',
  'best_before',
  'shop_name',
  'plu',
  'item_code',
  /** The barcode built from the good's barcode format (or the label's unit table). */
  'barcode',
  /** The shopper's detail link (`/external/qrdetail/…`) carrying the `qr_code_list` fields. */
  'qr_url',
] as const;
export type LabelField = (typeof LABEL_FIELDS)[number];
export const PLACEHOLDER_PATTERN = /\{([a-z0-9_]+)\}/g;

/** Sale fields a label's QR code can carry to the shopper's page (the QR-code info tab). */
export const QR_SALE_FIELDS = ['weight', 'quantity', 'unit_price', 'total_price', 'pack_date', 'best_before'] as const;
export const qrSaleFieldSchema = z.enum(QR_SALE_FIELDS, { error: 'qr_field_invalid' });
export type QrSaleField = z.infer<typeof qrSaleFieldSchema>;

/** The placeholders of a value that are not ours. */
export function unknownPlaceholders(value: string): string[] {
  const known = new Set<string>(LABEL_FIELDS);
  return [...value.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? '').filter((name) => !known.has(name));
}

const mm = z.int({ error: 'label_mm_invalid' }).min(0, { error: 'label_mm_invalid' }).max(LABEL_SIZE_MAX_MM, {
  error: 'label_mm_invalid',
});

export const labelItemSchema = z
  .object({
    itemName: z.enum(LABEL_ITEM_KINDS, { error: 'label_item_kind' }),
    value: z
      .string()
      .max(LABEL_VALUE_MAX, { error: 'label_value_too_long' })
      .refine((value) => unknownPlaceholders(value).length === 0, { error: 'label_placeholder_unknown' }),
    style: z.object({
      x: mm,
      y: mm,
      w: mm.min(1, { error: 'label_mm_invalid' }),
      h: mm.min(1, { error: 'label_mm_invalid' }),
      font: z
        .int({ error: 'label_font_invalid' })
        .min(LABEL_FONT_MIN, { error: 'label_font_invalid' })
        .max(LABEL_FONT_MAX, { error: 'label_font_invalid' }),
    }),
  })
  // An empty item prints nothing, or a barcode no till can read.
  .refine((item) => item.value.trim() !== '', { error: 'label_value_required', path: ['value'] });
export type LabelItem = z.infer<typeof labelItemSchema>;

const sizeMm = z
  .int({ error: 'label_size_invalid' })
  .min(LABEL_SIZE_MIN_MM, { error: 'label_size_invalid' })
  .max(LABEL_SIZE_MAX_MM, { error: 'label_size_invalid' });

/** The layout (spec §3 `style`), checked whole: every item inside the label. */
export const labelStyleSchema = z
  .object({
    size: z.object({ width: sizeMm, height: sizeMm }),
    itemList: z.array(labelItemSchema).max(LABEL_ITEMS_MAX, { error: 'label_items_too_many' }),
    qr_code_list: z.array(qrSaleFieldSchema).max(QR_SALE_FIELDS.length).default([]),
    barcodeType: barcodeTypeSchema.default('ean13'),
    unitList: z.array(barcodeUnitSchema).max(BARCODE_UNITS_MAX).default([]),
  })
  .superRefine((style, context) => {
    style.itemList.forEach((item, index) => {
      const { x, y, w, h } = item.style;
      if (x + w > style.size.width || y + h > style.size.height) {
        context.addIssue({ code: 'custom', message: 'label_item_outside', path: ['itemList', index, 'style'] });
      }
    });
    const unitNos = style.unitList.map((unit) => unit.unitNo);
    if (new Set(unitNos).size !== unitNos.length) {
      context.addIssue({ code: 'custom', message: 'barcode_unit_repeated', path: ['unitList'] });
    }
  });
export type LabelStyle = z.output<typeof labelStyleSchema>;
export type LabelStyleInput = z.input<typeof labelStyleSchema>;

const labelNameSchema = z
  .string({ error: 'label_name_required' })
  .trim()
  .min(1, { error: 'label_name_required' })
  .max(LABEL_NAME_MAX, { error: 'label_name_too_long' });

/**
 * `style` travels serialised (spec §7: "style (serialised)"): a JSON string, parsed and checked
 * here so a broken one is named as the `style` field's problem.
 */
export const serialisedStyleSchema = z
  .string({ error: 'label_style_required' })
  .max(LABEL_FILE_MAX_BYTES, { error: 'label_style_too_big' })
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'label_style_json' });
      return z.NEVER;
    }
  })
  .pipe(labelStyleSchema);

export const createLabelBodySchema = z
  .object({
    shop_id: idSchema.optional(),
    name: labelNameSchema,
    type: labelTypeSchema,
    style: serialisedStyleSchema,
  })
  .strict();
export type CreateLabelBody = z.input<typeof createLabelBodySchema>;

export const updateLabelBodySchema = z
  .object({ name: labelNameSchema, type: labelTypeSchema, style: serialisedStyleSchema })
  .partial()
  .strict();
export type UpdateLabelBody = z.input<typeof updateLabelBodySchema>;

export const labelSchema = z.object({
  id: z.int(),
  company_id: z.int(),
  shop_id: z.int(),
  shop_name: z.string(),
  name: z.string(),
  type: labelTypeSchema,
  style: labelStyleSchema,
  /** Scales that hold this format. */
  scale_count: z.int(),
  /** Goods that name it. */
  good_count: z.int(),
  created_time: isoTimeSchema,
  last_modified_time: isoTimeSchema,
});
export type Label = z.input<typeof labelSchema>;

export const listLabelsQuerySchema = pageQuerySchema.extend({
  /** Name. */
  q: searchSchema,
  type: labelTypeSchema.optional(),
  /** `GET /api/management/labels` (every shop of the scope): narrow to a company or a shop. */
  company_id: idSchema.optional(),
  shop_id: idSchema.optional(),
});
export type ListLabelsQuery = Partial<z.output<typeof listLabelsQuerySchema>>;

export const labelIdParamsSchema = z.object({ id: idSchema });
export const shopLabelsParamsSchema = z.object({ shopId: idSchema });

/**
 * The label file (download and upload): versioned JSON. What download gives, upload takes.
 * `format` names it so another JSON file is refused by name, not by a puzzling field error.
 */
export const LABEL_FILE_FORMAT = 'tm-label';
export const labelFileSchema = z.object({
  format: z.literal(LABEL_FILE_FORMAT, { error: 'label_file_format' }),
  version: z.literal(LABEL_FILE_VERSION, { error: 'label_file_version' }),
  label: z.object({ name: labelNameSchema, type: labelTypeSchema, style: labelStyleSchema }),
});
export type LabelFile = z.input<typeof labelFileSchema>;

/** What an uploaded file holds, checked; nothing is stored until the user saves it to a shop. */
export const uploadedLabelSchema = z.object({
  file_name: z.string(),
  name: z.string(),
  type: labelTypeSchema,
  style: labelStyleSchema,
});
export type UploadedLabel = z.input<typeof uploadedLabelSchema>;

export const labelDownloadSchema = z.object({ url: z.string(), file_name: z.string() });

/** The formats a scale holds, in its slots 0-15 (the TM protocol's label numbers). */
export const scaleLabelSchema = z.object({
  slot: z.int(),
  label_id: z.int(),
  name: z.string(),
  type: labelTypeSchema,
  style: labelStyleSchema,
});
export type ScaleLabel = z.input<typeof scaleLabelSchema>;

export const setScaleLabelsBodySchema = z
  .object({ label_ids: z.array(z.int().positive()).max(64) })
  .strict()
  .refine((body) => new Set(body.label_ids).size === body.label_ids.length, {
    error: 'label_repeated',
    path: ['label_ids'],
  });
export type SetScaleLabelsBody = z.input<typeof setScaleLabelsBodySchema>;

/**
 * A label item as a scale receives it: the font already resolved through the font table, so
 * every scale prints it as the preview drew it.
 */
export const deviceLabelItemSchema = z.object({
  kind: z.enum(LABEL_ITEM_KINDS),
  value: z.string(),
  x_mm: z.int(),
  y_mm: z.int(),
  w_mm: z.int(),
  h_mm: z.int(),
  font: z.int(),
  char_height_mm: z.number(),
  rotation: z.int(),
});
export const deviceLabelSchema = z.object({
  slot: z.int(),
  label_id: z.int(),
  name: z.string(),
  type: labelTypeSchema,
  width_mm: z.int(),
  height_mm: z.int(),
  items: z.array(deviceLabelItemSchema),
  qr_fields: z.array(qrSaleFieldSchema),
  barcode_type: barcodeTypeSchema,
  barcode_units: z.array(barcodeUnitSchema),
});
export type DeviceLabel = z.input<typeof deviceLabelSchema>;

/** The values a label's placeholders take for one printed sale. */
export type LabelData = BarcodeSale & {
  name_lines: string[];
  info_lines: string[];
  pricing_mode: 'by_weight' | 'by_count' | 'by_count_fixed_weight';
  pack_date: string;
  best_before: string;
  shop_name: string;
  barcode: string;
  qr_url: string;
};

const fen = (value: number) => (value / 100).toFixed(2);

/** A placeholder's printed text: money in yuan with two decimals, weight in kg with three. */
export function labelFieldText(field: LabelField, data: LabelData): string {
  switch (field) {
    case 'name1':
    case 'name2':
    case 'name3':
      return data.name_lines[Number(field.slice(4)) - 1] ?? '';
    case 'info1':
    case 'info2':
    case 'info3':
      return data.info_lines[Number(field.slice(4)) - 1] ?? '';
    case 'unit_price':
      return fen(data.unit_price);
    case 'weight':
      return data.weight_g === null ? '' : (data.weight_g / 1000).toFixed(3);
    case 'quantity':
      return data.quantity === null ? '' : String(data.quantity);
    case 'total_price':
      return fen(data.total_price);
    case 'pack_date':
      return data.pack_date;
    case 'best_before':
      return data.best_before;
    case 'shop_name':
      return data.shop_name;
    case 'plu':
      return String(data.plu);
    case 'item_code':
      return data.item_code;
    case 'barcode':
      return data.barcode;
    case 'qr_url':
      return data.qr_url;
  }
}

const isLabelField = (name: string): name is LabelField => (LABEL_FIELDS as readonly string[]).includes(name);

/** A value with its placeholders filled in. */
export function fillLabelValue(value: string, data: LabelData): string {
  return value.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
    isLabelField(name) ? labelFieldText(name, data) : whole,
  );
}

/**
 * The shopper's detail link: `/external/qrdetail/<payload>.<mac>`, payload base64url JSON of
 * `QrPayload`. Scales sign it with the key their sync gives them; nobody else can make one.
 */
export const qrPayloadSchema = z
  .object({
    /** Scale id; 0 for links the console makes (no sale). */
    s: z.int().min(0),
    /** Good id. */
    g: z.int().positive(),
    w: z.int().positive().optional(),
    q: z.int().positive().optional(),
    u: z.int().min(0).optional(),
    t: z.int().min(0).optional(),
    /** Packing and best-before dates, YYYYMMDD. */
    p: z
      .string()
      .regex(/^\d{8}$/)
      .optional(),
    b: z
      .string()
      .regex(/^\d{8}$/)
      .optional(),
  })
  .strict();
export type QrPayload = z.infer<typeof qrPayloadSchema>;

/** What the shopper's page shows: nothing private (no prices history, no company data). */
export const qrDetailSchema = z.object({
  name_lines: z.array(z.string()),
  info_lines: z.array(z.string()),
  img_url: z.string(),
  plu: z.int(),
  shop_name: z.string().nullable(),
  sale: z
    .object({
      weight_g: z.int().nullable(),
      quantity: z.int().nullable(),
      unit_price: z.int().nullable(),
      total_price: z.int().nullable(),
      pack_date: z.string().nullable(),
      best_before: z.string().nullable(),
    })
    .nullable(),
});
export type QrDetail = z.input<typeof qrDetailSchema>;

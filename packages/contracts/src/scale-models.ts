/**
 * Scale models and what each holds (catalogue spec §9), without zod so that the web app can draw
 * key boards from it. Hot keys are on two layers, UP and DOWN, of `keys_per_layer` keys each.
 */
export const SCALE_MODEL_IDS = ['TM-Aa', 'TM-Ab', 'TM-F', 'TM-H', 'TM-P', 'TM-Q', 'SY-A'] as const;
export type ScaleModelId = (typeof SCALE_MODEL_IDS)[number];

export type ScaleModel = {
  id: ScaleModelId;
  /** What the console calls it, both languages. */
  name: { ch: string; en: string };
  /** PLU records the scale holds. */
  max_plus: number;
  /** Hot keys a layer: 71 on the label scales' keyboards. */
  keys_per_layer: number;
  /** Keys in a row of the drawn board, as on the scale's keyboard. */
  keys_per_row: number;
  label_formats: number;
  /** Widest label the print head covers (catalogue: 56 mm on the label scales). */
  max_print_width_mm: number;
};

const labelScale = (id: ScaleModelId, ch: string, en: string, maxPlus: number): ScaleModel => ({
  id,
  name: { ch, en },
  max_plus: maxPlus,
  keys_per_layer: 71,
  keys_per_row: 12,
  label_formats: 16,
  max_print_width_mm: 56,
});

export const SCALE_MODELS: Record<ScaleModelId, ScaleModel> = {
  'TM-Aa': labelScale('TM-Aa', 'TM-Aa 条码标签秤', 'TM-Aa barcode label scale', 4000),
  'TM-Ab': labelScale('TM-Ab', 'TM-Ab 条码标签秤', 'TM-Ab barcode label scale', 4000),
  'TM-F': labelScale('TM-F', 'TM-F 条码打印秤', 'TM-F barcode printing scale', 4000),
  'TM-H': labelScale('TM-H', 'TM-H 价签秤', 'TM-H price-tag scale', 10_000),
  'TM-P': labelScale('TM-P', 'TM-P 联网条码秤', 'TM-P networked barcode scale', 9999),
  'TM-Q': labelScale('TM-Q', 'TM-Q 触屏价签秤', 'TM-Q touch-screen label scale', 10_000),
  'SY-A': labelScale('SY-A', 'SY-A 收银秤', 'SY-A cash-register scale', 4000),
};

export const SCALE_NAME_MAX = 50;
/** A scale is online when its last heartbeat is at most this old. */
export const SCALE_ONLINE_SECONDS = 120;

import {
  BARCODE_PRESETS,
  barcodeFields,
  barcodeLength,
  composeBarcode,
  decodeBarcode,
  exampleSale,
  type BarcodeFormatInUse,
  type DecodedBarcode,
} from '@tm/contracts';
import type { Language } from '../../shared/i18n';

/** What the page calls a format: the preset's name in the language, or the label's. */
export function formatName(format: BarcodeFormatInUse, lang: Language): string {
  if (format.source === 'label') {
    return format.name;
  }
  return BARCODE_PRESETS.find((preset) => preset.id === format.id)?.name[lang] ?? format.name;
}

/** A scanned code read under every format in use, clean readings first, then by fewest problems. */
export function readUnderEachFormat(formats: readonly BarcodeFormatInUse[], code: string) {
  return formats
    .map((format) => ({ format, reading: decodeBarcode(format.type, format.units, code) }))
    .sort((a, b) => a.reading.problems.length - b.reading.problems.length);
}

/** The code an example good's sale prints, read back. */
export function workedExample(format: BarcodeFormatInUse, good: BarcodeFormatInUse['examples'][number]) {
  const sale = exampleSale(good);
  const printed = composeBarcode(format.units, sale);
  return { sale, printed, reading: decodeBarcode(format.type, format.units, printed.text) };
}

/** The item code or PLU a reading carries, to look the good up by. */
export function goodCodeOf(reading: DecodedBarcode): string | null {
  const field =
    reading.fields.find((f) => f.unitItem === 'item_code') ?? reading.fields.find((f) => f.unitItem === 'plu');
  return field && /^\d+$/.test(field.digits) ? String(Number(field.digits)) : null;
}

/**
 * The machine-readable rule of every format, for a POS or ERP vendor: positions 1-based, lengths,
 * fixed characters, implied decimals, check digits, and the worked examples.
 */
export function specDocument(formats: readonly BarcodeFormatInUse[], lang: Language) {
  return {
    generated_time: new Date().toISOString(),
    formats: formats.map((format) => ({
      name: formatName(format, lang),
      source: format.source,
      id: format.id,
      symbology: format.type,
      length: barcodeLength(barcodeFields(format.units)),
      fields: barcodeFields(format.units).map((field) => ({
        start: field.start,
        length: field.length,
        content: field.unitItem,
        fixed_characters: field.prefix,
        implied_decimals: field.decimals,
        check: field.unitItem === 'check' ? 'ean_mod10' : field.unitItem === 'price_check' ? 'gs1_price_check_4' : null,
      })),
      examples: format.examples.map((good) => {
        const { sale, printed } = workedExample(format, good);
        return {
          good: { plu: good.plu, item_code: good.item_code, name: good.name },
          sale: { weight_g: sale.weight_g, quantity: sale.quantity, total_fen: sale.total_price },
          barcode: printed.text,
        };
      }),
    })),
  };
}

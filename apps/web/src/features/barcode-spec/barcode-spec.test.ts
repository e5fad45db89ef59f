import { BARCODE_PRESETS, type BarcodeFormatInUse } from '@tm/contracts';
import { describe, expect, it } from 'vitest';
import { goodCodeOf, readUnderEachFormat, specDocument, workedExample } from './barcode-spec';

const presetFormat = (id: number): BarcodeFormatInUse => {
  const preset = BARCODE_PRESETS.find((p) => p.id === id);
  if (!preset) {
    throw new Error(`no preset ${id}`);
  }
  return {
    source: 'preset',
    id,
    name: '',
    shop_name: null,
    type: preset.type,
    units: [...preset.units],
    good_count: 1,
    examples: [
      {
        id: 1,
        plu: 1001,
        item_code: '1001',
        name: '西红柿',
        unit_price: 398,
        pricing_mode: 'by_weight',
        weight_unit: '500g',
        fixed_weight_g: null,
      },
    ],
  };
};

describe('the barcode spec page', () => {
  it('reads a scanned code under the format it fits first and finds its good’s code', () => {
    const formats = [presetFormat(2), presetFormat(1)];
    const [first] = readUnderEachFormat(formats, '2201001028750');
    expect(first?.format.id).toBe(1);
    expect(first?.reading.problems).toEqual([]);
    expect(goodCodeOf(first!.reading)).toBe('1001');
  });

  it('works an example from a real good and writes it into the exported rule', () => {
    const format = presetFormat(1);
    const { printed, reading } = workedExample(format, format.examples[0]!);
    // 1.234 kg at ¥3.98 per 500 g is ¥9.82.
    expect(printed.text).toMatch(/^22010010098\d\d$/);
    expect(reading.problems).toEqual([]);
    const document = specDocument([format], 'en');
    expect(document.formats[0]).toMatchObject({
      name: 'EAN-13 price: 22 + 5-digit item + 5-digit total + check',
      symbology: 'ean13',
      length: 13,
      examples: [{ barcode: printed.text, sale: { weight_g: 1234, total_fen: 982 } }],
    });
    expect(document.formats[0]?.fields.map((f) => [f.start, f.length, f.content, f.check])).toEqual([
      [1, 2, 'fixed', null],
      [3, 5, 'item_code', null],
      [8, 5, 'total_price', null],
      [13, 1, 'check', 'ean_mod10'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { barcodeFields, barcodeLength, decodeBarcode, exampleSale } from './barcode-decode';
import { BARCODE_PRESETS, composeBarcode, type BarcodeUnit } from './label-barcode';

const preset = (id: number) => {
  const found = BARCODE_PRESETS.find((p) => p.id === id);
  if (!found) {
    throw new Error(`no preset ${id}`);
  }
  return { type: found.type, units: found.units as readonly BarcodeUnit[] };
};
const sale = { plu: 1001, item_code: '1001', unit_price: 796, total_price: 2875, weight_g: 3612, quantity: null };

describe('barcodeFields', () => {
  it('places each unit of the price EAN-13 by position and length', () => {
    const fields = barcodeFields(preset(1).units);
    expect(fields.map((f) => [f.unitItem, f.start, f.length, f.prefix, f.decimals])).toEqual([
      ['fixed', 1, 2, '22', 0],
      ['item_code', 3, 5, '', 0],
      ['total_price', 8, 5, '', 2],
      ['check', 13, 1, '', 0],
    ]);
    expect(barcodeLength(fields)).toBe(13);
  });

  it('has no fixed positions after a unit that takes its value as it is', () => {
    const units: BarcodeUnit[] = [
      { unitNo: 1, unitItem: 'plu', itemLength: 0, cutStyle: 0, startIndex: 0, addCharacter: 'P' },
      { unitNo: 2, unitItem: 'weight', itemLength: 5, cutStyle: 0, startIndex: 0, addCharacter: '' },
    ];
    expect(barcodeFields(units).map((f) => f.start)).toEqual([1, null]);
    expect(decodeBarcode('code128', units, 'P100100500').problems).toEqual(['variable_length']);
  });
});

describe('decodeBarcode', () => {
  it('reads back what every preset composed, with all checks holding', () => {
    for (const { id } of BARCODE_PRESETS) {
      const { type, units } = preset(id);
      const text = composeBarcode(units, sale).text;
      expect(decodeBarcode(type, units, text).problems, `preset ${id}: ${text}`).toEqual([]);
    }
  });

  it('explains the price EAN-13 digit by digit: item, total in yuan, check digit', () => {
    const { type, units } = preset(1);
    const decoded = decodeBarcode(type, units, '2201001028750');
    expect(decoded.problems).toEqual([]);
    expect(decoded.fields.map((f) => [f.unitItem, f.digits, f.value, f.ok])).toEqual([
      ['fixed', '', null, true],
      ['item_code', '01001', null, null],
      ['total_price', '02875', 28.75, null],
      ['check', '0', null, true],
    ]);
  });

  it('reads a weight in kilograms and checks the GS1 price check digit', () => {
    expect(
      decodeBarcode(preset(2).type, preset(2).units, composeBarcode(preset(2).units, sale).text).fields[2],
    ).toMatchObject({
      unitItem: 'weight',
      value: 3.612,
    });
    const { type, units } = preset(3);
    const text = composeBarcode(units, sale).text;
    expect(text.slice(7, 8)).toBe('9'); // the price check digit of 2875
    const tampered = `${text.slice(0, 7)}4${text.slice(8)}`;
    const decoded = decodeBarcode(type, units, tampered);
    expect(decoded.problems).toEqual(expect.arrayContaining(['price_check', 'check']));
    expect(decoded.fields.find((f) => f.unitItem === 'price_check')).toMatchObject({ ok: false, expected: '9' });
  });

  it('names a wrong length, a wrong flag and letters in an EAN-13', () => {
    const { type, units } = preset(1);
    expect(decodeBarcode(type, units, '220100102875').problems).toContain('length');
    expect(decodeBarcode(type, units, '2101001028750').problems).toContain('prefix');
    expect(decodeBarcode(type, units, '22010A1028750').problems).toContain('not_digits');
  });
});

describe('exampleSale', () => {
  const good = { id: 1, plu: 7, item_code: '7', name: '猪肉', unit_price: 1590, fixed_weight_g: null };
  it('weighs 1.234 kg at the good’s price unit, counts 2 pieces, or sells one fixed pack', () => {
    expect(exampleSale({ ...good, pricing_mode: 'by_weight', weight_unit: 'kg' })).toMatchObject({
      weight_g: 1234,
      total_price: 1962,
    });
    expect(exampleSale({ ...good, pricing_mode: 'by_weight', weight_unit: '500g' })).toMatchObject({
      total_price: 3924,
    });
    expect(exampleSale({ ...good, pricing_mode: 'by_count', weight_unit: 'kg' })).toMatchObject({
      quantity: 2,
      total_price: 3180,
    });
    expect(
      exampleSale({ ...good, pricing_mode: 'by_count_fixed_weight', weight_unit: 'kg', fixed_weight_g: 250 }),
    ).toMatchObject({ weight_g: 250, quantity: 1, total_price: 1590 });
  });
});

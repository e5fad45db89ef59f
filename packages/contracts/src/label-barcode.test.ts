import { describe, expect, it } from 'vitest';
import {
  BARCODE_PRESETS,
  barcodePresetOf,
  barcodeProblem,
  composeBarcode,
  eanCheckDigit,
  fitUnitValue,
  priceCheckDigit,
  type BarcodeSale,
  type BarcodeUnit,
} from './label-barcode';
import { fillLabelValue, labelFont, unknownPlaceholders, type LabelData } from './labels';

const pork: BarcodeSale = {
  plu: 1001,
  item_code: '10012',
  unit_price: 2980,
  total_price: 1526,
  weight_g: 512,
  quantity: null,
};

describe('eanCheckDigit', () => {
  it('gives the check digit of published EAN-13 numbers', () => {
    // Printed on retail goods: 4006381333931, 9780306406157 (an ISBN), 6901234567892.
    expect(eanCheckDigit('400638133393')).toBe(1);
    expect(eanCheckDigit('978030640615')).toBe(7);
    expect(eanCheckDigit('690123456789')).toBe(2);
  });

  it('gives 0 when the weighted sum is already a multiple of ten', () => {
    expect(eanCheckDigit('000000000000')).toBe(0);
    expect(eanCheckDigit('200000000001')).toBe(5);
  });
});

describe('priceCheckDigit', () => {
  it('follows the GS1 example for the price 2875', () => {
    // 2- of 2 = 4, 2- of 8 = 5, 3 of 7 = 1, 5- of 5 = 3; 13 × 3 = 39 → 9.
    expect(priceCheckDigit('2875')).toBe(9);
  });

  it('gives 0 for a zero price and refuses a field that is not four digits', () => {
    expect(priceCheckDigit('0000')).toBe(0);
    expect(() => priceCheckDigit('123')).toThrow(/4 digits/);
  });
});

describe('fitUnitValue', () => {
  it('pads a short value with zeros on the left', () => {
    expect(fitUnitValue('1526', 5, 0, 0)).toBe('01526');
  });

  it('keeps the right end for cut style 0', () => {
    expect(fitUnitValue('1234567', 5, 0, 0)).toBe('34567');
    expect(fitUnitValue('1234567', 3, 0, 2)).toBe('345');
  });

  it('keeps the left end for cut style 2, after the start index', () => {
    expect(fitUnitValue('1234567', 5, 2, 0)).toBe('12345');
    expect(fitUnitValue('1234567', 3, 2, 2)).toBe('345');
  });

  it('keeps the middle for cut style 1, shifted by the start index', () => {
    expect(fitUnitValue('1234567', 3, 1, 0)).toBe('345');
    expect(fitUnitValue('1234567', 3, 1, 1)).toBe('456');
    expect(fitUnitValue('1234567', 3, 1, 9)).toBe('567');
  });

  it('takes the whole value when the length is 0', () => {
    expect(fitUnitValue('98765', 0, 0, 0)).toBe('98765');
  });
});

describe('composeBarcode', () => {
  it('builds the weight-embedded EAN-13 of preset 1 with a valid check digit', () => {
    const preset = barcodePresetOf(1);
    const { text, parts } = composeBarcode(preset?.units ?? [], pork);
    expect(text).toBe(`221001201526${eanCheckDigit('221001201526')}`);
    expect(parts.map((part) => part.text)).toEqual(['22', '10012', '01526', text.slice(-1)]);
    expect(barcodeProblem('ean13', text)).toBeNull();
  });

  it('carries the grams in preset 2 and the price check digit in preset 3', () => {
    expect(composeBarcode(barcodePresetOf(2)?.units ?? [], pork).text.slice(0, 12)).toBe('211001200512');
    const withCheck = composeBarcode(barcodePresetOf(3)?.units ?? [], { ...pork, total_price: 2875 }).text;
    expect(withCheck.slice(0, 12)).toBe('201001292875');
    expect(barcodeProblem('ean13', withCheck)).toBeNull();
  });

  it('gives every preset a barcode its symbology can print', () => {
    for (const preset of BARCODE_PRESETS) {
      expect(barcodeProblem(preset.type, composeBarcode(preset.units, pork).text), preset.name.en).toBeNull();
    }
  });

  it('orders units by unitNo and prints each added character before its unit', () => {
    const units: BarcodeUnit[] = [
      { unitNo: 2, unitItem: 'plu', itemLength: 4, cutStyle: 0, startIndex: 0, addCharacter: 'P' },
      { unitNo: 1, unitItem: 'fixed', itemLength: 0, cutStyle: 0, startIndex: 0, addCharacter: 'A-' },
    ];
    expect(composeBarcode(units, pork).text).toBe('A-P1001');
  });

  it('calls a barcode of the wrong length unprintable as EAN-13', () => {
    expect(barcodeProblem('ean13', '12345')).toBe('ean13_length');
    const body = '221001201526';
    const wrong = (eanCheckDigit(body) + 1) % 10;
    expect(barcodeProblem('ean13', `${body}${wrong}`)).toBe('ean13_length');
  });
});

describe('labelFont', () => {
  it('maps fonts 1-32 to eight sizes in the rotations 180, 90, 0, 270', () => {
    expect(labelFont(1)).toEqual({ font: 1, height_mm: 1.5, rotation: 180 });
    expect(labelFont(8)).toEqual({ font: 8, height_mm: 8, rotation: 180 });
    expect(labelFont(9)).toEqual({ font: 9, height_mm: 1.5, rotation: 90 });
    expect(labelFont(20)).toEqual({ font: 20, height_mm: 3, rotation: 0 });
    expect(labelFont(32)).toEqual({ font: 32, height_mm: 8, rotation: 270 });
  });

  it('refuses a font outside 1-32', () => {
    expect(() => labelFont(0)).toThrow(RangeError);
    expect(() => labelFont(33)).toThrow(RangeError);
  });
});

describe('label placeholders', () => {
  const data: LabelData = {
    ...pork,
    name_lines: ['五花肉', 'Pork belly'],
    info_lines: ['冷藏 0-4℃'],
    pricing_mode: 'by_weight',
    pack_date: '2026-11-23',
    best_before: '2026-11-26',
    shop_name: '鲜丰 文三路店',
    barcode: '2210012015260',
    qr_url: 'https://example.test/external/qrdetail/x',
  };

  it('fills the fields of the good, the sale and the shop', () => {
    expect(fillLabelValue('{name1} {name2} ¥{total_price} {weight}kg', data)).toBe('五花肉 Pork belly ¥15.26 0.512kg');
    expect(fillLabelValue('{shop_name} {pack_date}~{best_before} {info1}{info3}', data)).toBe(
      '鲜丰 文三路店 2026-11-23~2026-11-26 冷藏 0-4℃',
    );
  });

  it('names the placeholders that are not ours', () => {
    expect(unknownPlaceholders('{name1} {price} {Weight}')).toEqual(['price']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  encodeClock,
  encodeHotKeys,
  encodeLabel,
  encodePlu,
  encodeReadSale,
  encodeSaleAnswer,
  encodeSpecialInfo,
  expectedAnswer,
  fromAreaCodes,
  NotGb2312Error,
  parsePlu,
  parseSale,
  parseSpecialInfo,
  toAreaCodes,
  type TmPlu,
} from './tm-codec';

const tomato: TmPlu = {
  plu: 1001,
  item_code: 1001,
  unit_price: 398,
  mode: 0,
  shelf_life: 5,
  unit_weight: 0,
  label_no: 2,
  special: [3],
  discounts: [{ start_hour: 19, end_hour: 21, discount: 80 }],
  name: '西红柿',
  note_a: '产地 山东',
  note_b: 'A1',
};

describe('GB2312 area-position codes', () => {
  it('writes Chinese as area and position, ASCII in area 03, a space as 0101, and reads them back', () => {
    // 西 is CEF7 in GB2312: area 0xCE - 0xA0 = 46, position 0xF7 - 0xA0 = 87.
    expect(toAreaCodes('西')).toBe('4687');
    expect(toAreaCodes('A1')).toBe('03330317');
    expect(toAreaCodes(' ')).toBe('0101');
    expect(fromAreaCodes(toAreaCodes('产地 山东 A1'))).toBe('产地 山东 A1');
  });

  it('refuses characters outside GB2312, naming them', () => {
    expect(() => toAreaCodes('喆式烧饼𠮷')).toThrowError(NotGb2312Error);
    try {
      toAreaCodes('喆式烧饼𠮷');
    } catch (error) {
      expect((error as NotGb2312Error).characters).toEqual(['喆', '𠮷']);
    }
  });
});

describe('commands', () => {
  it('writes a PLU record field by field and reads the same record back', () => {
    const command = encodePlu(tomato);
    // PLU, item code (7), price (6), mode, three special-info numbers, shelf life (3), shop, department.
    expect(command.startsWith('!0V1001A' + '0001001' + '000398' + '0' + '030000' + '005' + '00' + '00')).toBe(true);
    expect(command.endsWith('E\r\n')).toBe(true);
    expect(parsePlu(command)).toEqual(tomato);
    expect(expectedAnswer(command)).toBe('0v1001a');
  });

  it('fills the discount periods with zeros when none, and a wide number is refused', () => {
    const plain = encodePlu({ ...tomato, discounts: [] });
    expect(plain).toContain('00' + '000000'.repeat(4) + 'B');
    expect(() => encodePlu({ ...tomato, unit_price: 1_000_000 })).toThrowError(RangeError);
  });

  it('writes a special-information slot in area-position codes, and only slots 1-10', () => {
    const command = encodeSpecialInfo(3, '冷藏 0-4');
    expect(command).toBe(`!0X03A${toAreaCodes('冷藏 0-4')}B\r\n`);
    expect(parseSpecialInfo(command)).toEqual({ slot: 3, text: '冷藏 0-4' });
    expect(expectedAnswer(command)).toBe('0x03');
    expect(() => encodeSpecialInfo(11, '冷藏')).toThrowError(/slot 11/);
  });

  it('sends 72 hot keys as two commands of 36', () => {
    const keys = Array.from({ length: 72 }, (_, i) => (i === 0 ? 1001 : i === 71 ? 2002 : 0));
    const [first, second] = encodeHotKeys(keys);
    expect(first).toBe(`!0L00A1001${'0000'.repeat(35)}B\r\n`);
    expect(second).toBe(`!0L01A${'0000'.repeat(35)}2002B\r\n`);
    expect(expectedAnswer(second)).toBe('0l01');
  });

  it('sets the clock as YYMMDDhhmm', () => {
    expect(encodeClock(new Date(2026, 10, 24, 9, 5))).toBe('!0P2611240905\r\n');
  });

  it('writes a label layout, its text slots and their contents', () => {
    const commands = encodeLabel({
      label_no: 3,
      width: 40,
      height: 30,
      fields: { name: { font: 21, x: 1, y: 2 } },
      barcode: { font: 18, x: 1, y: 16, height: 12 },
      texts: [{ font: 19, x: 0, y: 10, text: '单价' }],
    });
    expect(commands).toHaveLength(3);
    expect(commands[0]).toMatch(/^!0T03A4030210102/);
    // 23 fields of 6 digits, the barcode and the additional code of 8: 158 characters after A.
    expect(commands[0]?.slice(6).trim()).toHaveLength(4 + 23 * 6 + 16);
    expect(commands[1]?.slice(6).trim()).toHaveLength(192);
    expect(commands[2]).toBe(`!0Z01A${toAreaCodes('单价')}0000B\r\n`);
  });

  it('reads a sales record: the mode out of the month (÷ 16), the ticket out of × 256, and the first empty record', () => {
    const sale = {
      record: 12,
      date_time: '2611240915',
      mode: 1,
      plu: 1001,
      amount: 3,
      unit_price: 500,
      total_before: 1500,
      total: 1500,
      ticket: 4711,
      scale_no: 2,
    };
    const answer = encodeSaleAnswer(sale);
    expect(answer.slice(0, 11)).toBe('0j0012a2627');
    expect(parseSale(answer)).toEqual(sale);
    expect(encodeReadSale(12)).toBe('!0J0012A\r\n');
    expect(parseSale('0j0013ac\r\n\x03')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { columnsWidth, SELECTION_COLUMN_WIDTH } from './list-controls';

describe('columnsWidth', () => {
  it('adds the columns’ widths in pixels and the extra, leaving out widths in other units', () => {
    expect(columnsWidth([{ width: 64 }, { width: 200 }, {}, { width: '20%' }], SELECTION_COLUMN_WIDTH)).toBe(312);
    expect(columnsWidth([])).toBe(0);
  });
});

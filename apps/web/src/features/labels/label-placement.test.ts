import type { LabelItem } from '@tm/contracts';
import { describe, expect, it } from 'vitest';
import { freeSpot } from './label-placement';

const item = (x: number, y: number, w: number, h: number): LabelItem => ({
  itemName: 'text',
  value: '{name1}',
  style: { x, y, w, h, font: 21 },
});

describe('freeSpot', () => {
  const label = { width: 40, height: 30 };

  it('puts a new item where no item is, top to bottom and left to right', () => {
    expect(freeSpot([], label, 20, 5)).toEqual({ x: 0, y: 0 });
    // The name across the top: the new text goes beside it, or under it when it spans the label.
    expect(freeSpot([item(0, 0, 20, 5)], label, 20, 5)).toEqual({ x: 20, y: 0 });
    expect(freeSpot([item(0, 0, 40, 5)], label, 20, 5)).toEqual({ x: 0, y: 5 });
  });

  it('falls back to the top left corner on a label with no room', () => {
    expect(freeSpot([item(0, 0, 40, 30)], label, 12, 12)).toEqual({ x: 0, y: 0 });
  });
});

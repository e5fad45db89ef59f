import type { HotKey } from '@tm/contracts';
import { describe, expect, it } from 'vitest';
import { assignKey, clearKey, parseSlotId, refusedSlots, sameHotKeys, slotId, sortHotKeys, swapKeys } from './hot-keys';

const tomato: HotKey = { type: 'UP', key: 1, plu: 1001, name: '西红柿' };
const potato: HotKey = { type: 'UP', key: 2, plu: 1002, name: '土豆' };
const duck: HotKey = { type: 'DOWN', key: 1, plu: 5001, name: '杭州酱鸭' };

describe('hot-key board edits', () => {
  it('puts a good on a key and replaces what the key called before', () => {
    const keys = assignKey([tomato, potato], { type: 'UP', key: 2 }, { plu: 5001, name: '杭州酱鸭' });
    expect(keys).toEqual([tomato, { type: 'UP', key: 2, plu: 5001, name: '杭州酱鸭' }]);
  });

  it('cuts a key name to what the server stores', () => {
    const [key] = assignKey([], { type: 'DOWN', key: 3 }, { plu: 7, name: `  ${'长'.repeat(50)}  ` });
    expect(key?.name).toBe('长'.repeat(40));
  });

  it('swaps two set keys, moves onto an empty key, and crosses layers', () => {
    expect(swapKeys([tomato, potato], { type: 'UP', key: 1 }, { type: 'UP', key: 2 })).toEqual([
      { ...potato, key: 1 },
      { ...tomato, key: 2 },
    ]);
    expect(swapKeys([tomato], { type: 'UP', key: 1 }, { type: 'UP', key: 9 })).toEqual([{ ...tomato, key: 9 }]);
    expect(swapKeys([tomato, duck], { type: 'DOWN', key: 1 }, { type: 'UP', key: 1 })).toEqual([
      { ...duck, type: 'UP' },
      { ...tomato, type: 'DOWN' },
    ]);
  });

  it('leaves the board as it was when a key is dropped on itself', () => {
    expect(swapKeys([tomato, potato], { type: 'UP', key: 2 }, { type: 'UP', key: 2 })).toEqual([tomato, potato]);
  });

  it('clears one key only', () => {
    expect(clearKey([tomato, potato, duck], { type: 'UP', key: 1 })).toEqual([potato, duck]);
  });

  it('orders the upper layer first, then by key number', () => {
    expect(sortHotKeys([duck, potato, tomato])).toEqual([tomato, potato, duck]);
  });

  it('compares boards whatever their order', () => {
    expect(sameHotKeys([duck, tomato], [tomato, duck])).toBe(true);
    expect(sameHotKeys([tomato], [{ ...tomato, plu: 1003 }])).toBe(false);
    expect(sameHotKeys([tomato], [tomato, duck])).toBe(false);
  });

  it('reads back a key id and refuses anything else', () => {
    expect(parseSlotId(slotId({ type: 'DOWN', key: 71 }))).toEqual({ type: 'DOWN', key: 71 });
    expect(parseSlotId('LEFT-1')).toBeNull();
    expect(parseSlotId('UP-')).toBeNull();
  });

  it('finds the keys the server refused by their place in the list sent', () => {
    const refused = refusedSlots([tomato, potato, duck], {
      'hot_keys.2.plu': '该 PLU 不在这台秤上',
      'hot_keys.9.plu': 'beyond the list',
      name: 'not a key',
    });
    expect([...refused]).toEqual([['DOWN-1', '该 PLU 不在这台秤上']]);
  });
});

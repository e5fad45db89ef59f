import { describe, expect, it } from 'vitest';
import { commit, HISTORY_LIMIT, redo, snapMm, startHistory, undo } from './designer-history';

describe('designer history', () => {
  it('undoes and redoes edits in order, and a new edit drops what was undone', () => {
    let h = startHistory('a');
    h = commit(h, 'b');
    h = commit(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = commit(h, 'd');
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe('b');
  });

  it('keeps at most the limit of past states and ignores an edit that changes nothing', () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i += 1) {
      h = commit(h, i);
    }
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(commit(h, h.present)).toBe(h);
  });
});

describe('snapMm', () => {
  it('snaps to the grid in whole millimetres, never below zero', () => {
    expect(snapMm(12.4, 1)).toBe(12);
    expect(snapMm(12.6, 1)).toBe(13);
    expect(snapMm(13.1, 5)).toBe(15);
    expect(snapMm(-3, 1)).toBe(0);
  });
});

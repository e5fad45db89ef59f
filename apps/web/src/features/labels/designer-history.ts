/** The designer's undo/redo: every committed edit is a state; moving back and forth never loses one. */
export type History<T> = { past: T[]; present: T; future: T[] };

/** Enough for a long design session without keeping every drag forever. */
export const HISTORY_LIMIT = 100;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

export function commit<T>(history: History<T>, next: T): History<T> {
  if (Object.is(next, history.present)) {
    return history;
  }
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: [] };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) {
    return history;
  }
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) {
    return history;
  }
  return { past: [...history.past, history.present], present: next, future: rest };
}

/** A length in millimetres snapped to the grid, kept whole (the scales take whole millimetres). */
export function snapMm(value: number, grid: number): number {
  return Math.max(0, Math.round(Math.round(value / grid) * grid));
}

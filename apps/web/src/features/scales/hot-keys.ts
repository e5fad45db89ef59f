import type { HotKey, HotKeyType } from '@tm/contracts';

/** One key of the board: its layer and its number on that layer (from 1). */
export type KeySlot = { type: HotKeyType; key: number };
/** What a key calls up on the scale. */
export type KeyGood = { plu: number; name: string };

/** The longest key name the server stores. */
const HOT_KEY_NAME_MAX = 40;

const LAYER_ORDER: Record<HotKeyType, number> = { UP: 0, DOWN: 1 };

const isSlot = (a: KeySlot, b: KeySlot) => a.type === b.type && a.key === b.key;

export function slotId(slot: KeySlot): string {
  return `${slot.type}-${slot.key}`;
}

export function parseSlotId(id: string): KeySlot | null {
  const match = /^(UP|DOWN)-(\d+)$/.exec(id);
  if (!match?.[1] || !match[2]) {
    return null;
  }
  return { type: match[1] === 'UP' ? 'UP' : 'DOWN', key: Number(match[2]) };
}

/** Upper layer first, then by key number: the order the board shows and the server receives. */
export function sortHotKeys(keys: readonly HotKey[]): HotKey[] {
  return [...keys].sort((a, b) => LAYER_ORDER[a.type] - LAYER_ORDER[b.type] || a.key - b.key);
}

export function keyAt(keys: readonly HotKey[], slot: KeySlot): HotKey | undefined {
  return keys.find((k) => isSlot(k, slot));
}

/** Puts a good on a key, replacing whatever the key called before. */
export function assignKey(keys: readonly HotKey[], slot: KeySlot, good: KeyGood): HotKey[] {
  const name = good.name.trim().slice(0, HOT_KEY_NAME_MAX);
  return sortHotKeys([
    ...keys.filter((k) => !isSlot(k, slot)),
    { type: slot.type, key: slot.key, plu: good.plu, name },
  ]);
}

export function clearKey(keys: readonly HotKey[], slot: KeySlot): HotKey[] {
  return keys.filter((k) => !isSlot(k, slot));
}

/** Exchanges what two keys call; onto an empty key the good simply moves. */
export function swapKeys(keys: readonly HotKey[], from: KeySlot, to: KeySlot): HotKey[] {
  if (isSlot(from, to)) {
    return [...keys];
  }
  const moving = keyAt(keys, from);
  const displaced = keyAt(keys, to);
  const rest = keys.filter((k) => !isSlot(k, from) && !isSlot(k, to));
  return sortHotKeys([
    ...rest,
    ...(moving ? [{ ...moving, type: to.type, key: to.key }] : []),
    ...(displaced ? [{ ...displaced, type: from.type, key: from.key }] : []),
  ]);
}

/** Whether two boards set the same keys the same way, in whatever order they are listed. */
export function sameHotKeys(a: readonly HotKey[], b: readonly HotKey[]): boolean {
  if (a.length !== b.length) {
    return false;
  }
  const right = sortHotKeys(b);
  return sortHotKeys(a).every((k, i) => {
    const other = right[i];
    return other !== undefined && isSlot(k, other) && k.plu === other.plu && k.name === other.name;
  });
}

/** The server names a refused key by its place in the list sent: `hot_keys.3.plu` → the 4th key. */
export function refusedSlots(sent: readonly HotKey[], fields: Record<string, string>): Map<string, string> {
  const refused = new Map<string, string>();
  for (const [field, message] of Object.entries(fields)) {
    const index = /^hot_keys\.(\d+)/.exec(field)?.[1];
    const key = index === undefined ? undefined : sent[Number(index)];
    if (key && !refused.has(slotId(key))) {
      refused.set(slotId(key), message);
    }
  }
  return refused;
}

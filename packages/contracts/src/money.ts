/** Money is integer fen everywhere; people type and read yuan. */

/** Yuan as typed ("5.98", "5.9", "5") to integer fen, without floating-point arithmetic; null if not a price. */
export function yuanToFen(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) {
    return null;
  }
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Integer fen to the yuan text of an input: 598 → "5.98". */
export function fenToYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

import type { Lang } from '@tm/contracts';

/**
 * The lock spreadsheet (docs/locks.md): the columns an import reads, which also lead every
 * export, so an exported file is a filled-in template. A header cell names its column in Chinese
 * or English; case, spaces and underscores do not matter.
 */
export const LOCK_SHEET_COLUMNS = [
  { key: 'mac', ch: 'MAC地址', en: 'MAC address', aliases: ['mac'], required: true },
  { key: 'name', ch: '名称', en: 'Name', aliases: ['门锁名称', 'lock name'], required: true },
  { key: 'model', ch: '型号', en: 'Model', aliases: [], required: false },
  { key: 'shop_id', ch: '门店编号', en: 'Shop ID', aliases: ['门店id', 'shop_id'], required: false },
] as const;
export type LockSheetKey = (typeof LOCK_SHEET_COLUMNS)[number]['key'];

/** What each column takes, for the template's instructions sheet. */
const HELP: Record<LockSheetKey, Record<Lang, string>> = {
  mac: {
    ch: '必填。6 组十六进制数，如 AA:BB:CC:DD:EE:FF、aa-bb-cc-dd-ee-ff 或 AABBCCDDEEFF；保存为大写加冒号',
    en: 'Required. 6 hex pairs, e.g. AA:BB:CC:DD:EE:FF, aa-bb-cc-dd-ee-ff or AABBCCDDEEFF; stored upper case with colons',
  },
  name: { ch: '必填，最多 50 个字符', en: 'Required, at most 50 characters' },
  model: { ch: '选填，最多 50 个字符', en: 'Optional, at most 50 characters' },
  shop_id: {
    ch: '选填。门店编号（门店列表里的 ID）；填了就绑定到该门店及其公司，空着则为未绑定',
    en: 'Optional. The shop’s ID (as in the shop list); binds the lock to that shop and its company, empty leaves it unbound',
  },
};

const comparable = (text: string) => text.toLowerCase().replace(/[\s_]/g, '');

export const lockColumnTitles = (lang: Lang) => LOCK_SHEET_COLUMNS.map((column) => column[lang]);

export const lockColumnHelp = (lang: Lang) =>
  LOCK_SHEET_COLUMNS.map((column) => [column[lang], HELP[column.key][lang]]);

/** Where each known column is in a header row. */
export function matchLockHeader(cells: readonly string[]): Map<LockSheetKey, number> {
  const found = new Map<LockSheetKey, number>();
  cells.forEach((cell, index) => {
    const column = LOCK_SHEET_COLUMNS.find((candidate) =>
      [candidate.ch, candidate.en, candidate.key, ...candidate.aliases].some(
        (name) => comparable(name) === comparable(cell),
      ),
    );
    if (column && !found.has(column.key)) {
      found.set(column.key, index);
    }
  });
  return found;
}

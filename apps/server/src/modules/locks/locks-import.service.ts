import {
  createLockDeviceBodySchema,
  ErrorCode,
  LOCK_IMPORT_MAX_ROWS,
  type FieldMessageKey,
  type Lang,
  type LockImportResult,
  type SheetFormat,
} from '@tm/contracts';
import { inArray } from 'drizzle-orm';
import type { Ctx } from '../../http/context';
import { AppError, fieldMessage, zodIssueText } from '../../http/errors';
import { readSheetRows, sheetFormatOf, sheetProblemOf, type SheetRow } from '../../sheets/read-sheet';
import { sheetStream, type SheetDownload } from '../../sheets/write-sheet';
import { shops } from '../shops/shops.table';
import {
  LOCK_SHEET_COLUMNS,
  lockColumnHelp,
  lockColumnTitles,
  matchLockHeader,
  type LockSheetKey,
} from './locks-sheet';
import { lockDevices } from './locks.table';

/*
 * Importing lock devices from a spreadsheet (docs/locks.md). Lock lists are short (a few hundred
 * devices), so the file is checked and written within the request: valid rows are imported,
 * every other row comes back with its reasons.
 */

const fileError = (key: FieldMessageKey, lang: Lang, n?: string | number) =>
  new AppError(ErrorCode.VALIDATION, {
    fields: { file: n === undefined ? key : { text: fieldMessage(key, lang, { n }) } },
  });

type Sheet = { columns: Map<LockSheetKey, number>; rows: SheetRow[] };

async function readLockSheet(lang: Lang, bytes: Buffer, format: SheetFormat): Promise<Sheet> {
  let columns: Map<LockSheetKey, number> | null = null;
  const rows: SheetRow[] = [];
  try {
    for await (const row of readSheetRows(bytes, format)) {
      if (!columns) {
        columns = matchLockHeader(row.cells);
        continue;
      }
      rows.push(row);
      if (rows.length > LOCK_IMPORT_MAX_ROWS) {
        break;
      }
    }
  } catch (error) {
    const problem = sheetProblemOf(error);
    throw fileError(problem?.key ?? 'import_unreadable', lang, problem?.n);
  }
  const found = columns ?? new Map<LockSheetKey, number>();
  const missing = LOCK_SHEET_COLUMNS.filter((column) => column.required && !found.has(column.key));
  if (missing.length > 0) {
    throw fileError(
      'import_missing_column',
      lang,
      missing.map((column) => column[lang]).join(lang === 'en' ? ', ' : '、'),
    );
  }
  if (rows.length > LOCK_IMPORT_MAX_ROWS) {
    throw fileError('import_too_many_rows', lang, LOCK_IMPORT_MAX_ROWS);
  }
  if (rows.length === 0) {
    throw fileError('lock_import_no_rows', lang);
  }
  return { columns: found, rows };
}

type Candidate = { row: number; mac: string; name: string; model: string; shop_id: number | null };
type RowError = LockImportResult['errors'][number];

/** `POST /api/management/locks/import`: the valid rows become devices, the others are named with their reasons. */
export async function importLockDevices(
  ctx: Ctx,
  file: { bytes: Buffer; fileName: string },
): Promise<LockImportResult> {
  const format = sheetFormatOf(file.fileName, file.bytes);
  const { columns, rows } = await readLockSheet(ctx.lang, file.bytes, format);
  const titleOf = (key: string) => LOCK_SHEET_COLUMNS.find((column) => column.key === key)?.[ctx.lang] ?? key;
  const separator = ctx.lang === 'en' ? '; ' : '；';
  const errors: RowError[] = [];
  const candidates: Candidate[] = [];
  const firstRowOfMac = new Map<string, number>();

  for (const row of rows) {
    const cell = (key: LockSheetKey) => {
      const index = columns.get(key);
      return index === undefined ? '' : (row.cells[index] ?? '');
    };
    const shopText = cell('shop_id');
    const parsed = createLockDeviceBodySchema.safeParse({
      mac: cell('mac'),
      name: cell('name'),
      model: cell('model'),
      shop_id: shopText === '' ? null : shopText,
    });
    if (!parsed.success) {
      const reasons = parsed.error.issues.map(
        (issue) => `${titleOf(String(issue.path[0]))}: ${zodIssueText(issue, ctx.lang)}`,
      );
      errors.push({ row: row.number, mac: cell('mac'), reason: reasons.join(separator) });
      continue;
    }
    const { mac, name, model, shop_id: shopId } = parsed.data;
    const earlier = firstRowOfMac.get(mac);
    if (earlier !== undefined) {
      errors.push({ row: row.number, mac, reason: fieldMessage('mac_repeated', ctx.lang, { n: earlier }) });
      continue;
    }
    firstRowOfMac.set(mac, row.number);
    candidates.push({ row: row.number, mac, name, model, shop_id: shopId });
  }

  const macs = candidates.map((candidate) => candidate.mac);
  const shopIds = [
    ...new Set(candidates.flatMap((candidate) => (candidate.shop_id === null ? [] : [candidate.shop_id]))),
  ];
  const [registered, knownShops] = await Promise.all([
    macs.length ? ctx.db.select({ mac: lockDevices.mac }).from(lockDevices).where(inArray(lockDevices.mac, macs)) : [],
    shopIds.length
      ? ctx.db.select({ id: shops.id, company_id: shops.company_id }).from(shops).where(inArray(shops.id, shopIds))
      : [],
  ]);
  const taken = new Set(registered.map((device) => device.mac));
  const companyOfShop = new Map(knownShops.map((shop) => [shop.id, shop.company_id]));
  const valid = candidates.filter((candidate) => {
    const reasons = [
      taken.has(candidate.mac) ? fieldMessage('mac_taken', ctx.lang) : null,
      candidate.shop_id !== null && !companyOfShop.has(candidate.shop_id)
        ? `${titleOf('shop_id')}: ${fieldMessage('lock_shop_unknown', ctx.lang)}`
        : null,
    ].filter((reason) => reason !== null);
    if (reasons.length > 0) {
      errors.push({ row: candidate.row, mac: candidate.mac, reason: reasons.join(separator) });
    }
    return reasons.length === 0;
  });

  const now = ctx.now();
  const inserted = valid.length
    ? await ctx.db
        .insert(lockDevices)
        .values(
          valid.map(({ row: _row, ...device }) => ({
            ...device,
            company_id: device.shop_id === null ? null : (companyOfShop.get(device.shop_id) ?? null),
            created_time: now,
            last_modified_time: now,
          })),
        )
        // A device registered by someone else meanwhile: that row is reported as taken below.
        .onConflictDoNothing({ target: lockDevices.mac })
        .returning({ mac: lockDevices.mac })
    : [];
  const stored = new Set(inserted.map((device) => device.mac));
  for (const candidate of valid) {
    if (!stored.has(candidate.mac)) {
      errors.push({ row: candidate.row, mac: candidate.mac, reason: fieldMessage('mac_taken', ctx.lang) });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  ctx.log.info({ rows: rows.length, imported: stored.size, failed: errors.length }, 'lock import finished');
  return { total_rows: rows.length, imported: stored.size, failed: errors.length, errors };
}

/** `GET /api/management/locks/import_template`: the header, and for .xlsx a sheet explaining each column. */
export function lockImportTemplate(lang: Lang, format: SheetFormat): SheetDownload {
  const en = lang === 'en';
  const example = ['aa-bb-cc-dd-ee-01', en ? 'Back door' : '后门', 'TM-BL1', ''];
  return {
    fileName: en ? `lock-import-template.${format}` : `门锁导入模板.${format}`,
    stream: sheetStream(format, {
      name: en ? 'Locks' : '门锁',
      header: lockColumnTitles(lang),
      rows: [],
      extraSheets: [
        {
          name: en ? 'Instructions' : '填写说明',
          rows: [
            en ? ['Column', 'What to write'] : ['列', '填写说明'],
            ...lockColumnHelp(lang),
            [],
            [en ? 'Example row' : '示例行'],
            lockColumnTitles(lang),
            example,
          ],
        },
      ],
    }),
  };
}

import type { GoodsSort, Lang, SheetFormat } from '@tm/contracts';
import { and, sql } from 'drizzle-orm';
import { sqlList } from '../../db/sql-list';
import type { Ctx } from '../../http/context';
import { sheetStream, type Cell, type SheetDownload } from '../../sheets/write-sheet';
import { fileDateStamp } from '../../sheets/sheet-time';
import type { ImportJobState } from './goods-import.jobs';
import { columnHelp, columnTitle, goodToCells, SHEET_COLUMNS, type SheetGood } from './goods-sheet';
import { goodsOrder, goodsSortKey, goodsWhere, type GoodsFilters } from './goods.service';
import { goods } from './goods.table';

/** Goods read per query while exporting: memory holds one batch, whatever the total. */
const EXPORT_BATCH = 2000;

const headerOf = (lang: Lang) => SHEET_COLUMNS.map((column) => columnTitle(column, lang));
const SHEET_NAME = { ch: '商品', en: 'Goods' } as const;

/** Every good the filters match, in the list's order, as a spreadsheet written while it is read. */
export function exportGoods(ctx: Ctx, filters: GoodsFilters, sort: GoodsSort, format: SheetFormat): SheetDownload {
  const where = goodsWhere(ctx, filters);
  const { columns, descending } = goodsSortKey(sort);
  async function* batches(): AsyncGenerator<Cell[][]> {
    // Keyset paging on the sort's key, which the list's indexes hold: every batch costs the same,
    // first or last. The key is read back as text, so a change time keeps its microseconds.
    let after: string[] | null = null;
    for (;;) {
      const rows: (SheetGood & { key: string[] })[] = await ctx.db
        .select({
          key: sql<string[]>`ARRAY[${sqlList(columns.map((column) => sql`${column}::text`))}]`,
          plu: goods.plu,
          item_code: goods.item_code,
          name_lines: goods.name_lines,
          info_lines: goods.info_lines,
          unit_price: goods.unit_price,
          pricing_mode: goods.pricing_mode,
          weight_unit: goods.weight_unit,
          fixed_weight_g: goods.fixed_weight_g,
          tare_g: goods.tare_g,
          shelf_life_days: goods.shelf_life_days,
          packing_date_offset_days: goods.packing_date_offset_days,
          category: goods.category,
          on_sale: goods.on_sale,
        })
        .from(goods)
        .where(
          and(
            where,
            after
              ? sql`(${sqlList([...columns])}) ${sql.raw(descending ? '<' : '>')} (${sqlList(after.map((value) => sql`${value}`))})`
              : undefined,
          ),
        )
        .orderBy(...goodsOrder(sort))
        .limit(EXPORT_BATCH);
      if (rows.length === 0) {
        return;
      }
      yield rows.map((row) => goodToCells(row, ctx.lang));
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_BATCH) {
        return;
      }
      after = last.key;
    }
  }
  const name = ctx.lang === 'en' ? 'goods' : '商品';
  return {
    fileName: `${name}-${fileDateStamp(ctx.now())}.${format}`,
    stream: sheetStream(format, { name: SHEET_NAME[ctx.lang], header: headerOf(ctx.lang), rows: batches() }),
  };
}

/** The empty import template: the header row, and for .xlsx a sheet explaining every column. */
export function goodsTemplate(lang: Lang, format: SheetFormat): SheetDownload {
  const example: Cell[] = goodToCells(
    {
      plu: 1001,
      item_code: '1001',
      name_lines: [lang === 'en' ? 'Tomato' : '西红柿', lang === 'en' ? 'Local' : '本地'],
      info_lines: [lang === 'en' ? 'Origin: Shandong' : '产地：山东'],
      unit_price: 598,
      pricing_mode: 'by_weight',
      weight_unit: '500g',
      fixed_weight_g: null,
      tare_g: 0,
      shelf_life_days: 3,
      packing_date_offset_days: 0,
      category: lang === 'en' ? 'Vegetables' : '蔬菜',
      on_sale: true,
    },
    lang,
  );
  const help = lang === 'en' ? ['Column', 'What to write'] : ['列', '填写说明'];
  const keeping =
    lang === 'en'
      ? ['To change existing PLUs, fill in the PLU and what changes: blank cells keep their values.']
      : ['修改已有商品时，填 PLU 编号和要改的列即可：留空的格子保持原值。'];
  const exampleTitle = lang === 'en' ? ['Example row (copy to the Goods sheet)'] : ['示例行（可复制到“商品”表）'];
  return {
    fileName: lang === 'en' ? `goods-import-template.${format}` : `商品导入模板.${format}`,
    stream: sheetStream(format, {
      name: SHEET_NAME[lang],
      header: headerOf(lang),
      rows: [],
      extraSheets: [
        {
          name: lang === 'en' ? 'Instructions' : '填写说明',
          rows: [help, ...columnHelp(lang), [], keeping, [], exampleTitle, headerOf(lang), example],
        },
      ],
    }),
  };
}

/** The failed rows of an import with their reasons: fix them in this file and import it again. */
export function importErrorReport(lang: Lang, job: ImportJobState, format: SheetFormat): SheetDownload {
  const header = [lang === 'en' ? 'Row' : '行号', ...headerOf(lang), lang === 'en' ? 'Errors' : '错误原因'];
  const rows = job.failedRows.map((failed) => [
    failed.row,
    ...SHEET_COLUMNS.map((column) => failed.cells[column.key] ?? ''),
    failed.reasons.join('；'),
  ]);
  return {
    fileName: lang === 'en' ? `import-errors.${format}` : `导入失败的行.${format}`,
    stream: sheetStream(format, { name: lang === 'en' ? 'Errors' : '错误', header, rows: [rows] }),
  };
}

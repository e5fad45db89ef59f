import {
  ErrorCode,
  type createSupplierBodySchema,
  type exportSuppliersQuerySchema,
  type Lang,
  type listSuppliersQuerySchema,
  type SheetFormat,
  type updateSupplierBodySchema,
} from '@tm/contracts';
import { and, asc, count, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceCtx } from '../../http/context';
import { AppError, isForeignKeyViolation, isUniqueViolation, notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { companyForNewRow, companyScope } from '../../http/scope';
import { likePattern } from '../../http/search';
import { sheetStream, type Cell } from '../../sheets/write-sheet';
import { fileDateStamp } from '../../sheets/sheet-time';
import { assertFeature } from '../companies/features';
import { suppliers } from './stock.table';

type Out<T extends z.ZodType> = z.output<T>;

/**
 * Documents that name the supplier, drafts included. The outer row is named in full: in a query on
 * one table, column references are rendered without their table.
 */
const documentsCount = sql<number>`(
  SELECT count(*)::int FROM stock_documents d WHERE d.supplier_id = "suppliers"."id")`;

const supplierSelection = { row: suppliers, documents_count: documentsCount };

function toSupplier({ row, documents_count }: { row: typeof suppliers.$inferSelect; documents_count: number }) {
  return { ...row, documents_count: Number(documents_count) };
}

type Filters = Omit<Out<typeof listSuppliersQuerySchema>, 'page' | 'per_page'>;

function suppliersWhere(ctx: ServiceCtx, filters: Filters): SQL | undefined {
  const pattern = filters.q ? likePattern(filters.q) : undefined;
  return and(
    companyScope(ctx.actor, suppliers),
    filters.company_id ? eq(suppliers.company_id, filters.company_id) : undefined,
    filters.status ? eq(suppliers.status, filters.status) : undefined,
    pattern
      ? or(
          ilike(suppliers.name, pattern),
          ilike(suppliers.contact_person, pattern),
          ilike(suppliers.phone_number, pattern),
          ilike(suppliers.tax_number, pattern),
        )
      : undefined,
  );
}

/** `GET /api/management/stock/suppliers`: active ones first, then by name. */
export async function listSuppliers(ctx: ServiceCtx, query: Out<typeof listSuppliersQuerySchema>) {
  assertFeature(ctx.actor, 'stock');
  const { page, per_page: perPage, ...filters } = query;
  const where = suppliersWhere(ctx, filters);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(supplierSelection)
      .from(suppliers)
      .where(where)
      .orderBy(asc(suppliers.status), asc(suppliers.name), asc(suppliers.id))
      .limit(perPage)
      .offset(pageOffset({ page, per_page: perPage })),
    ctx.db.select({ total: count() }).from(suppliers).where(where),
  ]);
  return { list: rows.map(toSupplier), meta: { total: total?.total ?? 0 } };
}

async function findSupplier(ctx: ServiceCtx, id: number) {
  const [row] = await ctx.db
    .select(supplierSelection)
    .from(suppliers)
    .where(and(eq(suppliers.id, id), companyScope(ctx.actor, suppliers)));
  if (!row) {
    throw notFound();
  }
  return toSupplier(row);
}

/** A supplier's name is unique in its company: two "张记蔬菜" on one order form help nobody. */
async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'suppliers_company_name_idx')) {
      throw new AppError(ErrorCode.CONFLICT, { fields: { name: 'name_taken' } }, error);
    }
    throw error;
  }
}

export async function createSupplier(ctx: ServiceCtx, body: Out<typeof createSupplierBodySchema>) {
  assertFeature(ctx.actor, 'stock');
  const { company_id: requested, ...fields } = body;
  const companyId = companyForNewRow(ctx.actor, requested);
  const now = ctx.now();
  const [row] = await saving(() =>
    ctx.db
      .insert(suppliers)
      .values({ ...fields, company_id: companyId, created_time: now, last_modified_time: now })
      .returning({ id: suppliers.id }),
  );
  if (!row) {
    throw new Error('supplier not stored');
  }
  return findSupplier(ctx, row.id);
}

export async function updateSupplier(ctx: ServiceCtx, id: number, body: Out<typeof updateSupplierBodySchema>) {
  assertFeature(ctx.actor, 'stock');
  await findSupplier(ctx, id);
  await saving(() =>
    ctx.db
      .update(suppliers)
      .set({ ...body, last_modified_time: ctx.now() })
      .where(eq(suppliers.id, id)),
  );
  return findSupplier(ctx, id);
}

/** Only a supplier that no document names: the others are disabled, so old documents still read right. */
export async function deleteSupplier(ctx: ServiceCtx, id: number) {
  assertFeature(ctx.actor, 'stock');
  const supplier = await findSupplier(ctx, id);
  if (supplier.documents_count > 0) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { id: 'supplier_in_use' } });
  }
  // A draft that named it since the count above keeps it: the foreign key refuses the delete.
  try {
    await ctx.db.delete(suppliers).where(eq(suppliers.id, id));
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new AppError(ErrorCode.CONFLICT, { fields: { id: 'supplier_in_use' } }, error);
    }
    throw error;
  }
  return null;
}

/**
 * A supplier a new document may name: the caller's, of the document's company, and active.
 * Another company's supplier is "not found", the same as a missing one.
 */
export async function usableSupplier(ctx: ServiceCtx, id: number, companyId: number) {
  const [row] = await ctx.db
    .select({ id: suppliers.id, status: suppliers.status })
    .from(suppliers)
    .where(and(eq(suppliers.id, id), eq(suppliers.company_id, companyId), companyScope(ctx.actor, suppliers)));
  if (!row) {
    throw new AppError(ErrorCode.NOT_FOUND, { fields: { supplier_id: 'supplier_missing' } });
  }
  if (row.status !== 'active') {
    throw new AppError(ErrorCode.CONFLICT, { fields: { supplier_id: 'supplier_disabled' } });
  }
}

const EXPORT_BATCH = 2000;

const SHEET_TEXT = {
  ch: {
    name: '供应商',
    file: '供应商',
    header: ['名称', '联系人', '电话', '地址', '税号', '开户行', '银行账号', '备注', '状态', '单据数'],
    status: { active: '启用', disabled: '停用' },
  },
  en: {
    name: 'Suppliers',
    file: 'suppliers',
    header: [
      'Name',
      'Contact',
      'Phone',
      'Address',
      'Tax number',
      'Bank',
      'Bank account',
      'Notes',
      'Status',
      'Documents',
    ],
    status: { active: 'Active', disabled: 'Disabled' },
  },
} satisfies Record<Lang, unknown>;

/** `GET /api/management/stock/suppliers/export`: what the list's filters select, in id order. */
export function exportSuppliers(ctx: ServiceCtx, query: Out<typeof exportSuppliersQuerySchema>) {
  assertFeature(ctx.actor, 'stock');
  const { format, ...filters } = query;
  const where = suppliersWhere(ctx, filters);
  const text = SHEET_TEXT[ctx.lang];
  async function* batches(): AsyncGenerator<Cell[][]> {
    let after = 0;
    for (;;) {
      const rows = await ctx.db
        .select(supplierSelection)
        .from(suppliers)
        .where(and(where, gt(suppliers.id, after)))
        .orderBy(asc(suppliers.id))
        .limit(EXPORT_BATCH);
      if (rows.length === 0) {
        return;
      }
      yield rows
        .map(toSupplier)
        .map((s) => [
          s.name,
          s.contact_person,
          s.phone_number,
          s.address,
          s.tax_number,
          s.bank_name,
          s.bank_account,
          s.notes,
          text.status[s.status],
          s.documents_count,
        ]);
      after = rows.at(-1)?.row.id ?? after;
      if (rows.length < EXPORT_BATCH) {
        return;
      }
    }
  }
  return {
    fileName: `${text.file}-${fileDateStamp(ctx.now())}.${format satisfies SheetFormat}`,
    stream: sheetStream(format, { name: text.name, header: [...text.header], rows: batches() }),
  };
}

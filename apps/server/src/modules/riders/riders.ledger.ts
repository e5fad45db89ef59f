import {
  ErrorCode,
  type createTopUpBodySchema,
  type exportTopUpsQuerySchema,
  type listTopUpsQuerySchema,
  type Lang,
  type reverseTopUpBodySchema,
  type SheetFormat,
  type TopUpAccountKind,
  type TopUpMethod,
} from '@tm/contracts';
import { and, count, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Ctx } from '../../http/context';
import { AppError, isUniqueViolation, notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { likePattern } from '../../http/search';
import { sheetStream, type Cell } from '../../sheets/write-sheet';
import { chinaTimeText, fileDateStamp } from '../../sheets/sheet-time';
import { displayNameOf } from '../users/display-name';
import { users } from '../users/users.table';
import { regionalOffices, riders, topUps } from './riders.table';

// The ledger of delivery accounts (docs/riders.md), for system administrators only (no company
// owns these rows, so no company scope). An entry is posted once and never edited; a balance is
// the sum of its account's entries, kept by the transaction that posts each entry.

type Out<T extends z.ZodType> = z.output<T>;

/** One entry to post: a top-up, or (with `reverses_id`) the reversal of one. */
export type NewEntry = {
  account_kind: TopUpAccountKind;
  account_id: number;
  amount_fen: number;
  method: TopUpMethod;
  reference_no: string;
  note: string;
  operator_id: number | null;
  reverses_id: number | null;
  created_time: Date;
};

/** Locks the account's row for the rest of the transaction and answers its status. */
async function lockAccount(tx: Db, kind: TopUpAccountKind, id: number) {
  switch (kind) {
    case 'office': {
      const [row] = await tx
        .select({ status: regionalOffices.status })
        .from(regionalOffices)
        .where(eq(regionalOffices.id, id))
        .for('update');
      return row;
    }
    case 'rider': {
      const [row] = await tx.select({ status: riders.status }).from(riders).where(eq(riders.id, id)).for('update');
      return row;
    }
  }
}

/** Adds to the balance in the database (never a value read and written back from here). */
async function addToBalance(tx: Db, kind: TopUpAccountKind, id: number, amount: number, now: Date) {
  switch (kind) {
    case 'office':
      await tx
        .update(regionalOffices)
        .set({ balance_fen: sql`${regionalOffices.balance_fen} + ${amount}`, last_modified_time: now })
        .where(eq(regionalOffices.id, id));
      return;
    case 'rider':
      await tx
        .update(riders)
        .set({ balance_fen: sql`${riders.balance_fen} + ${amount}`, last_modified_time: now })
        .where(eq(riders.id, id));
      return;
  }
}

const accountField = (kind: TopUpAccountKind) => (kind === 'office' ? 'office_id' : 'rider_id');

/**
 * Posts one entry in one transaction: lock the account's row (concurrent posts to one account wait
 * here in turn), store the entry, add its amount to the balance. A reference number already posted,
 * or a second reversal of one entry, stores nothing. A suspended account takes no top-up, but
 * takes the reversal of one.
 */
export async function postEntry(db: Db, entry: NewEntry): Promise<number> {
  const field = accountField(entry.account_kind);
  try {
    return await db.transaction(async (tx) => {
      const account = await lockAccount(tx, entry.account_kind, entry.account_id);
      if (!account) {
        throw new AppError(ErrorCode.NOT_FOUND, {
          fields: { [field]: entry.account_kind === 'office' ? 'office_missing' : 'rider_missing' },
        });
      }
      if (account.status !== 'active' && entry.reverses_id === null) {
        throw new AppError(ErrorCode.CONFLICT, { fields: { status: 'account_suspended' } });
      }
      const [row] = await tx
        .insert(topUps)
        .values({
          account_kind: entry.account_kind,
          office_id: entry.account_kind === 'office' ? entry.account_id : null,
          rider_id: entry.account_kind === 'rider' ? entry.account_id : null,
          amount_fen: entry.amount_fen,
          method: entry.method,
          reference_no: entry.reference_no,
          note: entry.note,
          operator_id: entry.operator_id,
          reverses_id: entry.reverses_id,
          created_time: entry.created_time,
        })
        .returning({ id: topUps.id });
      if (!row) {
        throw new Error('top-up not stored');
      }
      await addToBalance(tx, entry.account_kind, entry.account_id, entry.amount_fen, entry.created_time);
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'top_ups_reference_no_unique')) {
      throw new AppError(ErrorCode.CONFLICT, { fields: { reference_no: 'reference_taken' } }, error);
    }
    if (isUniqueViolation(error, 'top_ups_reverses_idx')) {
      throw new AppError(ErrorCode.CONFLICT, { fields: { id: 'top_up_already_reversed' } }, error);
    }
    throw error;
  }
}

// ---- Reading the ledger ----

const riderOffice = alias(regionalOffices, 'rider_office');
const operator = alias(users, 'operator');
const reversal = alias(topUps, 'reversal');

const entrySelection = {
  row: topUps,
  office_name: regionalOffices.name,
  rider_name: riders.name,
  rider_office_name: riderOffice.name,
  operator_name: displayNameOf(operator),
  reversed_by_id: reversal.id,
};

function entriesQuery(db: Db, where: SQL | undefined) {
  return db
    .select(entrySelection)
    .from(topUps)
    .leftJoin(regionalOffices, eq(regionalOffices.id, topUps.office_id))
    .leftJoin(riders, eq(riders.id, topUps.rider_id))
    .leftJoin(riderOffice, eq(riderOffice.id, riders.office_id))
    .leftJoin(operator, eq(operator.id, topUps.operator_id))
    .leftJoin(reversal, eq(reversal.reverses_id, topUps.id))
    .where(where);
}
type EntryRow = Awaited<ReturnType<typeof entriesQuery>>[number];

function toEntry({ row, ...joined }: EntryRow) {
  return {
    id: row.id,
    account_kind: row.account_kind,
    office_id: row.office_id,
    rider_id: row.rider_id,
    account_name: (row.account_kind === 'office' ? joined.office_name : joined.rider_name) ?? '',
    account_office_name: (row.account_kind === 'office' ? joined.office_name : joined.rider_office_name) ?? '',
    amount_fen: Number(row.amount_fen),
    method: row.method,
    reference_no: row.reference_no,
    note: row.note,
    operator: row.operator_id === null ? null : { id: row.operator_id, name: joined.operator_name },
    reverses_id: row.reverses_id,
    reversed_by_id: joined.reversed_by_id,
    created_time: row.created_time,
  };
}

type Filters = Omit<Out<typeof listTopUpsQuerySchema>, 'page' | 'per_page'>;

/** The filters' conditions; they read the rider's row, so they go with `entriesQuery`'s joins. */
function entriesWhere(filters: Filters): SQL | undefined {
  const pattern = filters.q ? likePattern(filters.q) : undefined;
  return and(
    filters.account_kind ? eq(topUps.account_kind, filters.account_kind) : undefined,
    filters.office_id
      ? or(eq(topUps.office_id, filters.office_id), eq(riders.office_id, filters.office_id))
      : undefined,
    filters.rider_id ? eq(topUps.rider_id, filters.rider_id) : undefined,
    filters.method ? eq(topUps.method, filters.method) : undefined,
    filters.start_time ? gte(topUps.created_time, filters.start_time) : undefined,
    filters.end_time ? lte(topUps.created_time, filters.end_time) : undefined,
    pattern ? or(ilike(topUps.reference_no, pattern), ilike(topUps.note, pattern)) : undefined,
  );
}

/** `GET /api/management/top_ups`: newest first, with the count and the sum of what the filters select. */
export async function listTopUps(ctx: Ctx, query: Out<typeof listTopUpsQuerySchema>) {
  const { page, per_page: perPage, ...filters } = query;
  const where = entriesWhere(filters);
  const [rows, [summary]] = await Promise.all([
    entriesQuery(ctx.db, where)
      .orderBy(desc(topUps.id))
      .limit(perPage)
      .offset(pageOffset({ page, per_page: perPage })),
    ctx.db
      .select({ total: count(), amount: sql<string | number>`coalesce(sum(${topUps.amount_fen}), 0)` })
      .from(topUps)
      .leftJoin(riders, eq(riders.id, topUps.rider_id))
      .where(where),
  ]);
  return {
    list: rows.map(toEntry),
    meta: { total: summary?.total ?? 0, amount_fen: Number(summary?.amount ?? 0) },
  };
}

async function findEntry(db: Db, id: number) {
  const [row] = await entriesQuery(db, eq(topUps.id, id));
  if (!row) {
    throw notFound();
  }
  return toEntry(row);
}

/** `POST /api/management/top_ups`: posts a top-up to an office's or a rider's account. */
export async function createTopUp(ctx: Ctx, body: Out<typeof createTopUpBodySchema>) {
  const accountId = body.account_kind === 'office' ? body.office_id : body.rider_id;
  if (accountId === undefined) {
    // The body schema requires the account's id; this tells the type checker.
    throw new AppError(ErrorCode.VALIDATION, { fields: { [accountField(body.account_kind)]: 'required' } });
  }
  const id = await postEntry(ctx.db, {
    account_kind: body.account_kind,
    account_id: accountId,
    amount_fen: body.amount_fen,
    method: body.method,
    reference_no: body.reference_no,
    note: body.note,
    operator_id: ctx.actor.user_id,
    reverses_id: null,
    created_time: ctx.now(),
  });
  return findEntry(ctx.db, id);
}

/**
 * `POST /api/management/top_ups/{id}/reverse`: posts the opposite amount to the same account,
 * under a reference of its own. An entry is reversed once; a reversal is never reversed.
 */
export async function reverseTopUp(ctx: Ctx, id: number, body: Out<typeof reverseTopUpBodySchema>) {
  const original = await findEntry(ctx.db, id);
  if (original.reverses_id !== null) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { id: 'top_up_is_reversal' } });
  }
  if (original.reversed_by_id !== null) {
    throw new AppError(ErrorCode.CONFLICT, { fields: { id: 'top_up_already_reversed' } });
  }
  const accountId = original.account_kind === 'office' ? original.office_id : original.rider_id;
  if (accountId === null) {
    throw new Error(`top-up ${id} has no account`);
  }
  const reversalId = await postEntry(ctx.db, {
    account_kind: original.account_kind,
    account_id: accountId,
    amount_fen: -original.amount_fen,
    method: original.method,
    reference_no: body.reference_no,
    note: body.note,
    operator_id: ctx.actor.user_id,
    reverses_id: id,
    created_time: ctx.now(),
  });
  return findEntry(ctx.db, reversalId);
}

// ---- Export ----

/** Entries read per query while exporting: memory holds one batch, whatever the total. */
const EXPORT_BATCH = 2000;

const SHEET_TEXT = {
  ch: {
    name: '充值记录',
    header: ['时间', '账户类型', '账户', '区域后台', '金额（元）', '方式', '流水号', '操作人', '备注', '冲正'],
    kinds: { office: '区域后台', rider: '骑手' },
    methods: { wechat: '微信', alipay: '支付宝', bank_transfer: '银行转账', cash: '现金' },
    reverses: (id: number) => `冲正 #${id}`,
    reversedBy: (id: number) => `已被 #${id} 冲正`,
  },
  en: {
    name: 'Top-ups',
    header: [
      'Time',
      'Account kind',
      'Account',
      'Office',
      'Amount',
      'Method',
      'Reference',
      'Operator',
      'Note',
      'Reversal',
    ],
    kinds: { office: 'Office', rider: 'Rider' },
    methods: { wechat: 'WeChat', alipay: 'Alipay', bank_transfer: 'Bank transfer', cash: 'Cash' },
    reverses: (id: number) => `Reverses #${id}`,
    reversedBy: (id: number) => `Reversed by #${id}`,
  },
} satisfies Record<Lang, unknown>;

/** `GET /api/management/top_ups/export`: every entry the filters select, written while it is read. */
export function exportTopUps(ctx: Ctx, query: Out<typeof exportTopUpsQuerySchema>) {
  const { format, ...filters } = query;
  const where = entriesWhere(filters);
  const text = SHEET_TEXT[ctx.lang];
  async function* batches(): AsyncGenerator<Cell[][]> {
    let before: number | null = null;
    for (;;) {
      const rows = await entriesQuery(ctx.db, and(where, before === null ? undefined : lt(topUps.id, before)))
        .orderBy(desc(topUps.id))
        .limit(EXPORT_BATCH);
      if (rows.length === 0) {
        return;
      }
      yield rows.map((row) => {
        const entry = toEntry(row);
        return [
          chinaTimeText(entry.created_time),
          text.kinds[entry.account_kind],
          entry.account_name,
          entry.account_office_name,
          entry.amount_fen / 100,
          text.methods[entry.method],
          entry.reference_no,
          entry.operator?.name ?? '',
          entry.note,
          entry.reverses_id !== null
            ? text.reverses(entry.reverses_id)
            : entry.reversed_by_id !== null
              ? text.reversedBy(entry.reversed_by_id)
              : '',
        ];
      });
      before = rows.at(-1)?.row.id ?? null;
      if (rows.length < EXPORT_BATCH) {
        return;
      }
    }
  }
  return {
    fileName: `${ctx.lang === 'en' ? 'top-ups' : '充值记录'}-${fileDateStamp(ctx.now())}.${format satisfies SheetFormat}`,
    stream: sheetStream(format, { name: text.name, header: [...text.header], rows: batches() }),
  };
}

// The sales list's cursor for any depth, made by SQL as `next_cursor` would be after following the
// pages before it (`[sort value, id, total]`, base64url JSON: trades.service.ts). Reaching page 1000
// by following cursors would cost a thousand requests per case.
import type pg from 'pg';

export type ListFilter = { companyId?: number; params: Record<string, string> };

export async function tradeCursorAt(
  pool: pg.Pool,
  filter: ListFilter,
  offset: number,
  total: number,
): Promise<string | undefined> {
  if (offset === 0) {
    return undefined;
  }
  const sort = filter.params.sort ?? '-time';
  const column = sort.endsWith('total') ? 'total_price' : 'trade_time';
  const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
  const conditions = ['true'];
  const values: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    values.push(value);
    conditions.push(`${condition} $${values.length}`);
  };
  if (filter.companyId) {
    add('company_id =', filter.companyId);
  }
  if (filter.params.shop_id) {
    add('shop_id =', Number(filter.params.shop_id));
  }
  if (filter.params.start_time) {
    add('trade_time >=', filter.params.start_time);
  }
  if (filter.params.type) {
    add('type =', filter.params.type);
  }
  if (filter.params.q) {
    // The cases' words are Chinese: LIKE finds what the list's search finds.
    add('name LIKE', `%${filter.params.q}%`);
  }
  const { rows } = await pool.query<{ value: Date | number; id: string }>(
    `SELECT ${column} AS value, id FROM trades WHERE ${conditions.join(' AND ')}
     ORDER BY ${column} ${direction}, id ${direction} OFFSET ${offset - 1} LIMIT 1`,
    values,
  );
  const row = rows[0];
  if (!row) {
    return undefined;
  }
  const value = row.value instanceof Date ? row.value.toISOString() : row.value;
  return Buffer.from(JSON.stringify([value, Number(row.id), total])).toString('base64url');
}

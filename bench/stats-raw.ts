// The statistics questions answered without rollups: the queries a developer would write over
// `trades` with the indexes it has ((company_id, trade_time), (scale_id, trade_no)). Each call's
// queries run side by side on a pool, as the service runs its own.
import type pg from 'pg';

export type Call = 'sales' | 'orders' | 'goods' | 'goods/:id' | 'shops' | 'shops/:id';

/** One question of a statistics call, as the bench asks it of the API and of `trades`. */
export type Question = {
  call: Call;
  from: string;
  to: string;
  /** The caller's company (undefined: an administrator looking at every company). */
  companyId: number | undefined;
  shopId?: number;
  /** The company of the shop or good named: the raw query narrows to it, as the index needs. */
  ownerCompanyId?: number;
  id?: number;
  goods?: {
    q?: string;
    category?: string;
    sort: 'amount' | 'count' | 'weight' | 'pieces';
    order: 'asc' | 'desc';
    page: number;
    perPage: number;
  };
};

export const SUMS = [
  'sale_count',
  'sale_amount',
  'sale_weight_g',
  'sale_pieces',
  'return_count',
  'return_amount',
  'order_count',
] as const;
export type Totals = Record<(typeof SUMS)[number], number>;

/** What is compared between the two answers: the totals, and the rows of rankings. */
export type Figures = { current: Totals; previous?: Totals; rows?: string[] };

const DAY_MS = 86_400_000;
const TZ = `'Asia/Shanghai'`;
/** The instant a China day begins. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`)).toISOString();
const dayEnd = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`) + DAY_MS).toISOString();
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function periodOf(q: Question) {
  const days = daysBetween(q.from, q.to) + 1;
  const previousFrom = dayText(Date.parse(q.from) - days * DAY_MS);
  const previousTo = dayText(Date.parse(q.from) - DAY_MS);
  const unit = days === 1 && q.call !== 'goods/:id' && q.call !== 'goods' ? 'hour' : days <= 92 ? 'day' : 'month';
  return { previousFrom, previousTo, unit };
}

/** Collects bound parameters while a statement is written. */
class Params {
  values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The sums of the trades that match `when`, as the statistics define them, named `<prefix><field>`. */
function sums(when: string, prefix = '', fields: readonly string[] = SUMS): string {
  const of: Record<string, string> = {
    sale_count: `count(*) FILTER (WHERE t.type = 'sale' AND ${when})`,
    sale_amount: `coalesce(sum(t.total_price) FILTER (WHERE t.type = 'sale' AND ${when}), 0)`,
    sale_weight_g: `coalesce(sum(t.weight_g) FILTER (WHERE t.type = 'sale' AND ${when}), 0)`,
    sale_pieces: `coalesce(sum(t.quantity) FILTER (WHERE t.type = 'sale' AND ${when}), 0)`,
    return_count: `count(*) FILTER (WHERE t.type = 'return' AND ${when})`,
    return_amount: `coalesce(sum(t.total_price) FILTER (WHERE t.type = 'return' AND ${when}), 0)`,
    // A ticket is one order however many items it has; a sale without one is an order of one.
    order_count: `count(*) FILTER (WHERE t.type = 'sale' AND t.ticket_no IS NULL AND ${when})
      + count(DISTINCT (t.scale_id, t.ticket_no)) FILTER (WHERE t.type = 'sale' AND t.ticket_no IS NOT NULL AND ${when})`,
  };
  return fields.map((field) => `${of[field]} AS ${prefix}${field}`).join(', ');
}

function scopeOf(q: Question, p: Params, withShop = true): string {
  const conditions: string[] = [];
  const company = q.companyId ?? q.ownerCompanyId;
  if (company !== undefined) {
    conditions.push(`t.company_id = ${p.add(company)}`);
  }
  if (withShop && q.shopId !== undefined) {
    conditions.push(`t.shop_id = ${p.add(q.shopId)}`);
  }
  return conditions.length > 0 ? conditions.join(' AND ') : 'true';
}

const between = (p: Params, from: string, to: string) =>
  `t.trade_time >= ${p.add(dayStart(from))} AND t.trade_time < ${p.add(dayEnd(to))}`;

type Query = { text: string; values: unknown[] };

function statement(write: (p: Params) => string): Query {
  const p = new Params();
  const text = write(p);
  return { text, values: p.values };
}

const toTotals = (row: Record<string, unknown>, prefix = ''): Totals =>
  Object.fromEntries(SUMS.map((field) => [field, Number(row[prefix + field] ?? 0)])) as Totals;

/** The good of `goods/:id`, or nothing. */
const ofGood = (q: Question, p: Params) => (q.call === 'goods/:id' ? `AND t.good_id = ${p.add(q.id)}` : '');

function totals(q: Question): Query {
  const { previousFrom, previousTo } = periodOf(q);
  return statement((p) => {
    const current = between(p, q.from, q.to);
    const previous = between(p, previousFrom, previousTo);
    return `SELECT ${sums(current)}, ${sums(previous, 'previous_')} FROM trades t
      WHERE ${scopeOf(q, p)} ${ofGood(q, p)}
        AND t.trade_time >= ${p.add(dayStart(previousFrom))} AND t.trade_time < ${p.add(dayEnd(q.to))}`;
  });
}

function trend(q: Question, from: string, to: string, unit: string, extra = ''): Query {
  const format = unit === 'hour' ? 'YYYY-MM-DD HH24:00' : unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  return statement(
    (p) => `SELECT to_char(t.trade_time AT TIME ZONE ${TZ}, '${format}') AS at, ${sums('true')} ${extra}
      FROM trades t WHERE ${scopeOf(q, p)} ${ofGood(q, p)} AND ${between(p, from, to)} GROUP BY 1`,
  );
}

function trends(q: Question): Query[] {
  const { previousFrom, previousTo, unit } = periodOf(q);
  return [trend(q, q.from, q.to, unit), trend(q, previousFrom, previousTo, unit)];
}

function salesQueries(q: Question): Query[] {
  return [
    totals(q),
    ...trends(q),
    statement(
      (p) => `SELECT extract(isodow FROM local)::int AS weekday, extract(hour FROM local)::int AS hour,
          count(*) AS sale_count, sum(total_price) AS sale_amount
        FROM (SELECT t.trade_time AT TIME ZONE ${TZ} AS local, t.total_price FROM trades t
          WHERE ${scopeOf(q, p)} AND t.type = 'sale' AND ${between(p, q.from, q.to)}) AS sold
        GROUP BY 1, 2 ORDER BY 1, 2`,
    ),
    statement(
      (
        p,
      ) => `SELECT coalesce(g.category, '') AS category, ${sums('true', '', ['sale_count', 'sale_amount', 'sale_weight_g', 'sale_pieces'])}
        FROM trades t LEFT JOIN goods g ON g.id = t.good_id
        WHERE ${scopeOf(q, p)} AND ${between(p, q.from, q.to)}
        GROUP BY 1 HAVING count(*) FILTER (WHERE t.type = 'sale') > 0 ORDER BY 3 DESC, 1`,
    ),
  ];
}

function ordersQueries(q: Question): Query[] {
  return [
    totals(q),
    ...trends(q),
    statement(
      (
        p,
      ) => `SELECT t.shop_id, coalesce(sh.name, '') AS shop_name, ${sums('true', '', ['order_count', 'sale_count', 'sale_amount'])}
        FROM trades t LEFT JOIN shops sh ON sh.id = t.shop_id
        WHERE ${scopeOf(q, p)} AND ${between(p, q.from, q.to)}
        GROUP BY 1, 2 HAVING count(*) FILTER (WHERE t.type = 'sale') > 0 ORDER BY order_count DESC, 1`,
    ),
  ];
}

const SORT_COLUMNS = { amount: 'sale_amount', count: 'sale_count', weight: 'sale_weight_g', pieces: 'sale_pieces' };

function goodsQueries(q: Question): Query[] {
  const goods = q.goods!;
  const { previousFrom, previousTo } = periodOf(q);
  const list = statement((p) => {
    const current = between(p, q.from, q.to);
    const previous = between(p, previousFrom, previousTo);
    const filters = [
      goods.q ? `(name ILIKE ${p.add(`%${goods.q}%`)} OR plu::text = ${p.add(goods.q)})` : 'true',
      goods.category !== undefined ? `category = ${p.add(goods.category)}` : 'true',
    ].join(' AND ');
    const companyGoods = q.companyId === undefined ? 'true' : `company_id = ${p.add(q.companyId)}`;
    return `WITH sold AS (
        SELECT coalesce(t.good_id, 0) AS good_id, max(t.plu) AS plu,
          ${sums(current, '', ['sale_count', 'sale_amount', 'sale_weight_g', 'sale_pieces', 'return_amount'])},
          coalesce(sum(t.total_price) FILTER (WHERE t.type = 'sale' AND ${previous}), 0) AS previous_sale_amount
        FROM trades t
        WHERE ${scopeOf(q, p)} AND t.trade_time >= ${p.add(dayStart(previousFrom))} AND t.trade_time < ${p.add(dayEnd(q.to))}
          -- A PLU the company has no good for is listed when it sold or came back, not when only voided.
          AND t.type <> 'void'
        GROUP BY coalesce(t.good_id, 0), CASE WHEN t.good_id IS NULL THEN t.plu END),
      listed AS (
        SELECT coalesce(g.id, s.good_id) AS good_id, coalesce(g.plu, s.plu) AS plu, coalesce(g.name, '') AS name,
          coalesce(g.category, '') AS category, coalesce(s.sale_count, 0) AS sale_count,
          coalesce(s.sale_amount, 0) AS sale_amount, coalesce(s.sale_weight_g, 0) AS sale_weight_g,
          coalesce(s.sale_pieces, 0) AS sale_pieces, coalesce(s.return_amount, 0) AS return_amount,
          coalesce(s.previous_sale_amount, 0) AS previous_sale_amount
        FROM sold s FULL JOIN (SELECT * FROM goods WHERE ${companyGoods}) AS g ON g.id = s.good_id)
      SELECT *, count(*) OVER () AS total FROM listed WHERE ${filters}
      ORDER BY ${SORT_COLUMNS[goods.sort]} ${goods.order === 'asc' ? 'ASC' : 'DESC'}, plu, good_id
      LIMIT ${p.add(goods.perPage)} OFFSET ${p.add((goods.page - 1) * goods.perPage)}`;
  });
  return [list, totals(q)];
}

function goodQueries(q: Question): Query[] {
  const { unit } = periodOf(q);
  const share = sums('true', '', ['sale_count', 'sale_amount', 'sale_weight_g', 'sale_pieces']);
  return [
    totals(q),
    trend(
      q,
      q.from,
      q.to,
      unit,
      `, min(t.unit_price) FILTER (WHERE t.type = 'sale') AS min_unit_price,
      max(t.unit_price) FILTER (WHERE t.type = 'sale') AS max_unit_price`,
    ),
    statement(
      (
        p,
      ) => `SELECT to_char(changed_time AT TIME ZONE ${TZ}, 'YYYY-MM-DD HH24:MI') AS changed_time, old_price, new_price
        FROM good_price_changes WHERE good_id = ${p.add(q.id)} AND changed_time >= ${p.add(dayStart(q.from))}
          AND changed_time < ${p.add(dayEnd(q.to))} ORDER BY changed_time, id`,
    ),
    statement(
      (p) => `SELECT t.shop_id, coalesce(sh.name, '') AS shop_name, ${share}
        FROM trades t LEFT JOIN shops sh ON sh.id = t.shop_id
        WHERE ${scopeOf(q, p)} AND t.good_id = ${p.add(q.id)} AND ${between(p, q.from, q.to)}
        GROUP BY 1, 2 ORDER BY sale_amount DESC, 1`,
    ),
    statement(
      (p) => `SELECT t.scale_id, coalesce(sc.scale_name, '') AS scale_name, coalesce(sh.name, '') AS shop_name, ${share}
        FROM trades t LEFT JOIN scales sc ON sc.id = t.scale_id LEFT JOIN shops sh ON sh.id = t.shop_id
        WHERE ${scopeOf(q, p)} AND t.good_id = ${p.add(q.id)} AND ${between(p, q.from, q.to)}
        GROUP BY 1, 2, 3 ORDER BY sale_amount DESC, 1`,
    ),
  ];
}

function shopsQueries(q: Question): Query[] {
  const { previousFrom, previousTo } = periodOf(q);
  const list = statement((p) => {
    const current = between(p, q.from, q.to);
    const previous = between(p, previousFrom, previousTo);
    const company = q.companyId === undefined ? 'true' : `company_id = ${p.add(q.companyId)}`;
    return `SELECT sh.id AS shop_id, sh.name AS shop_name, c.name AS company_name, d.*
      FROM (SELECT id, name, company_id FROM shops WHERE ${company}) AS sh
      JOIN companies c ON c.id = sh.company_id
      LEFT JOIN (SELECT t.shop_id AS sold_shop_id, ${sums(current)},
          coalesce(sum(t.total_price) FILTER (WHERE t.type = 'sale' AND ${previous}), 0)
          - coalesce(sum(t.total_price) FILTER (WHERE t.type = 'return' AND ${previous}), 0) AS previous_net_amount
        FROM trades t WHERE ${scopeOf(q, p)} AND t.trade_time >= ${p.add(dayStart(previousFrom))} AND t.trade_time < ${p.add(dayEnd(q.to))}
        GROUP BY t.shop_id) AS d ON d.sold_shop_id = sh.id`;
  });
  return [list, totals(q)];
}

function shopQueries(q: Question): Query[] {
  const shop: Question = { ...q, shopId: q.id };
  return [
    totals(shop),
    ...trends(shop),
    statement(
      (p) => `SELECT coalesce(sc.id, s.scale_id) AS scale_id, coalesce(sc.scale_name, '') AS scale_name,
          coalesce(s.sale_amount, 0) AS sale_amount
        FROM (SELECT t.scale_id, ${sums('true', '', ['sale_count', 'sale_amount', 'sale_weight_g', 'sale_pieces'])}
          FROM trades t WHERE ${scopeOf(shop, p)} AND ${between(p, q.from, q.to)} GROUP BY 1) AS s
        FULL JOIN (SELECT id, scale_name FROM scales WHERE shop_id = ${p.add(q.id)}) AS sc ON sc.id = s.scale_id
        ORDER BY 3 DESC, 1`,
    ),
    statement(
      (p) => `SELECT extract(hour FROM t.trade_time AT TIME ZONE ${TZ})::int AS hour, count(*) AS sale_count,
          sum(t.total_price) AS sale_amount
        FROM trades t WHERE ${scopeOf(shop, p)} AND t.type = 'sale' AND ${between(p, q.from, q.to)} GROUP BY 1`,
    ),
  ];
}

const QUERIES: Record<Call, (q: Question) => Query[]> = {
  sales: salesQueries,
  orders: ordersQueries,
  goods: goodsQueries,
  'goods/:id': goodQueries,
  shops: shopsQueries,
  'shops/:id': shopQueries,
};

/** The statements that answer `q` from `trades`, for EXPLAIN. */
export const rawStatements = (q: Question) => QUERIES[q.call](q);

/** Answers `q` from `trades`: the time it took, and the figures to compare with the API's. */
export async function rawAnswer(pool: pg.Pool, q: Question): Promise<{ ms: number; figures: Figures }> {
  const queries = QUERIES[q.call](q);
  const started = performance.now();
  const results = await Promise.all(queries.map((query) => pool.query<Record<string, unknown>>(query)));
  const ms = performance.now() - started;
  const rowsOf = (index: number) => results[index]?.rows ?? [];
  switch (q.call) {
    case 'sales':
    case 'orders':
    case 'goods/:id':
    case 'shops/:id': {
      const [row = {}] = rowsOf(0);
      return { ms, figures: { current: toTotals(row), previous: toTotals(row, 'previous_') } };
    }
    case 'goods': {
      const [row = {}] = rowsOf(1);
      const rows = rowsOf(0).map(
        (r) => `${String(r.good_id)}:${String(r.sale_amount)}:${String(r.previous_sale_amount)}:${String(r.total)}`,
      );
      return { ms, figures: { current: toTotals(row), rows } };
    }
    case 'shops': {
      const [row = {}] = rowsOf(1);
      const rows = rowsOf(0)
        .map(
          (r) =>
            `${String(r.shop_id)}:${Number(r.sale_amount ?? 0) - Number(r.return_amount ?? 0)}:${Number(r.previous_net_amount ?? 0)}`,
        )
        .sort();
      return { ms, figures: { current: toTotals(row), rows } };
    }
  }
}

type ApiRow = Record<string, number>;

/** The same figures read from the API's answer. */
export function apiFigures(call: Call, data: Record<string, unknown>): Figures {
  const pick = (value: unknown): Totals =>
    Object.fromEntries(SUMS.map((field) => [field, Number((value as ApiRow)[field] ?? 0)])) as Totals;
  switch (call) {
    case 'sales':
    case 'orders':
    case 'goods/:id':
    case 'shops/:id':
      return { current: pick(data.current), previous: pick(data.previous) };
    case 'goods': {
      const total = (data.meta as ApiRow).total;
      const rows = (data.list as ApiRow[]).map(
        (r) => `${r.good_id}:${r.sale_amount}:${r.previous_sale_amount}:${total}`,
      );
      return { current: pick(data.totals), rows };
    }
    case 'shops': {
      const rows = (data.list as ApiRow[]).map((r) => `${r.shop_id}:${r.net_amount}:${r.previous_net_amount}`).sort();
      return { current: pick(data.totals), rows };
    }
  }
}

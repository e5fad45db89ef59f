import { sql, type SQL } from 'drizzle-orm';

/**
 * The CTEs that take the sales an upload stored out of stock (docs/stock.md), to follow `, ` in the
 * WITH list of the statement that stores them. `inserted` holds only the trades that statement
 * stored, so a batch sent again moves no stock again: exactly once per trade. One `sale` movement
 * per shop × good for the sales, one `sale_return` for the returns; voids move nothing, nor do
 * PLUs the company does not have, nor the sales of a company without the stock feature. Levels are
 * written in (shop, good) order, the order postings lock them in. `at` is when they moved (a
 * `timestamptz`).
 */
export function stockSaleCtes(inserted: SQL, at: SQL): SQL {
  return sql`
    -- Summed per shop, good and kind before the goods are joined: a good's row is looked up once,
    -- not once for each of its sales.
    stock_sold AS (
      SELECT s.company_id, s.shop_id, s.good_id, s.kind,
        CASE WHEN g.pricing_mode = 'by_weight' THEN 'g' ELSE 'piece' END AS unit,
        s.sign * (CASE WHEN g.pricing_mode = 'by_weight' THEN s.weight_g ELSE s.pieces END) AS quantity,
        s.trades_count
      FROM (
        SELECT i.company_id, i.shop_id, i.good_id,
          CASE WHEN i.type = 'sale' THEN 'sale' ELSE 'sale_return' END AS kind,
          CASE WHEN i.type = 'sale' THEN -1 ELSE 1 END AS sign,
          coalesce(sum(i.weight_g), 0) AS weight_g, coalesce(sum(i.quantity), 0) AS pieces, count(*)::int AS trades_count
        FROM ${inserted} i
        WHERE i.type IN ('sale', 'return') AND i.good_id IS NOT NULL
        GROUP BY 1, 2, 3, 4, 5) s
      JOIN goods g ON g.id = s.good_id
      JOIN companies c ON c.id = s.company_id AND 'stock' = ANY(c.features)),
    stock_levelled AS (
      INSERT INTO stock_levels (shop_id, good_id, company_id, unit, on_hand, last_movement_time)
      SELECT shop_id, good_id, company_id, min(unit), sum(quantity), ${at}
      FROM stock_sold GROUP BY shop_id, good_id, company_id
      ORDER BY shop_id, good_id
      ON CONFLICT (shop_id, good_id) DO UPDATE
        SET on_hand = stock_levels.on_hand + excluded.on_hand, last_movement_time = excluded.last_movement_time
      RETURNING shop_id, good_id, unit_cost_fen),
    -- Each level's cost looked up by shop and good. Joined as two CTEs, whose sizes PostgreSQL
    -- cannot know, the levels were scanned once for every movement: 220 × 209 rows, 11 ms of an
    -- upload of 1 000 sales (docs/performance.md, ingest).
    stock_costs AS MATERIALIZED (
      SELECT jsonb_object_agg(shop_id || '/' || good_id, unit_cost_fen) AS by_good FROM stock_levelled),
    stock_moved AS (
      INSERT INTO stock_movements (company_id, shop_id, good_id, kind, quantity, unit_cost_fen, value_fen, trades_count, time)
      SELECT s.company_id, s.shop_id, s.good_id, s.kind, s.quantity, l.unit_cost_fen,
        round(s.quantity::numeric * l.unit_cost_fen / (CASE s.unit WHEN 'g' THEN 1000 ELSE 1 END)), s.trades_count, ${at}
      FROM stock_sold s, stock_costs c, LATERAL (SELECT (c.by_good ->> (s.shop_id || '/' || s.good_id))::int AS unit_cost_fen) l
      WHERE s.quantity <> 0)`;
}

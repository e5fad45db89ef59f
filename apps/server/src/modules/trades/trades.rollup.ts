import { sql, type SQL } from 'drizzle-orm';

/**
 * The hourly rollup rows of a set of trades (`source`: a table or CTE name with the trades'
 * columns). Ingest adds them to `trade_hourly` as it stores trades; tests recompute them from all
 * trades to prove the two agree. The migration that created the table adds up the same way.
 */
export function hourlyRollupOf(source: SQL): SQL {
  return sql`
    SELECT shop_id, date_trunc('hour', trade_time, 'UTC') AS hour, company_id,
      (count(*) FILTER (WHERE type = 'sale'))::int AS sale_count,
      coalesce(sum(total_price) FILTER (WHERE type = 'sale'), 0)::bigint AS sale_amount,
      coalesce(sum(weight_g) FILTER (WHERE type = 'sale'), 0)::bigint AS sale_weight_g,
      coalesce(sum(quantity) FILTER (WHERE type = 'sale'), 0)::bigint AS sale_pieces,
      (count(*) FILTER (WHERE type = 'return'))::int AS return_count,
      coalesce(sum(total_price) FILTER (WHERE type = 'return'), 0)::bigint AS return_amount
    FROM ${source} WHERE type <> 'void'
    GROUP BY shop_id, date_trunc('hour', trade_time, 'UTC'), company_id`;
}

/** Adds the rollup rows of `source` to `trade_hourly`. */
export function addToHourlyRollup(source: SQL): SQL {
  return sql`
    INSERT INTO trade_hourly (shop_id, hour, company_id, sale_count, sale_amount, sale_weight_g, sale_pieces,
      return_count, return_amount)
    ${hourlyRollupOf(source)}
    ON CONFLICT (shop_id, hour) DO UPDATE SET
      sale_count = trade_hourly.sale_count + excluded.sale_count,
      sale_amount = trade_hourly.sale_amount + excluded.sale_amount,
      sale_weight_g = trade_hourly.sale_weight_g + excluded.sale_weight_g,
      sale_pieces = trade_hourly.sale_pieces + excluded.sale_pieces,
      return_count = trade_hourly.return_count + excluded.return_count,
      return_amount = trade_hourly.return_amount + excluded.return_amount`;
}

-- The same function in PL/pgSQL: a SQL function is planned again in every query that calls it
-- (about 2 ms, more than 20 calls take), a PL/pgSQL one once per connection.
CREATE OR REPLACE FUNCTION effective_price(p_good integer, p_zone integer, p_at timestamptz,
  OUT price integer, OUT regular integer, OUT own integer, OUT source text, OUT markdown_id integer,
  OUT percent_off integer)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  WITH zone_step AS (
    SELECT s.unit_price FROM (
      SELECT z.new_price AS unit_price, z.changed_time AS at, z.changed_time AS recorded, 0 AS rank, z.id
        FROM zone_price_changes z
        WHERE z.good_id = p_good AND z.zone_id = p_zone AND z.batch_id IS NULL AND z.changed_time <= p_at
      UNION ALL
      SELECT i.unit_price, b.starts_time, b.created_time, 1, b.id
        FROM price_batch_goods i JOIN price_batches b ON b.id = i.batch_id
        WHERE i.good_id = p_good AND i.zone_key = p_zone AND b.kind = 'change' AND b.status <> 'cancelled'
          AND b.starts_time <= p_at
    ) s ORDER BY s.at DESC, s.recorded DESC, s.rank DESC, s.id DESC LIMIT 1),
  base_step AS (
    SELECT s.unit_price FROM (
      SELECT c.new_price AS unit_price, c.changed_time AS at, c.changed_time AS recorded, 0 AS rank, c.id
        FROM good_price_changes c
        WHERE c.good_id = p_good AND c.batch_id IS NULL AND c.changed_time <= p_at
      UNION ALL
      SELECT i.unit_price, b.starts_time, b.created_time, 1, b.id
        FROM price_batch_goods i JOIN price_batches b ON b.id = i.batch_id
        WHERE i.good_id = p_good AND i.zone_key = 0 AND b.kind = 'change' AND b.status <> 'cancelled'
          AND b.starts_time <= p_at AND i.unit_price IS NOT NULL
    ) s ORDER BY s.at DESC, s.recorded DESC, s.rank DESC, s.id DESC LIMIT 1),
  regular AS (
    SELECT (SELECT unit_price FROM zone_step) AS own,
      coalesce(
        (SELECT unit_price FROM zone_step),
        (SELECT unit_price FROM base_step),
        (SELECT coalesce(c.old_price, c.new_price) FROM good_price_changes c
          WHERE c.good_id = p_good AND c.changed_time > p_at ORDER BY c.changed_time, c.id LIMIT 1),
        (SELECT g.unit_price FROM goods g WHERE g.id = p_good)) AS price),
  markdown AS (
    SELECT b.id, b.percent_off FROM price_batch_goods i JOIN price_batches b ON b.id = i.batch_id
      WHERE i.good_id = p_good AND i.zone_key = coalesce(p_zone, 0) AND b.kind = 'markdown'
        AND b.status <> 'cancelled' AND b.starts_time <= p_at AND p_at < b.ends_time
      ORDER BY b.percent_off DESC, b.id LIMIT 1)
  SELECT
    CASE WHEN m.id IS NULL THEN r.price ELSE greatest(1, (r.price * (100 - m.percent_off) + 50) / 100) END,
    r.price,
    r.own,
    CASE WHEN m.id IS NOT NULL THEN 'markdown' WHEN r.own IS NOT NULL THEN 'zone' ELSE 'base' END,
    m.id,
    m.percent_off
  INTO price, regular, own, source, markdown_id, percent_off
  FROM regular r LEFT JOIN markdown m ON true;
END
$$;

-- The same answer as 0029, step by step: each source of a price is asked only when the ones before
-- it had none. A scale in no zone skips the zone's steps; a base price set by an edit or a batch
-- skips the later-change and PLU record lookups. One query of every source cost a list page of
-- sales a third of its time (bench/findings.md).
CREATE OR REPLACE FUNCTION effective_price(p_good integer, p_zone integer, p_at timestamptz,
  OUT price integer, OUT regular integer, OUT own integer, OUT source text, OUT markdown_id integer,
  OUT percent_off integer)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  -- The zone's latest step at the moment: an edit, or a change batch's line (a line without a
  -- price hands the zone back to the base price).
  IF p_zone IS NOT NULL THEN
    SELECT s.unit_price INTO own FROM (
      SELECT z.new_price AS unit_price, z.changed_time AS at, z.changed_time AS recorded, 0 AS rank, z.id
        FROM zone_price_changes z
        WHERE z.good_id = p_good AND z.zone_id = p_zone AND z.batch_id IS NULL AND z.changed_time <= p_at
      UNION ALL
      SELECT i.unit_price, b.starts_time, b.created_time, 1, b.id
        FROM price_batch_goods i JOIN price_batches b ON b.id = i.batch_id
        WHERE i.good_id = p_good AND i.zone_key = p_zone AND b.kind = 'change' AND b.status <> 'cancelled'
          AND b.starts_time <= p_at
    ) s ORDER BY s.at DESC, s.recorded DESC, s.rank DESC, s.id DESC LIMIT 1;
  END IF;
  regular := own;

  -- Else the base price's latest step at the moment.
  IF regular IS NULL THEN
    SELECT s.unit_price INTO regular FROM (
      SELECT c.new_price AS unit_price, c.changed_time AS at, c.changed_time AS recorded, 0 AS rank, c.id
        FROM good_price_changes c
        WHERE c.good_id = p_good AND c.batch_id IS NULL AND c.changed_time <= p_at
      UNION ALL
      SELECT i.unit_price, b.starts_time, b.created_time, 1, b.id
        FROM price_batch_goods i JOIN price_batches b ON b.id = i.batch_id
        WHERE i.good_id = p_good AND i.zone_key = 0 AND b.kind = 'change' AND b.status <> 'cancelled'
          AND b.starts_time <= p_at AND i.unit_price IS NOT NULL
    ) s ORDER BY s.at DESC, s.recorded DESC, s.rank DESC, s.id DESC LIMIT 1;
  END IF;

  -- Before the first recorded step: the price the first change replaced.
  IF regular IS NULL THEN
    SELECT coalesce(c.old_price, c.new_price) INTO regular FROM good_price_changes c
      WHERE c.good_id = p_good AND c.changed_time > p_at ORDER BY c.changed_time, c.id LIMIT 1;
  END IF;

  -- Never changed: the PLU record's price.
  IF regular IS NULL THEN
    SELECT g.unit_price INTO regular FROM goods g WHERE g.id = p_good;
  END IF;

  -- The deepest markdown running at the moment, for the zone (or the base price's scales).
  SELECT b.id, b.percent_off INTO markdown_id, percent_off
    FROM price_batch_goods i JOIN price_batches b ON b.id = i.batch_id
    WHERE i.good_id = p_good AND i.zone_key = coalesce(p_zone, 0) AND b.kind = 'markdown'
      AND b.status <> 'cancelled' AND b.starts_time <= p_at AND p_at < b.ends_time
    ORDER BY b.percent_off DESC, b.id LIMIT 1;

  price := CASE WHEN markdown_id IS NULL THEN regular
    ELSE greatest(1, (regular * (100 - percent_off) + 50) / 100) END;
  source := CASE WHEN markdown_id IS NOT NULL THEN 'markdown' WHEN own IS NOT NULL THEN 'zone' ELSE 'base' END;
END
$$;

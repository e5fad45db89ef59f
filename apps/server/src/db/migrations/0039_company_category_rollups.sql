CREATE TABLE "trade_company_daily_categories" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"sale_amount" bigint DEFAULT 0 NOT NULL,
	"sale_weight_g" bigint DEFAULT 0 NOT NULL,
	"sale_pieces" bigint DEFAULT 0 NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"return_amount" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trade_company_daily_categories_company_id_day_category_pk" PRIMARY KEY("company_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "trade_company_monthly_categories" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"category" text NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"sale_amount" bigint DEFAULT 0 NOT NULL,
	"sale_weight_g" bigint DEFAULT 0 NOT NULL,
	"sale_pieces" bigint DEFAULT 0 NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"return_amount" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trade_company_monthly_categories_company_id_month_category_pk" PRIMARY KEY("company_id","month","category")
);
--> statement-breakpoint
CREATE INDEX "trade_company_daily_categories_day_idx" ON "trade_company_daily_categories" USING brin ("day");--> statement-breakpoint
-- The goods' categories as they are when it runs, not as the calling statement's snapshot saw them:
-- the fold reads them after taking its lock (trades.rollup.ts, addToRollupsCtes). PL/pgSQL, so it
-- is never inlined into the caller and takes its own snapshot.
CREATE FUNCTION goods_categories_now(ids integer[]) RETURNS TABLE (id integer, category text)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY SELECT g.id, g.category FROM goods g WHERE g.id = ANY (ids);
END
$$;
--> statement-breakpoint
-- Goods that change category, or are deleted (their sales then count under none), move their sums
-- from the one category to the other, under the fold's lock (727002, ADVISORY_LOCKS.salesFold):
-- every fold before has committed, and every fold after adds its sales under the new category.
-- Once a statement, for all its goods together: a company's whole catalogue renamed at once is a
-- write per day, month and category, not one per good.
CREATE FUNCTION goods_move_category_sums() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moves text := CASE TG_OP
    WHEN 'DELETE' THEN $q$SELECT id, category AS from_category, '' AS to_category FROM old_goods WHERE category <> ''$q$
    ELSE $q$SELECT o.id, o.category AS from_category, n.category AS to_category
      FROM old_goods o JOIN new_goods n ON n.id = o.id WHERE o.category <> n.category$q$ END;
  moving boolean;
  rollup record;
BEGIN
  -- Most changes to goods move no category: then nothing is written and no lock is taken. Counted,
  -- not EXISTS: for EXISTS the planner picks a nested loop that pays off only when a row is found,
  -- and an import's 10 000 unchanged categories took 10 s a statement.
  EXECUTE format('SELECT count(*) > 0 FROM (%s) AS m', moves) INTO moving;
  IF NOT moving THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(727002);
  FOR rollup IN SELECT * FROM (VALUES ('trade_company_daily_categories', 'trade_company_daily_goods', 'day'),
      ('trade_company_monthly_categories', 'trade_company_monthly_goods', 'month')) AS r (categories, goods, period)
  LOOP
    EXECUTE format($sql$
      WITH moved AS (%4$s)
      INSERT INTO %1$I AS c (company_id, %3$I, category, sale_count, sale_amount, sale_weight_g, sale_pieces,
        return_count, return_amount, order_count)
      SELECT g.company_id, g.%3$I, side.category, sum(side.sign * g.sale_count), sum(side.sign * g.sale_amount),
        sum(side.sign * g.sale_weight_g), sum(side.sign * g.sale_pieces), sum(side.sign * g.return_count),
        sum(side.sign * g.return_amount), sum(side.sign * g.order_count)
      FROM moved JOIN %2$I g ON g.good_id = moved.id
      CROSS JOIN LATERAL (VALUES (moved.from_category, -1), (moved.to_category, 1)) AS side (category, sign)
      GROUP BY 1, 2, 3
      ORDER BY 1, 2, 3
      ON CONFLICT (company_id, %3$I, category) DO UPDATE SET sale_count = c.sale_count + excluded.sale_count,
        sale_amount = c.sale_amount + excluded.sale_amount, sale_weight_g = c.sale_weight_g + excluded.sale_weight_g,
        sale_pieces = c.sale_pieces + excluded.sale_pieces, return_count = c.return_count + excluded.return_count,
        return_amount = c.return_amount + excluded.return_amount, order_count = c.order_count + excluded.order_count
      $sql$, rollup.categories, rollup.goods, rollup.period, moves);
    -- What a category left behind on a day or month where nothing else of it sold.
    EXECUTE format($sql$
      WITH moved AS (%4$s)
      DELETE FROM %1$I c
      USING (SELECT DISTINCT g.company_id, g.%3$I AS period, moved.from_category
        FROM moved JOIN %2$I g ON g.good_id = moved.id) AS left_behind
      WHERE c.company_id = left_behind.company_id AND c.%3$I = left_behind.period
        AND c.category = left_behind.from_category AND c.sale_count = 0 AND c.return_count = 0
      $sql$, rollup.categories, rollup.goods, rollup.period, moves);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER goods_category_sums AFTER UPDATE ON goods REFERENCING OLD TABLE AS old_goods NEW TABLE AS new_goods
FOR EACH STATEMENT EXECUTE FUNCTION goods_move_category_sums();
--> statement-breakpoint
CREATE TRIGGER goods_deleted_category_sums AFTER DELETE ON goods REFERENCING OLD TABLE AS old_goods
FOR EACH STATEMENT EXECUTE FUNCTION goods_move_category_sums();
--> statement-breakpoint
-- The goods' days and months already rolled up, summed by each good's category as it is now.
INSERT INTO "trade_company_daily_categories" ("company_id", "day", "category", "sale_count", "sale_amount", "sale_weight_g", "sale_pieces", "return_count", "return_amount", "order_count")
SELECT d."company_id", d."day", coalesce(g."category", ''), sum(d."sale_count"), sum(d."sale_amount"), sum(d."sale_weight_g"), sum(d."sale_pieces"), sum(d."return_count"), sum(d."return_amount"), sum(d."order_count")
FROM "trade_company_daily_goods" d LEFT JOIN "goods" g ON g."id" = d."good_id"
GROUP BY 1, 2, 3
ORDER BY 2, 1, 3;
--> statement-breakpoint
INSERT INTO "trade_company_monthly_categories" ("company_id", "month", "category", "sale_count", "sale_amount", "sale_weight_g", "sale_pieces", "return_count", "return_amount", "order_count")
SELECT m."company_id", m."month", coalesce(g."category", ''), sum(m."sale_count"), sum(m."sale_amount"), sum(m."sale_weight_g"), sum(m."sale_pieces"), sum(m."return_count"), sum(m."return_amount"), sum(m."order_count")
FROM "trade_company_monthly_goods" m LEFT JOIN "goods" g ON g."id" = m."good_id"
GROUP BY 1, 2, 3
ORDER BY 2, 1, 3;

ALTER TABLE "goods_count_changes" ADD COLUMN "writes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every statement that inserts, changes or deletes goods now also adds `writes`, one a company it
-- touched: the sum of a company's writes grows with each such statement committed, in whatever order
-- transactions commit (a sequence's numbers would not: one taken earlier can commit later). A
-- filtered goods total counted at one sum is valid while the sum stays. Rows are folded as before;
-- a company's folded row is kept while it carries writes, even when its change adds up to nothing.
CREATE OR REPLACE FUNCTION goods_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT company_id, count(*) AS change, 1 AS writes FROM new_goods GROUP BY company_id'
    WHEN 'UPDATE' THEN 'SELECT company_id, 0 AS change, 1 AS writes FROM new_goods GROUP BY company_id'
    ELSE 'SELECT company_id, -count(*) AS change, 1 AS writes FROM old_goods GROUP BY company_id' END;
BEGIN
  EXECUTE format($sql$
    WITH changed AS (%s),
    folded AS (
      DELETE FROM goods_count_changes
      WHERE ctid IN (SELECT k.ctid FROM goods_count_changes k JOIN changed USING (company_id)
        FOR UPDATE OF k SKIP LOCKED)
      RETURNING company_id, change, writes)
    INSERT INTO goods_count_changes (company_id, change, writes)
    SELECT company_id, sum(change), sum(writes) FROM (SELECT * FROM changed UNION ALL SELECT * FROM folded) AS summed
    GROUP BY company_id
    HAVING sum(change) <> 0 OR sum(writes) <> 0
    $sql$, changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER goods_written AFTER UPDATE ON goods REFERENCING NEW TABLE AS new_goods
FOR EACH STATEMENT EXECUTE FUNCTION goods_count_change();

CREATE TABLE "goods_count_changes" (
	"company_id" integer NOT NULL,
	"change" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_count_changes" ADD CONSTRAINT "goods_count_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_count_changes_company_idx" ON "goods_count_changes" USING btree ("company_id");--> statement-breakpoint
-- A statement that adds or removes goods adds one row a company: its change, plus every row of that
-- company no other transaction holds, which it deletes (SKIP LOCKED: rows an import holds until it
-- commits keep nobody waiting, and are folded by a later statement). A good never changes company.
CREATE FUNCTION goods_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT company_id, count(*) AS change FROM new_goods GROUP BY company_id'
    ELSE 'SELECT company_id, -count(*) AS change FROM old_goods GROUP BY company_id' END;
BEGIN
  EXECUTE format($sql$
    WITH changed AS (%s),
    folded AS (
      DELETE FROM goods_count_changes
      WHERE ctid IN (SELECT k.ctid FROM goods_count_changes k JOIN changed USING (company_id)
        FOR UPDATE OF k SKIP LOCKED)
      RETURNING company_id, change)
    INSERT INTO goods_count_changes (company_id, change)
    SELECT company_id, sum(change) FROM (SELECT * FROM changed UNION ALL SELECT * FROM folded) AS summed
    GROUP BY company_id
    HAVING sum(change) <> 0
    $sql$, changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER goods_counted_in AFTER INSERT ON goods REFERENCING NEW TABLE AS new_goods
FOR EACH STATEMENT EXECUTE FUNCTION goods_count_change();
--> statement-breakpoint
CREATE TRIGGER goods_counted_out AFTER DELETE ON goods REFERENCING OLD TABLE AS old_goods
FOR EACH STATEMENT EXECUTE FUNCTION goods_count_change();
--> statement-breakpoint
INSERT INTO goods_count_changes (company_id, change) SELECT company_id, count(*) FROM goods GROUP BY company_id;

CREATE TABLE "trade_name_versions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- A statement that adds names to a company also adds one to the company's version, so that names a
-- search found and remembered are known to still hold while the version stays the same. Only a
-- statement that brings a name never seen before writes here; two such statements of one company
-- wait for each other until the first commits.
CREATE OR REPLACE FUNCTION trade_names_seen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH added AS (
    INSERT INTO trade_names (company_id, name, plu)
    SELECT DISTINCT company_id, name, plu FROM new_trades ORDER BY company_id, name, plu
    ON CONFLICT DO NOTHING
    RETURNING company_id
  )
  INSERT INTO trade_name_versions (company_id, version)
  SELECT DISTINCT company_id, 1 FROM added ORDER BY company_id
  ON CONFLICT (company_id) DO UPDATE SET version = trade_name_versions.version + 1;
  RETURN NULL;
END
$$;

CREATE TABLE "trade_names" (
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"plu" integer NOT NULL,
	CONSTRAINT "trade_names_company_id_name_plu_pk" PRIMARY KEY("company_id","name","plu")
);
--> statement-breakpoint
ALTER TABLE "trade_names" ADD CONSTRAINT "trade_names_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trades_company_name_idx" ON "trades" USING btree ("company_id","name","trade_time","id","shop_id");--> statement-breakpoint
-- A statement that stores sales adds the names (with their PLUs) not seen before, in the keys' order,
-- so that two uploads bringing the same new names wait for each other instead of deadlocking.
CREATE FUNCTION trade_names_seen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO trade_names (company_id, name, plu)
  SELECT DISTINCT company_id, name, plu FROM new_trades ORDER BY company_id, name, plu
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER trades_names_seen AFTER INSERT ON trades REFERENCING NEW TABLE AS new_trades
FOR EACH STATEMENT EXECUTE FUNCTION trade_names_seen();
--> statement-breakpoint
INSERT INTO trade_names (company_id, name, plu) SELECT DISTINCT company_id, name, plu FROM trades;

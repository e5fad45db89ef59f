CREATE TABLE "trade_name_monthly" (
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"plu" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"month" date NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"void_count" integer DEFAULT 0 NOT NULL,
	-- The counts carried in the key's index: a search counts its names from the index alone.
	CONSTRAINT "trade_name_monthly_company_id_name_plu_shop_id_month_pk" PRIMARY KEY("company_id","name","plu","shop_id","month") INCLUDE ("sale_count", "return_count", "void_count")
);
--> statement-breakpoint
ALTER TABLE "trade_queue_good_days" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "trade_queue_good_days" ADD COLUMN "void_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every stored sale counted, those still queued too: their queued rows have no name, and the fold
-- leaves them out of this rollup.
INSERT INTO "trade_name_monthly" ("company_id", "name", "plu", "shop_id", "month", "sale_count", "return_count", "void_count")
SELECT "company_id", "name", "plu", "shop_id", date_trunc('month', "trade_time" AT TIME ZONE 'Asia/Shanghai')::date,
  count(*) FILTER (WHERE "type" = 'sale'), count(*) FILTER (WHERE "type" = 'return'), count(*) FILTER (WHERE "type" = 'void')
FROM "trades"
GROUP BY 1, 2, 3, 4, 5
ORDER BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- Its rows' spread known at once, before the first search plans a read of it.
ANALYZE "trade_name_monthly";

CREATE TABLE "trade_company_daily" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"sale_amount" bigint DEFAULT 0 NOT NULL,
	"sale_weight_g" bigint DEFAULT 0 NOT NULL,
	"sale_pieces" bigint DEFAULT 0 NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"return_amount" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trade_company_daily_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE INDEX "trade_company_daily_day_idx" ON "trade_company_daily" USING brin ("day");--> statement-breakpoint
-- The days already rolled up per shop, summed per company (in day order, as ingest writes them).
INSERT INTO "trade_company_daily" ("company_id", "day", "sale_count", "sale_amount", "sale_weight_g", "sale_pieces", "return_count", "return_amount", "order_count")
SELECT "company_id", "day", sum("sale_count"), sum("sale_amount"), sum("sale_weight_g"), sum("sale_pieces"), sum("return_count"), sum("return_amount"), sum("order_count")
FROM "trade_daily"
GROUP BY "company_id", "day"
ORDER BY "day", "company_id";

CREATE TABLE "trade_monthly" (
	"shop_id" integer NOT NULL,
	"month" date NOT NULL,
	"company_id" integer NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"sale_amount" bigint DEFAULT 0 NOT NULL,
	"sale_weight_g" bigint DEFAULT 0 NOT NULL,
	"sale_pieces" bigint DEFAULT 0 NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"return_amount" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trade_monthly_shop_id_month_pk" PRIMARY KEY("shop_id","month")
);
--> statement-breakpoint
CREATE INDEX "trade_monthly_company_idx" ON "trade_monthly" USING btree ("company_id","month");--> statement-breakpoint
-- The days already rolled up per shop, summed per month (a day of voids alone adds no row, as at ingest).
INSERT INTO "trade_monthly" ("shop_id", "month", "company_id", "sale_count", "sale_amount", "sale_weight_g", "sale_pieces", "return_count", "return_amount", "order_count")
SELECT "shop_id", date_trunc('month', "day")::date, "company_id", sum("sale_count"), sum("sale_amount"), sum("sale_weight_g"), sum("sale_pieces"), sum("return_count"), sum("return_amount"), sum("order_count")
FROM "trade_daily"
WHERE "sale_count" + "return_count" > 0
GROUP BY 1, 2, 3
ORDER BY 2, 1;

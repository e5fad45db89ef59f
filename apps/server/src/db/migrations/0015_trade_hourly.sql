CREATE TABLE "trade_hourly" (
	"shop_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"company_id" integer NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"sale_amount" bigint DEFAULT 0 NOT NULL,
	"sale_weight_g" bigint DEFAULT 0 NOT NULL,
	"sale_pieces" bigint DEFAULT 0 NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"return_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "trade_hourly_shop_id_hour_pk" PRIMARY KEY("shop_id","hour")
);
--> statement-breakpoint
CREATE INDEX "trade_hourly_company_idx" ON "trade_hourly" USING btree ("company_id","hour");--> statement-breakpoint
-- Sales stored before the rollup existed (trades.rollup.ts adds up the same way).
INSERT INTO "trade_hourly" ("shop_id", "hour", "company_id", "sale_count", "sale_amount", "sale_weight_g", "sale_pieces", "return_count", "return_amount")
SELECT "shop_id", date_trunc('hour', "trade_time", 'UTC'), "company_id",
  count(*) FILTER (WHERE "type" = 'sale'),
  coalesce(sum("total_price") FILTER (WHERE "type" = 'sale'), 0),
  coalesce(sum("weight_g") FILTER (WHERE "type" = 'sale'), 0),
  coalesce(sum("quantity") FILTER (WHERE "type" = 'sale'), 0),
  count(*) FILTER (WHERE "type" = 'return'),
  coalesce(sum("total_price") FILTER (WHERE "type" = 'return'), 0)
FROM "trades" WHERE "type" <> 'void'
GROUP BY "shop_id", date_trunc('hour', "trade_time", 'UTC'), "company_id";

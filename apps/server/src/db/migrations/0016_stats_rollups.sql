CREATE TABLE "trade_daily" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"sale_amount" bigint DEFAULT 0 NOT NULL,
	"sale_weight_g" bigint DEFAULT 0 NOT NULL,
	"sale_pieces" bigint DEFAULT 0 NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"return_amount" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trade_daily_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
CREATE TABLE "trade_daily_goods" (
	"scale_id" integer NOT NULL,
	"day" date NOT NULL,
	"good_id" integer NOT NULL,
	"plu" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"sale_amount" bigint DEFAULT 0 NOT NULL,
	"sale_weight_g" bigint DEFAULT 0 NOT NULL,
	"sale_pieces" bigint DEFAULT 0 NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"return_amount" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"min_unit_price" integer,
	"max_unit_price" integer,
	CONSTRAINT "trade_daily_goods_scale_id_day_good_id_plu_pk" PRIMARY KEY("scale_id","day","good_id","plu")
);
--> statement-breakpoint
CREATE TABLE "trade_tickets" (
	"scale_id" integer NOT NULL,
	"ticket_no" text NOT NULL,
	CONSTRAINT "trade_tickets_scale_id_ticket_no_pk" PRIMARY KEY("scale_id","ticket_no")
);
--> statement-breakpoint
ALTER TABLE "trade_hourly" ADD COLUMN "order_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "trade_daily_company_idx" ON "trade_daily" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "trade_daily_goods_company_idx" ON "trade_daily_goods" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "trade_daily_goods_shop_idx" ON "trade_daily_goods" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "trade_daily_goods_good_idx" ON "trade_daily_goods" USING btree ("good_id","day");--> statement-breakpoint
-- Sales stored before these rollups existed, added up as trades.rollup.ts does: an order is a
-- ticket (counted at its first sale) or a sale without a ticket.
INSERT INTO "trade_tickets" ("scale_id", "ticket_no")
SELECT DISTINCT "scale_id", "ticket_no" FROM "trades" WHERE "type" = 'sale' AND "ticket_no" IS NOT NULL;--> statement-breakpoint
CREATE TEMPORARY TABLE "opened" AS
SELECT "shop_id", "scale_id", "company_id", "good_id", "plu", "trade_time", "type", "unit_price", "total_price",
  "weight_g", "quantity",
  CASE WHEN "type" <> 'sale' THEN 0 WHEN "ticket_no" IS NULL THEN 1
    WHEN row_number() OVER (PARTITION BY "scale_id", "ticket_no", "type" ORDER BY "trade_time", "id") = 1 THEN 1
    ELSE 0 END AS "opens_order"
FROM "trades" WHERE "type" <> 'void';--> statement-breakpoint
UPDATE "trade_hourly" SET "order_count" = o."order_count"
FROM (SELECT "shop_id", date_trunc('hour', "trade_time", 'UTC') AS "hour", sum("opens_order")::int AS "order_count"
  FROM "opened" GROUP BY 1, 2) AS o
WHERE "trade_hourly"."shop_id" = o."shop_id" AND "trade_hourly"."hour" = o."hour";--> statement-breakpoint
INSERT INTO "trade_daily" ("shop_id", "day", "company_id", "sale_count", "sale_amount", "sale_weight_g", "sale_pieces",
  "return_count", "return_amount", "order_count")
SELECT "shop_id", ("trade_time" AT TIME ZONE 'Asia/Shanghai')::date, "company_id",
  count(*) FILTER (WHERE "type" = 'sale'),
  coalesce(sum("total_price") FILTER (WHERE "type" = 'sale'), 0),
  coalesce(sum("weight_g") FILTER (WHERE "type" = 'sale'), 0),
  coalesce(sum("quantity") FILTER (WHERE "type" = 'sale'), 0),
  count(*) FILTER (WHERE "type" = 'return'),
  coalesce(sum("total_price") FILTER (WHERE "type" = 'return'), 0),
  sum("opens_order")
FROM "opened" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "trade_daily_goods" ("scale_id", "day", "good_id", "plu", "shop_id", "company_id", "sale_count",
  "sale_amount", "sale_weight_g", "sale_pieces", "return_count", "return_amount", "order_count", "min_unit_price",
  "max_unit_price")
SELECT "scale_id", ("trade_time" AT TIME ZONE 'Asia/Shanghai')::date, coalesce("good_id", 0), "plu", "shop_id",
  "company_id",
  count(*) FILTER (WHERE "type" = 'sale'),
  coalesce(sum("total_price") FILTER (WHERE "type" = 'sale'), 0),
  coalesce(sum("weight_g") FILTER (WHERE "type" = 'sale'), 0),
  coalesce(sum("quantity") FILTER (WHERE "type" = 'sale'), 0),
  count(*) FILTER (WHERE "type" = 'return'),
  coalesce(sum("total_price") FILTER (WHERE "type" = 'return'), 0),
  sum("opens_order"),
  min("unit_price") FILTER (WHERE "type" = 'sale'),
  max("unit_price") FILTER (WHERE "type" = 'sale')
FROM "opened" GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
DROP TABLE "opened";

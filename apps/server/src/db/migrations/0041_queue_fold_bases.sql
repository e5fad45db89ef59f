CREATE TABLE "trade_queue_good_days" (
	"scale_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"good_id" integer,
	"plu" integer NOT NULL,
	"trade_time" timestamp with time zone NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"sale_amount" bigint DEFAULT 0 NOT NULL,
	"sale_weight_g" bigint DEFAULT 0 NOT NULL,
	"sale_pieces" bigint DEFAULT 0 NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"return_amount" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"min_unit_price" integer,
	"max_unit_price" integer
);
--> statement-breakpoint
CREATE TABLE "trade_queue_shop_hours" (
	"shop_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"trade_time" timestamp with time zone NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"sale_amount" bigint DEFAULT 0 NOT NULL,
	"sale_weight_g" bigint DEFAULT 0 NOT NULL,
	"sale_pieces" bigint DEFAULT 0 NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"return_amount" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"void_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Sales queued one by one before this migration, summed into the queues of their sums as an upload now queues them.
INSERT INTO "trade_queue_shop_hours" ("shop_id", "company_id", "trade_time", "sale_count", "sale_amount", "sale_weight_g", "sale_pieces", "return_count", "return_amount", "order_count", "void_count")
SELECT "shop_id", "company_id", date_trunc('hour', "trade_time", 'UTC'),
  count(*) FILTER (WHERE "type" = 'sale'), coalesce(sum("total_price") FILTER (WHERE "type" = 'sale'), 0),
  coalesce(sum("weight_g") FILTER (WHERE "type" = 'sale'), 0), coalesce(sum("quantity") FILTER (WHERE "type" = 'sale'), 0),
  count(*) FILTER (WHERE "type" = 'return'), coalesce(sum("total_price") FILTER (WHERE "type" = 'return'), 0),
  coalesce(sum("opens_order"), 0),
  count(*) FILTER (WHERE "type" = 'void')
FROM "trade_rollup_queue"
GROUP BY "shop_id", "company_id", date_trunc('hour', "trade_time", 'UTC');--> statement-breakpoint
INSERT INTO "trade_queue_good_days" ("scale_id", "shop_id", "company_id", "good_id", "plu", "trade_time", "sale_count", "sale_amount", "sale_weight_g", "sale_pieces", "return_count", "return_amount", "order_count", "min_unit_price", "max_unit_price")
SELECT "scale_id", "shop_id", "company_id", "good_id", "plu", min("trade_time"),
  count(*) FILTER (WHERE "type" = 'sale'), coalesce(sum("total_price") FILTER (WHERE "type" = 'sale'), 0),
  coalesce(sum("weight_g") FILTER (WHERE "type" = 'sale'), 0), coalesce(sum("quantity") FILTER (WHERE "type" = 'sale'), 0),
  count(*) FILTER (WHERE "type" = 'return'), coalesce(sum("total_price") FILTER (WHERE "type" = 'return'), 0),
  coalesce(sum("opens_order"), 0),
  min("unit_price") FILTER (WHERE "type" = 'sale'), max("unit_price") FILTER (WHERE "type" = 'sale')
FROM "trade_rollup_queue"
WHERE "type" <> 'void'
GROUP BY "scale_id", "shop_id", "company_id", "good_id", "plu", ("trade_time" AT TIME ZONE 'Asia/Shanghai')::date;--> statement-breakpoint
DROP TABLE "trade_rollup_queue" CASCADE;
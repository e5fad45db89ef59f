CREATE TABLE "trade_company_daily_goods" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"good_id" integer NOT NULL,
	"plu" integer NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"sale_amount" bigint DEFAULT 0 NOT NULL,
	"sale_weight_g" bigint DEFAULT 0 NOT NULL,
	"sale_pieces" bigint DEFAULT 0 NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"return_amount" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"min_unit_price" integer,
	"max_unit_price" integer,
	CONSTRAINT "trade_company_daily_goods_company_id_day_good_id_plu_pk" PRIMARY KEY("company_id","day","good_id","plu")
);
--> statement-breakpoint
CREATE TABLE "trade_company_hourly" (
	"company_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"sale_amount" bigint DEFAULT 0 NOT NULL,
	"sale_weight_g" bigint DEFAULT 0 NOT NULL,
	"sale_pieces" bigint DEFAULT 0 NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"return_amount" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trade_company_hourly_company_id_hour_pk" PRIMARY KEY("company_id","hour")
);
--> statement-breakpoint
CREATE TABLE "trade_company_monthly_goods" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"good_id" integer NOT NULL,
	"plu" integer NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"sale_amount" bigint DEFAULT 0 NOT NULL,
	"sale_weight_g" bigint DEFAULT 0 NOT NULL,
	"sale_pieces" bigint DEFAULT 0 NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"return_amount" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"min_unit_price" integer,
	"max_unit_price" integer,
	CONSTRAINT "trade_company_monthly_goods_company_id_month_good_id_plu_pk" PRIMARY KEY("company_id","month","good_id","plu")
);
--> statement-breakpoint
CREATE INDEX "trade_company_daily_goods_good_idx" ON "trade_company_daily_goods" USING btree ("good_id","day");--> statement-breakpoint
CREATE INDEX "trade_company_monthly_goods_good_idx" ON "trade_company_monthly_goods" USING btree ("good_id","month");--> statement-breakpoint
-- Sales stored before these rollups existed: a company's rows are the sums of its shops' and scales'
-- rows (trade_hourly, trade_daily_goods), prices the lowest and highest of them; written in time
-- order, as ingest writes them.
INSERT INTO "trade_company_hourly" ("company_id", "hour", "sale_count", "sale_amount", "sale_weight_g", "sale_pieces",
  "return_count", "return_amount", "order_count")
SELECT "company_id", "hour", sum("sale_count"), sum("sale_amount"), sum("sale_weight_g"), sum("sale_pieces"),
  sum("return_count"), sum("return_amount"), sum("order_count")
FROM "trade_hourly" GROUP BY 1, 2 ORDER BY 2;--> statement-breakpoint
INSERT INTO "trade_company_daily_goods" ("company_id", "day", "good_id", "plu", "sale_count", "sale_amount",
  "sale_weight_g", "sale_pieces", "return_count", "return_amount", "order_count", "min_unit_price", "max_unit_price")
SELECT "company_id", "day", "good_id", "plu", sum("sale_count"), sum("sale_amount"), sum("sale_weight_g"),
  sum("sale_pieces"), sum("return_count"), sum("return_amount"), sum("order_count"), min("min_unit_price"),
  max("max_unit_price")
FROM "trade_daily_goods" GROUP BY 1, 2, 3, 4 ORDER BY 2;--> statement-breakpoint
INSERT INTO "trade_company_monthly_goods" ("company_id", "month", "good_id", "plu", "sale_count", "sale_amount",
  "sale_weight_g", "sale_pieces", "return_count", "return_amount", "order_count", "min_unit_price", "max_unit_price")
SELECT "company_id", date_trunc('month', "day")::date, "good_id", "plu", sum("sale_count"), sum("sale_amount"),
  sum("sale_weight_g"), sum("sale_pieces"), sum("return_count"), sum("return_amount"), sum("order_count"),
  min("min_unit_price"), max("max_unit_price")
FROM "trade_daily_goods" GROUP BY 1, 2, 3, 4 ORDER BY 2;

CREATE TABLE "trade_all_daily" (
	"day" date PRIMARY KEY NOT NULL,
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
CREATE TABLE "trade_all_hourly" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
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
-- The hours and days already rolled up per company, summed over every company.
INSERT INTO "trade_all_hourly" ("hour", "sale_count", "sale_amount", "sale_weight_g", "sale_pieces", "return_count", "return_amount", "order_count", "void_count")
SELECT "hour", sum("sale_count"), sum("sale_amount"), sum("sale_weight_g"), sum("sale_pieces"), sum("return_count"), sum("return_amount"), sum("order_count"), sum("void_count")
FROM "trade_company_hourly"
GROUP BY "hour"
ORDER BY "hour";--> statement-breakpoint
INSERT INTO "trade_all_daily" ("day", "sale_count", "sale_amount", "sale_weight_g", "sale_pieces", "return_count", "return_amount", "order_count", "void_count")
SELECT "day", sum("sale_count"), sum("sale_amount"), sum("sale_weight_g"), sum("sale_pieces"), sum("return_count"), sum("return_amount"), sum("order_count"), sum("void_count")
FROM "trade_company_daily"
GROUP BY "day"
ORDER BY "day";

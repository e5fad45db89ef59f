CREATE TABLE "trade_rollup_queue" (
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"scale_id" integer NOT NULL,
	"good_id" integer,
	"plu" integer NOT NULL,
	"trade_time" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"unit_price" integer NOT NULL,
	"total_price" integer NOT NULL,
	"weight_g" integer,
	"quantity" integer,
	"opens_order" smallint NOT NULL
);

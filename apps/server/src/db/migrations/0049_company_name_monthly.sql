CREATE TABLE "trade_company_name_monthly" (
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"plu" integer NOT NULL,
	"month" date NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"void_count" integer DEFAULT 0 NOT NULL,
	-- The counts carried in the key's index: a search counts its names from the index alone.
	CONSTRAINT "trade_company_name_monthly_company_id_name_plu_month_pk" PRIMARY KEY("company_id","name","plu","month") INCLUDE ("sale_count", "return_count", "void_count")
);
--> statement-breakpoint
-- The shops' months added up: sales still queued are in neither, and the fold adds them to both.
INSERT INTO "trade_company_name_monthly" ("company_id", "name", "plu", "month", "sale_count", "return_count", "void_count")
SELECT "company_id", "name", "plu", "month", sum("sale_count"), sum("return_count"), sum("void_count")
FROM "trade_name_monthly"
GROUP BY 1, 2, 3, 4
ORDER BY 1, 2, 3, 4;
--> statement-breakpoint
-- Its rows' spread known at once, before the first search plans a read of it.
ANALYZE "trade_company_name_monthly";

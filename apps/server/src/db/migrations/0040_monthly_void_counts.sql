ALTER TABLE "trade_monthly" ADD COLUMN "void_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The voids already counted per shop and day, summed per month (a month of voids alone gets its row, as at ingest).
INSERT INTO "trade_monthly" ("shop_id", "month", "company_id", "void_count")
SELECT "shop_id", date_trunc('month', "day")::date, "company_id", sum("void_count")
FROM "trade_daily"
WHERE "void_count" > 0
GROUP BY 1, 2, 3
ORDER BY 2, 1
ON CONFLICT ("shop_id", "month") DO UPDATE SET "void_count" = excluded."void_count";

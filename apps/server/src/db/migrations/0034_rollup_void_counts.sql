ALTER TABLE "trade_company_daily" ADD COLUMN "void_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_company_hourly" ADD COLUMN "void_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_daily" ADD COLUMN "void_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_hourly" ADD COLUMN "void_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The voids stored so far, through the partial index on them. An hour or day with voids alone gets
-- its row now, as a fold would make it.
INSERT INTO "trade_hourly" ("shop_id", "hour", "company_id", "void_count")
SELECT "shop_id", date_trunc('hour', "trade_time", 'UTC'), "company_id", count(*)
FROM "trades" WHERE "type" = 'void' GROUP BY 1, 2, 3
ON CONFLICT ("shop_id", "hour") DO UPDATE SET "void_count" = excluded."void_count";--> statement-breakpoint
INSERT INTO "trade_company_hourly" ("company_id", "hour", "void_count")
SELECT "company_id", date_trunc('hour', "trade_time", 'UTC'), count(*)
FROM "trades" WHERE "type" = 'void' GROUP BY 1, 2
ON CONFLICT ("company_id", "hour") DO UPDATE SET "void_count" = excluded."void_count";--> statement-breakpoint
INSERT INTO "trade_daily" ("shop_id", "day", "company_id", "void_count")
SELECT "shop_id", ("trade_time" AT TIME ZONE 'Asia/Shanghai')::date, "company_id", count(*)
FROM "trades" WHERE "type" = 'void' GROUP BY 1, 2, 3
ON CONFLICT ("shop_id", "day") DO UPDATE SET "void_count" = excluded."void_count";--> statement-breakpoint
INSERT INTO "trade_company_daily" ("company_id", "day", "void_count")
SELECT "company_id", ("trade_time" AT TIME ZONE 'Asia/Shanghai')::date, count(*)
FROM "trades" WHERE "type" = 'void' GROUP BY 1, 2
ON CONFLICT ("company_id", "day") DO UPDATE SET "void_count" = excluded."void_count";

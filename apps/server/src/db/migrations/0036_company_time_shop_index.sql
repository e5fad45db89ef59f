DROP INDEX "trades_company_time_idx";--> statement-breakpoint
CREATE INDEX "trades_company_time_idx" ON "trades" USING btree ("company_id","trade_time","id","shop_id");
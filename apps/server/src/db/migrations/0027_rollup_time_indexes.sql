CREATE INDEX "trade_company_daily_goods_day_idx" ON "trade_company_daily_goods" USING brin ("day");--> statement-breakpoint
CREATE INDEX "trade_company_hourly_hour_idx" ON "trade_company_hourly" USING brin ("hour");--> statement-breakpoint
CREATE INDEX "trade_daily_day_idx" ON "trade_daily" USING brin ("day");
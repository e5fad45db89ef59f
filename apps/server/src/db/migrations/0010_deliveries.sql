ALTER TABLE "scale_goods" ADD COLUMN "delivered_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scale_goods" ADD COLUMN "delivered_time" timestamp with time zone;
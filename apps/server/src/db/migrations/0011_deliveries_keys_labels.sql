ALTER TABLE "scales" ADD COLUMN "hot_keys_delivered_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "labels_delivered_time" timestamp with time zone;
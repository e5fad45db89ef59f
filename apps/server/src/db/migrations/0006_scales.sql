CREATE SEQUENCE "public"."sync_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "scale_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"scale_id" integer NOT NULL,
	"good_id" integer,
	"company_id" integer NOT NULL,
	"plu" integer NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scales" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"scale_name" text NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"scale_uuid" text NOT NULL,
	"if_verify" smallint DEFAULT 0 NOT NULL,
	"model" text NOT NULL,
	"firmware" text DEFAULT '' NOT NULL,
	"device_key_hash" text,
	"last_seen_time" timestamp with time zone,
	"synced_version" bigint DEFAULT 0 NOT NULL,
	"hot_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hot_keys_version" bigint DEFAULT 0 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scale_goods" ADD CONSTRAINT "scale_goods_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_goods" ADD CONSTRAINT "scale_goods_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scales" ADD CONSTRAINT "scales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scales" ADD CONSTRAINT "scales_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scale_goods_scale_good_idx" ON "scale_goods" USING btree ("scale_id","good_id");--> statement-breakpoint
CREATE INDEX "scale_goods_scale_version_idx" ON "scale_goods" USING btree ("scale_id","version");--> statement-breakpoint
CREATE INDEX "scale_goods_good_idx" ON "scale_goods" USING btree ("good_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scales_uuid_idx" ON "scales" USING btree ("scale_uuid");--> statement-breakpoint
CREATE INDEX "scales_company_idx" ON "scales" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "scales_shop_idx" ON "scales" USING btree ("shop_id");--> statement-breakpoint
-- Every insert and update of a good takes a new change number, whoever writes it (the console,
-- batch changes, imports), so the scales holding it fetch it on their next sync.
CREATE FUNCTION goods_stamp_sync_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sync_version := nextval('sync_version_seq');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER goods_sync_version BEFORE INSERT OR UPDATE ON goods
  FOR EACH ROW EXECUTE FUNCTION goods_stamp_sync_version();--> statement-breakpoint
UPDATE goods SET sync_version = nextval('sync_version_seq');

CREATE TABLE "good_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"good_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"old_price" integer,
	"new_price" integer NOT NULL,
	"changed_by" integer,
	"changed_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plu" integer NOT NULL,
	"item_code" text NOT NULL,
	"name_lines" text[] NOT NULL,
	"name" text NOT NULL,
	"info_lines" text[] DEFAULT '{}' NOT NULL,
	"unit_price" integer NOT NULL,
	"pricing_mode" text NOT NULL,
	"weight_unit" text DEFAULT 'kg' NOT NULL,
	"fixed_weight_g" integer,
	"tare_g" integer DEFAULT 0 NOT NULL,
	"shelf_life_days" integer DEFAULT 0 NOT NULL,
	"packing_date_offset_days" integer DEFAULT 0 NOT NULL,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"label_format_id" integer,
	"barcode_format_id" integer,
	"img_url" text DEFAULT '' NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "good_price_changes" ADD CONSTRAINT "good_price_changes_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_price_changes" ADD CONSTRAINT "good_price_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "good_price_changes_good_idx" ON "good_price_changes" USING btree ("good_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_company_plu_idx" ON "goods" USING btree ("company_id","plu");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_company_item_code_idx" ON "goods" USING btree ("company_id","item_code");--> statement-breakpoint
CREATE INDEX "goods_company_name_idx" ON "goods" USING btree ("company_id","name");
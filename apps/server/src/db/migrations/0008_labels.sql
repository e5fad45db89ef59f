CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"style" jsonb NOT NULL,
	"sync_version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scale_labels" (
	"scale_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"slot" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "labels_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_labels" ADD CONSTRAINT "scale_labels_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_labels" ADD CONSTRAINT "scale_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "labels_shop_idx" ON "labels" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "labels_company_idx" ON "labels" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "scale_labels_slot_idx" ON "scale_labels" USING btree ("scale_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "scale_labels_label_idx" ON "scale_labels" USING btree ("scale_id","label_id");--> statement-breakpoint
CREATE INDEX "scale_labels_label_only_idx" ON "scale_labels" USING btree ("label_id");
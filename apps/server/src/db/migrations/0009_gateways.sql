CREATE TABLE "gateways" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"gateway_uuid" text NOT NULL,
	"key_hash" text NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"last_seen_time" timestamp with time zone,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "gateway_id" integer;--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "lan_ip" text;--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "lan_port" integer DEFAULT 4001 NOT NULL;--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "lan_status" jsonb;--> statement-breakpoint
ALTER TABLE "gateways" ADD CONSTRAINT "gateways_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateways" ADD CONSTRAINT "gateways_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateways_uuid_idx" ON "gateways" USING btree ("gateway_uuid");--> statement-breakpoint
CREATE INDEX "gateways_shop_idx" ON "gateways" USING btree ("shop_id");--> statement-breakpoint
ALTER TABLE "scales" ADD CONSTRAINT "scales_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE restrict ON UPDATE no action;
CREATE TABLE "scale_registrations" (
	"request_id" text PRIMARY KEY NOT NULL,
	"scale_uuid" text NOT NULL,
	"model" text NOT NULL,
	"firmware" text DEFAULT '' NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_time" timestamp with time zone NOT NULL,
	"scale_id" integer,
	"device_key" text
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"scale_id" integer NOT NULL,
	"good_id" integer,
	"trade_no" text NOT NULL,
	"trade_time" timestamp with time zone NOT NULL,
	"plu" integer NOT NULL,
	"name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"weight_g" integer,
	"quantity" integer,
	"total_price" integer NOT NULL,
	"type" text NOT NULL,
	"barcode" text,
	"ticket_no" text,
	"flagged" boolean DEFAULT false NOT NULL,
	"received_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scale_registrations" ADD CONSTRAINT "scale_registrations_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scale_registrations_expires_idx" ON "scale_registrations" USING btree ("expires_time");--> statement-breakpoint
CREATE UNIQUE INDEX "trades_scale_trade_no_idx" ON "trades" USING btree ("scale_id","trade_no");--> statement-breakpoint
CREATE INDEX "trades_company_time_idx" ON "trades" USING btree ("company_id","trade_time");
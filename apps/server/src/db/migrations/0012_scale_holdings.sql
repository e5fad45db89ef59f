CREATE TABLE "scale_holding_reports" (
	"scale_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"source" text NOT NULL,
	"reported_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scale_holdings" (
	"scale_id" integer NOT NULL,
	"plu" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "scale_holdings_scale_id_plu_pk" PRIMARY KEY("scale_id","plu")
);
--> statement-breakpoint
ALTER TABLE "scale_holding_reports" ADD CONSTRAINT "scale_holding_reports_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_holdings" ADD CONSTRAINT "scale_holdings_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "company_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"join_type" integer NOT NULL,
	"invited_by" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "features" text[] DEFAULT '{"big_screen","workorders","repair"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pay_permission" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "licence_img_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invites_open_idx" ON "company_invites" USING btree ("company_id","phone_number") WHERE "company_invites"."accepted_time" is null;--> statement-breakpoint
CREATE INDEX "company_invites_phone_idx" ON "company_invites" USING btree ("phone_number");
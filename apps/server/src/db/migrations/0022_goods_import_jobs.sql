CREATE TABLE "goods_import_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"mode" text NOT NULL,
	"on_errors" text NOT NULL,
	"status" text NOT NULL,
	"phase" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failed_row_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"started_time" timestamp with time zone NOT NULL,
	"finished_time" timestamp with time zone,
	"heartbeat_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_import_jobs" ADD CONSTRAINT "goods_import_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_import_jobs" ADD CONSTRAINT "goods_import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_import_jobs_one_running_idx" ON "goods_import_jobs" USING btree ("company_id") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "goods_import_jobs_finished_idx" ON "goods_import_jobs" USING btree ("finished_time");
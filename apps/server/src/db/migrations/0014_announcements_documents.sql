CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"publish_at" timestamp with time zone,
	"withdrawn_time" timestamp with time zone,
	"notified_time" timestamp with time zone,
	"author_id" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ch" text NOT NULL,
	"title_en" text NOT NULL,
	"category" text NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"url" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"uploader_id" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "offline_notified_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_publish_idx" ON "announcements" USING btree ("publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_file_name_idx" ON "documents" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "documents_category_idx" ON "documents" USING btree ("category","id");
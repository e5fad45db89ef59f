CREATE TABLE "regional_offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"manager_id" integer,
	"contact_person" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regional_offices_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "riders" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"identity_verified" boolean DEFAULT false NOT NULL,
	"identity_verified_time" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "riders_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "top_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_kind" text NOT NULL,
	"office_id" integer,
	"rider_id" integer,
	"amount_fen" bigint NOT NULL,
	"method" text NOT NULL,
	"reference_no" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"reverses_id" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "top_ups_reference_no_unique" UNIQUE("reference_no"),
	CONSTRAINT "top_ups_one_account" CHECK (("top_ups"."account_kind" = 'office' AND "top_ups"."office_id" IS NOT NULL AND "top_ups"."rider_id" IS NULL) OR ("top_ups"."account_kind" = 'rider' AND "top_ups"."rider_id" IS NOT NULL AND "top_ups"."office_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "face_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"provider" text NOT NULL,
	"request_id" text NOT NULL,
	"passed" integer NOT NULL,
	"score" double precision,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lock_app_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text,
	"wechat_openid" text,
	"nickname" text DEFAULT '' NOT NULL,
	"privacy_version" text,
	"privacy_accepted_time" timestamp with time zone,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_time" timestamp with time zone,
	"erased_time" timestamp with time zone,
	CONSTRAINT "lock_app_accounts_phone_number_unique" UNIQUE("phone_number"),
	CONSTRAINT "lock_app_accounts_wechat_openid_unique" UNIQUE("wechat_openid")
);
--> statement-breakpoint
CREATE TABLE "lock_app_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "lock_app_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "repair_invite_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"revoked_time" timestamp with time zone,
	"created_by" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_invite_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "repair_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"face_status" text DEFAULT 'unverified' NOT NULL,
	"face_verified_time" timestamp with time zone,
	"area_label" text DEFAULT '' NOT NULL,
	"area_lat" double precision,
	"area_lng" double precision,
	"area_radius_m" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_staff_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "repair_staff_companies" (
	"staff_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"invite_code_id" integer,
	"joined_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_staff_companies_staff_id_company_id_pk" PRIMARY KEY("staff_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "lock_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"mac" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"company_id" integer,
	"shop_id" integer,
	"battery_pct" integer,
	"firmware" text DEFAULT '' NOT NULL,
	"last_seen_time" timestamp with time zone,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lock_devices_mac_unique" UNIQUE("mac")
);
--> statement-breakpoint
CREATE TABLE "lock_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer,
	"mac" text NOT NULL,
	"account_id" integer,
	"staff_id" integer,
	"company_id" integer,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"occurred_time" timestamp with time zone NOT NULL,
	"recorded_time" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"distance_m" integer
);
--> statement-breakpoint
CREATE TABLE "privacy_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"action" text NOT NULL,
	"operator_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_accepted_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "regional_offices" ADD CONSTRAINT "regional_offices_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_office_id_regional_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."regional_offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_office_id_regional_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."regional_offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_reverses_id_top_ups_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."top_ups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_verifications" ADD CONSTRAINT "face_verifications_staff_id_repair_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."repair_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_app_sessions" ADD CONSTRAINT "lock_app_sessions_account_id_lock_app_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."lock_app_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_invite_codes" ADD CONSTRAINT "repair_invite_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_invite_codes" ADD CONSTRAINT "repair_invite_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_staff" ADD CONSTRAINT "repair_staff_account_id_lock_app_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."lock_app_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_staff_companies" ADD CONSTRAINT "repair_staff_companies_staff_id_repair_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."repair_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_staff_companies" ADD CONSTRAINT "repair_staff_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_staff_companies" ADD CONSTRAINT "repair_staff_companies_invite_code_id_repair_invite_codes_id_fk" FOREIGN KEY ("invite_code_id") REFERENCES "public"."repair_invite_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_devices" ADD CONSTRAINT "lock_devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_devices" ADD CONSTRAINT "lock_devices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_openings" ADD CONSTRAINT "lock_openings_device_id_lock_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."lock_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_openings" ADD CONSTRAINT "lock_openings_account_id_lock_app_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."lock_app_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_openings" ADD CONSTRAINT "lock_openings_staff_id_repair_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."repair_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_openings" ADD CONSTRAINT "lock_openings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_audit" ADD CONSTRAINT "privacy_audit_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "riders_office_idx" ON "riders" USING btree ("office_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "top_ups_reverses_idx" ON "top_ups" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "top_ups_office_idx" ON "top_ups" USING btree ("office_id","id");--> statement-breakpoint
CREATE INDEX "top_ups_rider_idx" ON "top_ups" USING btree ("rider_id","id");--> statement-breakpoint
CREATE INDEX "face_verifications_staff_idx" ON "face_verifications" USING btree ("staff_id","id");--> statement-breakpoint
CREATE INDEX "lock_app_sessions_account_idx" ON "lock_app_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "repair_invite_codes_company_idx" ON "repair_invite_codes" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "repair_staff_companies_company_idx" ON "repair_staff_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "repair_staff_companies_code_idx" ON "repair_staff_companies" USING btree ("invite_code_id");--> statement-breakpoint
CREATE INDEX "lock_devices_company_idx" ON "lock_devices" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "lock_openings_device_idx" ON "lock_openings" USING btree ("device_id","id");--> statement-breakpoint
CREATE INDEX "lock_openings_company_idx" ON "lock_openings" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "lock_openings_staff_idx" ON "lock_openings" USING btree ("staff_id","id");--> statement-breakpoint
CREATE INDEX "lock_openings_account_idx" ON "lock_openings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "privacy_audit_subject_idx" ON "privacy_audit" USING btree ("subject_kind","subject_id","id");
CREATE TABLE "stock_document_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"good_id" integer NOT NULL,
	"plu" integer NOT NULL,
	"good_name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"quantity" bigint,
	"unit_cost_fen" integer,
	"book_quantity" bigint,
	"counted_quantity" bigint,
	"order_line_id" integer,
	"receipt_line_id" integer,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"number" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"shop_id" integer NOT NULL,
	"target_shop_id" integer,
	"supplier_id" integer,
	"order_id" integer,
	"receipt_id" integer,
	"reverses_id" integer,
	"loss_reason" text,
	"category" text DEFAULT '' NOT NULL,
	"expected_date" date,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"posted_by" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_time" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_time" timestamp with time zone,
	"received_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"shop_id" integer NOT NULL,
	"good_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"unit" text NOT NULL,
	"on_hand" bigint DEFAULT 0 NOT NULL,
	"unit_cost_fen" integer DEFAULT 0 NOT NULL,
	"last_movement_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_shop_id_good_id_pk" PRIMARY KEY("shop_id","good_id"),
	CONSTRAINT "stock_levels_cost_nonnegative" CHECK ("stock_levels"."unit_cost_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"good_id" integer NOT NULL,
	"kind" text NOT NULL,
	"document_id" integer,
	"line_id" integer,
	"quantity" bigint NOT NULL,
	"unit_cost_fen" integer NOT NULL,
	"value_fen" bigint NOT NULL,
	"trades_count" integer DEFAULT 0 NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_number_counters" (
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_number_counters_company_id_type_pk" PRIMARY KEY("company_id","type")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_document_id_stock_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stock_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_order_line_id_stock_document_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."stock_document_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_receipt_line_id_stock_document_lines_id_fk" FOREIGN KEY ("receipt_line_id") REFERENCES "public"."stock_document_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_target_shop_id_shops_id_fk" FOREIGN KEY ("target_shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_order_id_stock_documents_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."stock_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_receipt_id_stock_documents_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."stock_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_reverses_id_stock_documents_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."stock_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_document_id_stock_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stock_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_number_counters" ADD CONSTRAINT "stock_number_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_document_lines_good_idx" ON "stock_document_lines" USING btree ("document_id","good_id");--> statement-breakpoint
CREATE INDEX "stock_document_lines_order_line_idx" ON "stock_document_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "stock_document_lines_receipt_line_idx" ON "stock_document_lines" USING btree ("receipt_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_documents_number_idx" ON "stock_documents" USING btree ("company_id","type","number");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_documents_reverses_idx" ON "stock_documents" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "stock_documents_list_idx" ON "stock_documents" USING btree ("company_id","type","id");--> statement-breakpoint
CREATE INDEX "stock_documents_order_idx" ON "stock_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_documents_receipt_idx" ON "stock_documents" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "stock_levels_company_idx" ON "stock_levels" USING btree ("company_id","shop_id");--> statement-breakpoint
CREATE INDEX "stock_movements_card_idx" ON "stock_movements" USING btree ("shop_id","good_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_document_idx" ON "stock_movements" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_company_name_idx" ON "suppliers" USING btree ("company_id","name");
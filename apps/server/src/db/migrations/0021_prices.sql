CREATE TABLE "price_batch_goods" (
	"batch_id" integer NOT NULL,
	"good_id" integer NOT NULL,
	"zone_key" integer NOT NULL,
	"company_id" integer NOT NULL,
	"unit_price" integer,
	CONSTRAINT "price_batch_goods_batch_id_good_id_zone_key_pk" PRIMARY KEY("batch_id","good_id","zone_key")
);
--> statement-breakpoint
CREATE TABLE "price_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"starts_time" timestamp with time zone NOT NULL,
	"ends_time" timestamp with time zone,
	"base" boolean NOT NULL,
	"zone_ids" integer[] NOT NULL,
	"percent_off" integer,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"rollback_of" integer,
	"created_by" integer,
	"created_time" timestamp with time zone NOT NULL,
	"applied_time" timestamp with time zone,
	"ended_time" timestamp with time zone,
	"cancelled_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_zone_scales" (
	"scale_id" integer PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"company_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_zone_shops" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"company_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"good_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"old_price" integer,
	"new_price" integer,
	"batch_id" integer,
	"changed_by" integer,
	"changed_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "good_price_changes" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "price_batch_goods" ADD CONSTRAINT "price_batch_goods_batch_id_price_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."price_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_batch_goods" ADD CONSTRAINT "price_batch_goods_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_batches" ADD CONSTRAINT "price_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_batches" ADD CONSTRAINT "price_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_zone_scales" ADD CONSTRAINT "price_zone_scales_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_zone_scales" ADD CONSTRAINT "price_zone_scales_zone_id_price_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."price_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_zone_shops" ADD CONSTRAINT "price_zone_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_zone_shops" ADD CONSTRAINT "price_zone_shops_zone_id_price_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."price_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_zones" ADD CONSTRAINT "price_zones_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_price_changes" ADD CONSTRAINT "zone_price_changes_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_price_changes" ADD CONSTRAINT "zone_price_changes_zone_id_price_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."price_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_price_changes" ADD CONSTRAINT "zone_price_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_batch_goods_good_idx" ON "price_batch_goods" USING btree ("good_id","zone_key");--> statement-breakpoint
CREATE INDEX "price_batches_company_starts_idx" ON "price_batches" USING btree ("company_id","starts_time");--> statement-breakpoint
CREATE INDEX "price_batches_due_idx" ON "price_batches" USING btree ("status","starts_time");--> statement-breakpoint
CREATE INDEX "price_zone_scales_zone_idx" ON "price_zone_scales" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "price_zone_shops_zone_idx" ON "price_zone_shops" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_zones_company_name_idx" ON "price_zones" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "zone_price_changes_good_zone_idx" ON "zone_price_changes" USING btree ("good_id","zone_id","changed_time");--> statement-breakpoint
CREATE INDEX "good_price_changes_good_time_idx" ON "good_price_changes" USING btree ("good_id","changed_time");--> statement-breakpoint
-- The price a good sells at, at a moment, in a zone (NULL: a scale in no zone); docs/prices.md.
-- A pure function of its arguments and the stored edits and batches: the device sync, the scale
-- pages, the batch previews, the calendar and the statistics all ask it.
--   regular: the zone's own price in force (the last zone edit or batch at or before the moment;
--            a NULL one takes it away), else the base price in force, else the base price the
--            first later change started from, else the good's price;
--   own:     the zone's own price in force, or NULL;
--   price:   the regular price less the largest markdown running at that moment, at least 1 fen.
-- Ties at one moment go to the change recorded last, and between an edit and a batch recorded at
-- the same moment, to the batch.
CREATE FUNCTION effective_price(p_good integer, p_zone integer, p_at timestamptz,
  OUT price integer, OUT regular integer, OUT own integer, OUT source text, OUT markdown_id integer,
  OUT percent_off integer)
LANGUAGE sql STABLE AS $$
  WITH zone_step AS (
    SELECT s.unit_price FROM (
      SELECT z.new_price AS unit_price, z.changed_time AS at, z.changed_time AS recorded, 0 AS rank, z.id
        FROM zone_price_changes z
        WHERE z.good_id = p_good AND z.zone_id = p_zone AND z.batch_id IS NULL AND z.changed_time <= p_at
      UNION ALL
      SELECT i.unit_price, b.starts_time, b.created_time, 1, b.id
        FROM price_batch_goods i JOIN price_batches b ON b.id = i.batch_id
        WHERE i.good_id = p_good AND i.zone_key = p_zone AND b.kind = 'change' AND b.status <> 'cancelled'
          AND b.starts_time <= p_at
    ) s ORDER BY s.at DESC, s.recorded DESC, s.rank DESC, s.id DESC LIMIT 1),
  base_step AS (
    SELECT s.unit_price FROM (
      SELECT c.new_price AS unit_price, c.changed_time AS at, c.changed_time AS recorded, 0 AS rank, c.id
        FROM good_price_changes c
        WHERE c.good_id = p_good AND c.batch_id IS NULL AND c.changed_time <= p_at
      UNION ALL
      SELECT i.unit_price, b.starts_time, b.created_time, 1, b.id
        FROM price_batch_goods i JOIN price_batches b ON b.id = i.batch_id
        WHERE i.good_id = p_good AND i.zone_key = 0 AND b.kind = 'change' AND b.status <> 'cancelled'
          AND b.starts_time <= p_at AND i.unit_price IS NOT NULL
    ) s ORDER BY s.at DESC, s.recorded DESC, s.rank DESC, s.id DESC LIMIT 1),
  regular AS (
    SELECT (SELECT unit_price FROM zone_step) AS own,
      coalesce(
        (SELECT unit_price FROM zone_step),
        (SELECT unit_price FROM base_step),
        (SELECT coalesce(c.old_price, c.new_price) FROM good_price_changes c
          WHERE c.good_id = p_good AND c.changed_time > p_at ORDER BY c.changed_time, c.id LIMIT 1),
        (SELECT g.unit_price FROM goods g WHERE g.id = p_good)) AS price),
  markdown AS (
    SELECT b.id, b.percent_off FROM price_batch_goods i JOIN price_batches b ON b.id = i.batch_id
      WHERE i.good_id = p_good AND i.zone_key = coalesce(p_zone, 0) AND b.kind = 'markdown'
        AND b.status <> 'cancelled' AND b.starts_time <= p_at AND p_at < b.ends_time
      ORDER BY b.percent_off DESC, b.id LIMIT 1)
  SELECT
    CASE WHEN m.id IS NULL THEN r.price ELSE greatest(1, (r.price * (100 - m.percent_off) + 50) / 100) END,
    r.price,
    r.own,
    CASE WHEN m.id IS NOT NULL THEN 'markdown' WHEN r.own IS NOT NULL THEN 'zone' ELSE 'base' END,
    m.id,
    m.percent_off
  FROM regular r LEFT JOIN markdown m ON true
$$;

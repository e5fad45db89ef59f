CREATE TABLE "shop_goods" (
	"shop_id" integer NOT NULL,
	"good_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_goods_shop_id_good_id_pk" PRIMARY KEY("shop_id","good_id")
);
--> statement-breakpoint
ALTER TABLE "shop_goods" ADD CONSTRAINT "shop_goods_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_goods" ADD CONSTRAINT "shop_goods_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_goods_good_idx" ON "shop_goods" USING btree ("good_id");
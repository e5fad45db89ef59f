-- An announcement may have an English version, which the English console shows; without one its
-- readers see the Chinese.
ALTER TABLE "announcements" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "body_en" text;

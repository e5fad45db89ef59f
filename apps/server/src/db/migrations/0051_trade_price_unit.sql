-- What a sale's unit price is per: a scale sends the price as its good is priced (per kg, 500 g or
-- 100 g, or per piece), and the list showed it without its unit, so price × amount did not give the
-- total. Added with a default, the column costs no rewrite of the table.
ALTER TABLE "trades" ADD COLUMN "price_unit" text DEFAULT 'kg' NOT NULL;--> statement-breakpoint
-- The sales stored before: priced as their goods are now (the nearest record there is), a counted
-- sale per piece; as the upload decides which total a sale should have (device.service.ts).
UPDATE trades t SET price_unit = CASE WHEN g.pricing_mode = 'by_weight' THEN g.weight_unit ELSE 'pcs' END
FROM goods g
WHERE g.id = t.good_id AND (g.pricing_mode <> 'by_weight' OR g.weight_unit <> 'kg');--> statement-breakpoint
-- A sale with a count whose good is unknown or gone was checked per piece.
UPDATE trades t SET price_unit = 'pcs'
WHERE t.quantity IS NOT NULL AND NOT EXISTS (SELECT 1 FROM goods g WHERE g.id = t.good_id);

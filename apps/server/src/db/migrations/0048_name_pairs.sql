-- The pairs of a name's neighbouring characters serve the sales' names too: the function is renamed
-- for what it cuts, not whose names (an index refers to its function by number, so the goods' index
-- stands as it is), and `trade_names` gets an index of its own, for a word's names over every
-- company without reading all of them (decision 33).
ALTER FUNCTION goods_name_pairs(text) RENAME TO name_pairs;--> statement-breakpoint
CREATE INDEX "trade_names_name_pairs_idx" ON "trade_names" USING gin (name_pairs("name"));

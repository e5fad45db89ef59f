-- A good is searched in every line of its name, as the console shows the name ("西红柿 Tomato"): an
-- English second line was shown but not found. The lines joined by spaces, of operators that are
-- immutable, so that an index may hold it (concat_ws and array_to_string are not).
CREATE FUNCTION good_search_text(name_lines text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(name_lines[1], '') || coalesce(' ' || name_lines[2], '') || coalesce(' ' || name_lines[3], '')
$$;
--> statement-breakpoint
DROP INDEX "goods_name_pairs_idx";--> statement-breakpoint
CREATE INDEX "goods_name_pairs_idx" ON "goods" USING gin (name_pairs(good_search_text("name_lines")));

-- The pairs of neighbouring characters of a good's name, lower-cased, for the goods search (a word
-- is found anywhere in a name only where the name holds every pair of the word: goodSearch). The
-- name is cut into pairs twice, from its first and from its second character, so that between them
-- every neighbouring pair is there; an odd name's last character comes along alone. Built only of
-- functions PostgreSQL itself provides, so the planner inlines it (about 2 µs a name). Pairs alone,
-- not each character too: a write pays mostly for the index's entries, one a pair
-- (bench/findings.md). A \x01 in a name, the cut mark, is read as a space.
CREATE FUNCTION goods_name_pairs(name text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(
    string_to_array(regexp_replace(translate(lower(name), E'\x01', ' '), '(..)', E'\\1\x01', 'g'), E'\x01')
      || string_to_array(regexp_replace(substr(translate(lower(name), E'\x01', ' '), 2), '(..)', E'\\1\x01', 'g'), E'\x01'),
    '')
$$;
--> statement-breakpoint
CREATE INDEX "goods_name_pairs_idx" ON "goods" USING gin (goods_name_pairs("name"));

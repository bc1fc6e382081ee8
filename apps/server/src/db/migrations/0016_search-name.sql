-- Free-text search (docs/decisions/025-free-text-search.md): the restaurant's name folded like
-- search_text, so name matches rank first. Existing rows are filled in at start-up by
-- refreshSearchText (src/modules/search/search-text-refresh.ts), which runs the same folding
-- function in the server; SQL alone cannot.
ALTER TABLE "restaurants" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;

-- No two rows may hold the same table over overlapping periods: this constraint, not application
-- code, is what makes a double booking impossible, whatever the concurrency and however many
-- server instances run. Drizzle cannot declare exclusion constraints, hence this custom migration.
-- btree_gist (migration 0000) supplies the GiST equality operator for the integer table_id.
ALTER TABLE "booking_tables" ADD CONSTRAINT "booking_tables_no_overlap" EXCLUDE USING gist ("table_id" WITH =, "period" WITH &&);

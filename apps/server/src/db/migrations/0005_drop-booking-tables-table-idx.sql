-- The exclusion constraint booking_tables_no_overlap (migration 0003) has a GiST index on
-- (table_id, period): it answers every lookup by table_id (the occupancy probes, the foreign-key
-- checks when a table is deleted) as well as this btree did, which only cost every hold an extra
-- index insert. ADR 011 has the EXPLAIN output.
DROP INDEX "booking_tables_table_idx";
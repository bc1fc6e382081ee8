-- btree_gist lets a GiST exclusion constraint mix equality on a plain column (table_id WITH =)
-- with range overlap (period WITH &&). The booking_tables constraint that makes double bookings
-- impossible needs it; it is created first so both PGlite and PostgreSQL prove they have it.
CREATE EXTENSION IF NOT EXISTS btree_gist;

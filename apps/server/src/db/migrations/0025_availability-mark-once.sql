-- A new booking's tables cover the booking's own span, which the booking's trigger has just
-- marked: marking them again cost every reserve a second restaurant lookup and marking upsert.
-- The booking's trigger now remembers, for the rest of its transaction, the last booking it saw
-- inserted and its span; a table row of that booking within that span is skipped. Any other
-- table row (a move, a table added later, another booking of the same transaction) still marks.
CREATE OR REPLACE FUNCTION "availability_mark_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM availability_mark_span(OLD.restaurant_id, OLD.start_at, OLD.end_at);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM availability_mark_span(NEW.restaurant_id, NEW.start_at, NEW.end_at);
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM set_config('dekka.marked_booking',
      NEW.id::text || ' ' || tstzrange(NEW.start_at, NEW.end_at)::text, true);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "availability_mark_booking_table"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_ booking_tables;
  marked text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    marked := current_setting('dekka.marked_booking', true);
    IF marked IS NOT NULL AND marked <> ''
      AND split_part(marked, ' ', 1) = NEW.booking_id::text
      AND substr(marked, length(split_part(marked, ' ', 1)) + 2)::tstzrange @> NEW.period THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    row_ := OLD;
  ELSE
    row_ := NEW;
  END IF;
  PERFORM availability_mark_span(b.restaurant_id, lower(row_.period), upper(row_.period))
    FROM bookings b WHERE b.id = row_.booking_id;
  IF TG_OP = 'UPDATE' THEN
    PERFORM availability_mark_span(b.restaurant_id, lower(OLD.period), upper(OLD.period))
      FROM bookings b WHERE b.id = OLD.booking_id;
  END IF;
  RETURN NULL;
END
$$;

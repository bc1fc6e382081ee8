-- The availability index (docs/decisions/035-availability-index.md): per restaurant and local day,
-- for every party size, the five-minute cells holding a start that party can book. Triggers on
-- every table the engine reads mark (restaurant, day) dirty in the writing transaction; the
-- refresher job recomputes dirty rows with the engine. Day '-infinity' marks every day of a
-- restaurant (its hours, tables or rules changed).
CREATE TABLE "availability_index" (
	"restaurant_id" integer NOT NULL,
	"day" date NOT NULL,
	"origin" integer NOT NULL,
	"party_count" smallint NOT NULL,
	"free" bit varying NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "availability_index_day_restaurant_id_pk" PRIMARY KEY("day","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "availability_index_dirty" (
	"restaurant_id" integer NOT NULL,
	"day" date NOT NULL,
	"claim" bigint,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "availability_index_dirty_restaurant_id_day_pk" PRIMARY KEY("restaurant_id","day")
);
--> statement-breakpoint
ALTER TABLE "availability_index" ADD CONSTRAINT "availability_index_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Marks one pair dirty. A pair the refresher has claimed loses its claim, so the refresher keeps
-- it dirty when it finishes; an unclaimed pair is left alone (still locked by the conflict check,
-- so the refresher skips it until this transaction ends).
CREATE FUNCTION "availability_mark_dirty"(restaurant integer, day date) RETURNS void LANGUAGE sql AS $$
  INSERT INTO availability_index_dirty (restaurant_id, day) VALUES (restaurant, day)
  ON CONFLICT (restaurant_id, day) DO UPDATE SET claim = NULL, claimed_at = NULL
  WHERE availability_index_dirty.claim IS NOT NULL;
$$;--> statement-breakpoint
-- Marks the local days whose sittings a booking over [from_at, to_at) can touch: every sitting
-- starting up to 12 hours before it (no sitting is that long) through its end.
CREATE FUNCTION "availability_mark_span"(restaurant integer, from_at timestamptz, to_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text;
  first_day date;
  last_day date;
BEGIN
  SELECT time_zone INTO zone FROM restaurants WHERE id = restaurant;
  IF zone IS NULL THEN
    RETURN;
  END IF;
  first_day := ((from_at - interval '12 hours') AT TIME ZONE zone)::date;
  last_day := (to_at AT TIME ZONE zone)::date;
  FOR d IN 0 .. (last_day - first_day) LOOP
    PERFORM availability_mark_dirty(restaurant, first_day + d);
  END LOOP;
END
$$;--> statement-breakpoint
CREATE FUNCTION "availability_mark_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM availability_mark_span(OLD.restaurant_id, OLD.start_at, OLD.end_at);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM availability_mark_span(NEW.restaurant_id, NEW.start_at, NEW.end_at);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_mark_availability" AFTER INSERT OR DELETE OR UPDATE OF "restaurant_id", "start_at", "end_at", "guests", "status", "is_waiting_list", "hold_expires_at", "event_occurrence_id" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "availability_mark_booking"();--> statement-breakpoint
-- A table moved, added to or taken from a booking that already exists (a new booking's own rows
-- are covered by the booking's trigger, but marking again costs one probe).
CREATE FUNCTION "availability_mark_booking_table"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_ booking_tables;
BEGIN
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
$$;--> statement-breakpoint
CREATE TRIGGER "booking_tables_mark_availability" AFTER INSERT OR DELETE OR UPDATE ON "booking_tables"
  FOR EACH ROW EXECUTE FUNCTION "availability_mark_booking_table"();--> statement-breakpoint
-- Rows that carry restaurant_id: opening hours, special days, sitting lengths, tables,
-- combinations, events. Any change marks every day of the restaurant.
CREATE FUNCTION "availability_mark_restaurant_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM availability_mark_dirty(OLD.restaurant_id, '-infinity');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM availability_mark_dirty(NEW.restaurant_id, '-infinity');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "opening_hours_mark_availability" AFTER INSERT OR DELETE OR UPDATE ON "opening_hours"
  FOR EACH ROW EXECUTE FUNCTION "availability_mark_restaurant_row"();--> statement-breakpoint
CREATE TRIGGER "special_days_mark_availability" AFTER INSERT OR DELETE OR UPDATE ON "special_days"
  FOR EACH ROW EXECUTE FUNCTION "availability_mark_restaurant_row"();--> statement-breakpoint
CREATE TRIGGER "duration_rules_mark_availability" AFTER INSERT OR DELETE OR UPDATE ON "duration_rules"
  FOR EACH ROW EXECUTE FUNCTION "availability_mark_restaurant_row"();--> statement-breakpoint
CREATE TRIGGER "tables_mark_availability" AFTER INSERT OR DELETE OR UPDATE ON "tables"
  FOR EACH ROW EXECUTE FUNCTION "availability_mark_restaurant_row"();--> statement-breakpoint
CREATE TRIGGER "table_combinations_mark_availability" AFTER INSERT OR DELETE OR UPDATE ON "table_combinations"
  FOR EACH ROW EXECUTE FUNCTION "availability_mark_restaurant_row"();--> statement-breakpoint
CREATE TRIGGER "events_mark_availability" AFTER INSERT OR DELETE OR UPDATE ON "events"
  FOR EACH ROW EXECUTE FUNCTION "availability_mark_restaurant_row"();--> statement-breakpoint
-- A combination's tables: the combination's restaurant (gone already when the combination itself
-- was deleted, whose own trigger marked it).
CREATE FUNCTION "availability_mark_combination_table"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM availability_mark_dirty(c.restaurant_id, '-infinity')
    FROM table_combinations c
    WHERE c.id IN (CASE WHEN TG_OP = 'DELETE' THEN OLD.combination_id ELSE NEW.combination_id END,
      CASE WHEN TG_OP = 'UPDATE' THEN OLD.combination_id END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "table_combination_tables_mark_availability" AFTER INSERT OR DELETE OR UPDATE ON "table_combination_tables"
  FOR EACH ROW EXECUTE FUNCTION "availability_mark_combination_table"();--> statement-breakpoint
-- An occurrence's dates or tickets: the days it spans, in its event's restaurant.
CREATE FUNCTION "availability_mark_occurrence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM availability_mark_span(e.restaurant_id, OLD.starts_at, OLD.ends_at)
      FROM events e WHERE e.id = OLD.event_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM availability_mark_span(e.restaurant_id, NEW.starts_at, NEW.ends_at)
      FROM events e WHERE e.id = NEW.event_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "event_occurrences_mark_availability" AFTER INSERT OR DELETE OR UPDATE ON "event_occurrences"
  FOR EACH ROW EXECUTE FUNCTION "availability_mark_occurrence"();--> statement-breakpoint
-- A new restaurant, or one whose booking rules changed.
CREATE FUNCTION "availability_mark_restaurant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM availability_mark_dirty(NEW.id, '-infinity');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "restaurants_mark_availability" AFTER INSERT OR UPDATE OF "time_zone", "slot_interval_minutes", "lead_time_minutes", "booking_window_days", "max_online_party_size", "default_duration_minutes", "pacing_max_covers_per_slot", "waiting_list_enabled" ON "restaurants"
  FOR EACH ROW EXECUTE FUNCTION "availability_mark_restaurant"();--> statement-breakpoint
-- Every restaurant already there gets its index built by the refresher.
INSERT INTO "availability_index_dirty" ("restaurant_id", "day") SELECT "id", '-infinity' FROM "restaurants";

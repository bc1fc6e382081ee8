-- Each guest carries the count and latest start of its confirmed bookings (waiting-list entries
-- left out), so the guests page sorts by visits or last visit without counting every guest's
-- bookings: visits by now are these less the guest's few upcoming ones (guests.repository.ts).
ALTER TABLE "guests" ADD COLUMN "confirmed_bookings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "latest_confirmed_start" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION "guest_count_confirmed"(guest integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The guest's row first: under READ COMMITTED the count below then reads a snapshot taken
  -- after any other transaction that changed this guest's bookings has committed, so two
  -- bookings confirmed at once both count.
  PERFORM 1 FROM guests WHERE id = guest FOR UPDATE;
  UPDATE guests SET (confirmed_bookings, latest_confirmed_start) = (
    SELECT count(*)::int, max(b.start_at) FROM bookings b
    WHERE b.guest_id = guest AND b.status = 'confirmed' AND NOT b.is_waiting_list)
  WHERE id = guest;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bookings_count_guest_visits"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.guest_id IS NOT NULL THEN
    PERFORM guest_count_confirmed(OLD.guest_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.guest_id IS NOT NULL
    AND (TG_OP = 'INSERT' OR NEW.guest_id IS DISTINCT FROM OLD.guest_id) THEN
    PERFORM guest_count_confirmed(NEW.guest_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only the writes that change a count or a latest start: a hold, a new waiting-list entry or a
-- note on a booking writes no guest.
CREATE TRIGGER "bookings_count_guest_visits_insert" AFTER INSERT ON "bookings"
  FOR EACH ROW WHEN (NEW.guest_id IS NOT NULL AND NEW.status = 'confirmed' AND NOT NEW.is_waiting_list)
  EXECUTE FUNCTION "bookings_count_guest_visits"();--> statement-breakpoint
CREATE TRIGGER "bookings_count_guest_visits_update"
  -- e-mail and phone too: a changed contact can lead the match trigger to another guest, and a
  -- column list sees only the columns the UPDATE itself sets.
  AFTER UPDATE OF "guest_id", "status", "is_waiting_list", "start_at", "email", "phone" ON "bookings"
  FOR EACH ROW WHEN (
    OLD.guest_id IS DISTINCT FROM NEW.guest_id
    OR (OLD.status = 'confirmed' AND NOT OLD.is_waiting_list)
      IS DISTINCT FROM (NEW.status = 'confirmed' AND NOT NEW.is_waiting_list)
    OR (NEW.status = 'confirmed' AND NOT NEW.is_waiting_list AND OLD.start_at IS DISTINCT FROM NEW.start_at))
  EXECUTE FUNCTION "bookings_count_guest_visits"();--> statement-breakpoint
CREATE TRIGGER "bookings_count_guest_visits_delete" AFTER DELETE ON "bookings"
  FOR EACH ROW WHEN (OLD.guest_id IS NOT NULL AND OLD.status = 'confirmed' AND NOT OLD.is_waiting_list)
  EXECUTE FUNCTION "bookings_count_guest_visits"();--> statement-breakpoint
UPDATE "guests" g SET ("confirmed_bookings", "latest_confirmed_start") = (
  SELECT count(*)::int, max(b.start_at) FROM "bookings" b
  WHERE b.guest_id = g.id AND b.status = 'confirmed' AND NOT b.is_waiting_list);

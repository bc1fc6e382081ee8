-- The guest list (docs/decisions/023-guest-list.md): a confirmed booking's seating on the evening,
-- the restaurant's cancel reason, the record of every status change, and a notification on
-- channel dekka_guest_list whenever a booking a guest list shows (or its payment) changes, so
-- every open guest list of that restaurant, on any instance, reads its day again.
CREATE TABLE "booking_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"changed_by" uuid,
	"reason" text,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "seating" text DEFAULT 'expected' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "booking_status_changes" ADD CONSTRAINT "booking_status_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_changes" ADD CONSTRAINT "booking_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_status_changes_booking_idx" ON "booking_status_changes" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_seating" CHECK ("bookings"."seating" in ('expected', 'arrived', 'seated', 'finished'));--> statement-breakpoint
CREATE FUNCTION "notify_guest_list"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dekka_guest_list', json_build_object('restaurantId', NEW.restaurant_id, 'bookingId', NEW.id)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_notify_guest_list" AFTER INSERT OR UPDATE ON "bookings"
  FOR EACH ROW WHEN (NEW.status NOT IN ('held', 'expired')) EXECUTE FUNCTION "notify_guest_list"();--> statement-breakpoint
CREATE FUNCTION "notify_guest_list_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  restaurant integer;
BEGIN
  SELECT restaurant_id INTO restaurant FROM bookings
    WHERE id = NEW.booking_id AND status NOT IN ('held', 'expired');
  IF restaurant IS NOT NULL THEN
    PERFORM pg_notify('dekka_guest_list', json_build_object('restaurantId', restaurant, 'bookingId', NEW.booking_id)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payments_notify_guest_list" AFTER INSERT OR UPDATE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "notify_guest_list_payment"();

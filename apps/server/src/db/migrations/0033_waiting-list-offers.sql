-- Waiting-list offers (docs/decisions/063-waiting-list-offers.md): a freed table offered to a
-- waiting-list entry, held for it until the offer's deadline. Beside the generated tables:
-- the exclusion constraint that allows one live offer of a table at a time; the trigger that
-- records every freed table (a booking_tables row deleted or its period changed) for the offer
-- job, in the freeing transaction; the trigger that settles a live offer whenever its entry's
-- hold ends (confirmed: accepted; back on the list or expired: lapsed; cancelled: withdrawn);
-- and a guest-list notification for every offer change, since an offered entry's row is `held`,
-- which the bookings trigger does not announce.
CREATE TABLE "freed_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"period" "tstzrange" NOT NULL,
	"freed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"period" "tstzrange" NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"offered_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "table_offers_status" CHECK ("table_offers"."status" in ('live', 'accepted', 'declined', 'lapsed', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "waiting_list_offers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "offer_hold_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "table_offers" ADD CONSTRAINT "table_offers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_offers" ADD CONSTRAINT "table_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_offers" ADD CONSTRAINT "table_offers_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_offers" ADD CONSTRAINT "table_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "table_offers_live_booking_idx" ON "table_offers" USING btree ("booking_id") WHERE "table_offers"."status" = 'live';--> statement-breakpoint
CREATE INDEX "table_offers_booking_idx" ON "table_offers" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "table_offers_restaurant_idx" ON "table_offers" USING btree ("restaurant_id","created_at");--> statement-breakpoint
ALTER TABLE "table_offers" ADD CONSTRAINT "table_offers_no_overlap" EXCLUDE USING gist ("table_id" WITH =, "period" WITH &&) WHERE ("status" = 'live');--> statement-breakpoint
CREATE FUNCTION "record_freed_table"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.period IS DISTINCT FROM NEW.period OR OLD.table_id <> NEW.table_id THEN
    INSERT INTO freed_tables (table_id, period) VALUES (OLD.table_id, OLD.period);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "booking_tables_record_freed" AFTER DELETE OR UPDATE ON "booking_tables"
  FOR EACH ROW EXECUTE FUNCTION "record_freed_table"();--> statement-breakpoint
CREATE FUNCTION "settle_table_offer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_offers SET
    status = CASE NEW.status
      WHEN 'confirmed' THEN 'accepted'
      WHEN 'cancelled' THEN 'withdrawn'
      ELSE 'lapsed' END,
    decided_at = NEW.updated_at
  WHERE booking_id = NEW.id AND status = 'live';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_settle_table_offer" AFTER UPDATE OF "status" ON "bookings"
  FOR EACH ROW WHEN (OLD.status = 'held' AND NEW.status <> 'held')
  EXECUTE FUNCTION "settle_table_offer"();--> statement-breakpoint
CREATE FUNCTION "notify_guest_list_offer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dekka_guest_list', json_build_object('restaurantId', NEW.restaurant_id, 'bookingId', NEW.booking_id)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "table_offers_notify_guest_list" AFTER INSERT OR UPDATE ON "table_offers"
  FOR EACH ROW EXECUTE FUNCTION "notify_guest_list_offer"();

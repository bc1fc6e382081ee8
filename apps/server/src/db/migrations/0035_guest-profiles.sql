-- Guest profiles (docs/decisions/068-guest-profiles.md): a restaurant's guest records, the
-- normalised e-mail addresses and phone numbers that lead to them, and the triggers that match
-- every booking, waiting-list entry, staff booking and food order to its guest as it is written
-- (one primary-key look-up and an upsert), then match the rows already there.
CREATE TABLE "guest_keys" (
	"restaurant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"guest_id" integer NOT NULL,
	CONSTRAINT "guest_keys_restaurant_id_kind_value_pk" PRIMARY KEY("restaurant_id","kind","value"),
	CONSTRAINT "guest_keys_kind" CHECK ("guest_keys"."kind" in ('email', 'phone'))
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"language" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergies" text DEFAULT '' NOT NULL,
	"preferences" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_tags_count" CHECK (cardinality("guests"."tags") <= 20)
);
--> statement-breakpoint
ALTER TABLE "food_orders" ADD COLUMN "guest_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_id" integer;--> statement-breakpoint
ALTER TABLE "guest_keys" ADD CONSTRAINT "guest_keys_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_keys" ADD CONSTRAINT "guest_keys_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_keys_guest_idx" ON "guest_keys" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "guest_keys_prefix_idx" ON "guest_keys" USING btree ("restaurant_id","kind","value" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "guests_restaurant_idx" ON "guests" USING btree ("restaurant_id","id");--> statement-breakpoint
CREATE INDEX "guests_restaurant_name_idx" ON "guests" USING btree ("restaurant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "guests_tags_idx" ON "guests" USING gin ("tags");--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_orders_guest_idx" ON "food_orders" USING btree ("guest_id") WHERE "food_orders"."guest_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_guest_idx" ON "bookings" USING btree ("guest_id","start_at") WHERE "bookings"."guest_id" is not null;--> statement-breakpoint
CREATE FUNCTION "guest_phone_key"(phone text, country text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN d IS NULL OR length(d) < 5 THEN NULL
    WHEN ltrim(phone) LIKE '+%' THEN d
    WHEN d LIKE '00%' THEN substr(d, 3)
    ELSE CASE country WHEN 'is' THEN '354' WHEN 'es' THEN '34' WHEN 'no' THEN '47'
      WHEN 'dk' THEN '45' ELSE '' END || d
  END
  FROM (SELECT nullif(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '') AS d) AS digits
$$;--> statement-breakpoint
CREATE FUNCTION "guest_for_contact"(restaurant integer, p_email text, p_phone text, p_name text, p_language text)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  email_key text := nullif(lower(trim(p_email)), '');
  phone_key text := guest_phone_key(p_phone, (SELECT country FROM restaurants WHERE id = restaurant));
  guest integer;
BEGIN
  IF email_key IS NULL AND phone_key IS NULL THEN
    RETURN NULL;
  END IF;
  -- The e-mail address decides when it and the phone lead to different guests ('email' < 'phone').
  SELECT guest_id INTO guest FROM guest_keys
    WHERE restaurant_id = restaurant
      AND ((kind = 'email' AND value = email_key) OR (kind = 'phone' AND value = phone_key))
    ORDER BY kind LIMIT 1;
  IF guest IS NULL THEN
    INSERT INTO guests (restaurant_id, name, email, phone, language)
      VALUES (restaurant, coalesce(nullif(trim(p_name), ''), ''), email_key, nullif(trim(p_phone), ''), p_language)
      RETURNING id INTO guest;
  ELSE
    UPDATE guests SET
      name = coalesce(nullif(trim(p_name), ''), name),
      email = coalesce(email_key, email),
      phone = coalesce(nullif(trim(p_phone), ''), phone),
      language = coalesce(p_language, language),
      updated_at = now()
    WHERE id = guest;
  END IF;
  IF email_key IS NOT NULL THEN
    INSERT INTO guest_keys VALUES (restaurant, 'email', email_key, guest) ON CONFLICT DO NOTHING;
  END IF;
  IF phone_key IS NOT NULL THEN
    INSERT INTO guest_keys VALUES (restaurant, 'phone', phone_key, guest) ON CONFLICT DO NOTHING;
  END IF;
  RETURN guest;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bookings_match_guest"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind <> 'block' THEN
    NEW.guest_id := guest_for_contact(NEW.restaurant_id, NEW.email, NEW.phone,
      concat_ws(' ', NEW.first_name, NEW.last_name), NEW.language);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_match_guest_insert" BEFORE INSERT ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_match_guest"();--> statement-breakpoint
CREATE TRIGGER "bookings_match_guest_update" BEFORE UPDATE OF "email", "phone" ON "bookings"
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.phone IS DISTINCT FROM NEW.phone)
  EXECUTE FUNCTION "bookings_match_guest"();--> statement-breakpoint
CREATE FUNCTION "food_orders_match_guest"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.guest_id := guest_for_contact(NEW.restaurant_id, NEW.email, NEW.phone,
    concat_ws(' ', nullif(NEW.first_name, ''), nullif(NEW.last_name, '')), NEW.language);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "food_orders_match_guest_insert" BEFORE INSERT ON "food_orders"
  FOR EACH ROW EXECUTE FUNCTION "food_orders_match_guest"();--> statement-breakpoint
CREATE TRIGGER "food_orders_match_guest_update" BEFORE UPDATE OF "email", "phone" ON "food_orders"
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.phone IS DISTINCT FROM NEW.phone)
  EXECUTE FUNCTION "food_orders_match_guest"();--> statement-breakpoint
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id, 'b' AS t, created_at FROM bookings
      WHERE kind <> 'block' AND (email IS NOT NULL OR phone IS NOT NULL)
    UNION ALL SELECT id, 'o', created_at FROM food_orders
    ORDER BY created_at, id
  LOOP
    IF r.t = 'b' THEN
      UPDATE bookings SET guest_id = guest_for_contact(restaurant_id, email, phone,
        concat_ws(' ', first_name, last_name), language) WHERE id = r.id;
    ELSE
      UPDATE food_orders SET guest_id = guest_for_contact(restaurant_id, email, phone,
        concat_ws(' ', nullif(first_name, ''), nullif(last_name, '')), language) WHERE id = r.id;
    END IF;
  END LOOP;
END
$$;

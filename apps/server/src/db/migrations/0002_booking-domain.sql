CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_menus" (
	"booking_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "booking_menus_booking_id_menu_id_pk" PRIMARY KEY("booking_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "booking_tables" (
	"booking_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"period" "tstzrange" NOT NULL,
	CONSTRAINT "booking_tables_booking_id_table_id_pk" PRIMARY KEY("booking_id","table_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" integer NOT NULL,
	"event_id" integer,
	"event_occurrence_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"guests" integer NOT NULL,
	"status" text NOT NULL,
	"is_waiting_list" boolean DEFAULT false NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"source" integer NOT NULL,
	"user_id" uuid,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"phone_region" text,
	"special_request" text,
	"allow_dineout_emails" boolean DEFAULT false NOT NULL,
	"allow_restaurant_emails" boolean DEFAULT false NOT NULL,
	"referrer_code" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duration_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"min_guests" integer NOT NULL,
	"max_guests" integer NOT NULL,
	"minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_occurrences" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ticket_capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"is_christmas" boolean DEFAULT false NOT NULL,
	"price_per_guest" integer,
	"status_label" integer
);
--> statement-breakpoint
CREATE TABLE "floor_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_floor_plans" (
	"menu_id" integer NOT NULL,
	"floor_plan_id" integer NOT NULL,
	CONSTRAINT "menu_floor_plans_menu_id_floor_plan_id_pk" PRIMARY KEY("menu_id","floor_plan_id")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer,
	"payment_type" integer DEFAULT 0 NOT NULL,
	"min_guests" integer DEFAULT 1 NOT NULL,
	"max_guests" integer DEFAULT 0 NOT NULL,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"event_id" integer,
	"available_from" text,
	"available_to" text
);
--> statement-breakpoint
CREATE TABLE "occasions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "occasions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	"last_seating" text NOT NULL,
	"name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_categories" (
	"restaurant_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "restaurant_categories_restaurant_id_category_id_pk" PRIMARY KEY("restaurant_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "restaurant_occasions" (
	"restaurant_id" integer NOT NULL,
	"occasion_id" integer NOT NULL,
	CONSTRAINT "restaurant_occasions_restaurant_id_occasion_id_pk" PRIMARY KEY("restaurant_id","occasion_id")
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL,
	"area_id" integer,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"locale" text NOT NULL,
	"time_zone" text NOT NULL,
	"price_category" integer NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"confirmation_note" text DEFAULT '' NOT NULL,
	"policy_text" text,
	"require_policy_accept" boolean DEFAULT false NOT NULL,
	"slot_interval_minutes" integer DEFAULT 15 NOT NULL,
	"lead_time_minutes" integer DEFAULT 60 NOT NULL,
	"booking_window_days" integer DEFAULT 90 NOT NULL,
	"max_online_party_size" integer DEFAULT 12 NOT NULL,
	"cancellation_deadline_hours" integer DEFAULT 24 NOT NULL,
	"waiting_list_enabled" boolean DEFAULT false NOT NULL,
	"online_menu_mandatory" boolean DEFAULT false NOT NULL,
	"default_duration_minutes" integer DEFAULT 120 NOT NULL,
	"pacing_max_covers_per_slot" integer,
	"redirect_url" text,
	"theme" jsonb,
	"payment_rule" text DEFAULT 'none' NOT NULL,
	"payment_amount_per_guest" integer DEFAULT 0 NOT NULL,
	"payment_provider" integer,
	"external_payment_form" boolean DEFAULT false NOT NULL,
	"ga_tracking_id" text,
	"fb_pixel_id" text,
	"list_index" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_slug_unique" UNIQUE("slug"),
	CONSTRAINT "restaurants_price_category" CHECK ("restaurants"."price_category" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "special_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"date" text NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_combination_tables" (
	"combination_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	CONSTRAINT "table_combination_tables_combination_id_table_id_pk" PRIMARY KEY("combination_id","table_id")
);
--> statement-breakpoint
CREATE TABLE "table_combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"min_guests" integer NOT NULL,
	"max_guests" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"floor_plan_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_guests" integer NOT NULL,
	"max_guests" integer NOT NULL,
	"bookable_online" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_menus" ADD CONSTRAINT "booking_menus_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_menus" ADD CONSTRAINT "booking_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tables" ADD CONSTRAINT "booking_tables_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tables" ADD CONSTRAINT "booking_tables_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_occurrence_id_event_occurrences_id_fk" FOREIGN KEY ("event_occurrence_id") REFERENCES "public"."event_occurrences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duration_rules" ADD CONSTRAINT "duration_rules_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_occurrences" ADD CONSTRAINT "event_occurrences_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_floor_plans" ADD CONSTRAINT "menu_floor_plans_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_floor_plans" ADD CONSTRAINT "menu_floor_plans_floor_plan_id_floor_plans_id_fk" FOREIGN KEY ("floor_plan_id") REFERENCES "public"."floor_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_categories" ADD CONSTRAINT "restaurant_categories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_categories" ADD CONSTRAINT "restaurant_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_occasions" ADD CONSTRAINT "restaurant_occasions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_occasions" ADD CONSTRAINT "restaurant_occasions_occasion_id_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."occasions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_days" ADD CONSTRAINT "special_days_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_combination_tables" ADD CONSTRAINT "table_combination_tables_combination_id_table_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."table_combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_combination_tables" ADD CONSTRAINT "table_combination_tables_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_combinations" ADD CONSTRAINT "table_combinations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_floor_plan_id_floor_plans_id_fk" FOREIGN KEY ("floor_plan_id") REFERENCES "public"."floor_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_tables_table_idx" ON "booking_tables" USING btree ("table_id");--> statement-breakpoint
CREATE INDEX "bookings_restaurant_start_idx" ON "bookings" USING btree ("restaurant_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_event_occurrence_idx" ON "bookings" USING btree ("event_occurrence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_user_idempotency_idx" ON "bookings" USING btree ("user_id","idempotency_key") WHERE "bookings"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "duration_rules_restaurant_idx" ON "duration_rules" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "event_occurrences_event_starts_idx" ON "event_occurrences" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "events_restaurant_slug_idx" ON "events" USING btree ("restaurant_id","slug");--> statement-breakpoint
CREATE INDEX "floor_plans_restaurant_idx" ON "floor_plans" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "menus_restaurant_idx" ON "menus" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "opening_hours_restaurant_idx" ON "opening_hours" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "restaurants_city_list_index_idx" ON "restaurants" USING btree ("city_id","list_index");--> statement-breakpoint
CREATE UNIQUE INDEX "special_days_restaurant_date_idx" ON "special_days" USING btree ("restaurant_id","date");--> statement-breakpoint
CREATE INDEX "table_combinations_restaurant_idx" ON "table_combinations" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "tables_restaurant_idx" ON "tables" USING btree ("restaurant_id");
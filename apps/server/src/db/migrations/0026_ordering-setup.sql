CREATE TABLE "catering_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_per_person" integer NOT NULL,
	"min_guests" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordering_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordering_delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"max_distance_km" double precision,
	"postcodes" text[] DEFAULT '{}'::text[] NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"minimum_order" integer DEFAULT 0 NOT NULL,
	"estimated_minutes" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ordering_delivery_zones_distance_or_postcodes" CHECK (("ordering_delivery_zones"."max_distance_km" is null) <> (cardinality("ordering_delivery_zones"."postcodes") = 0))
);
--> statement-breakpoint
CREATE TABLE "ordering_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"photo_id" integer,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"dietary" text[] DEFAULT '{}'::text[] NOT NULL,
	"weekdays" smallint[],
	"available_from" text,
	"available_to" text,
	"sold_out" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"modes" text[] NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "ordering_items_price" CHECK ("ordering_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ordering_option_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_delta" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "ordering_option_choices_price_delta" CHECK ("ordering_option_choices"."price_delta" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ordering_option_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordering_settings" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"takeaway" boolean DEFAULT false NOT NULL,
	"delivery" boolean DEFAULT false NOT NULL,
	"catering" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"orders_per_slot" integer DEFAULT 10 NOT NULL,
	"takeaway_lead_minutes" integer DEFAULT 20 NOT NULL,
	"delivery_lead_minutes" integer DEFAULT 45 NOT NULL,
	"catering_lead_hours" integer DEFAULT 48 NOT NULL,
	"catering_min_guests" integer DEFAULT 10 NOT NULL,
	"catering_payment" text DEFAULT 'full' NOT NULL,
	"catering_deposit_percent" integer,
	CONSTRAINT "ordering_settings_orders_per_slot" CHECK ("ordering_settings"."orders_per_slot" between 1 and 100),
	CONSTRAINT "ordering_settings_catering_payment" CHECK ("ordering_settings"."catering_payment" in ('deposit', 'full'))
);
--> statement-breakpoint
ALTER TABLE "catering_packages" ADD CONSTRAINT "catering_packages_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordering_categories" ADD CONSTRAINT "ordering_categories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordering_delivery_zones" ADD CONSTRAINT "ordering_delivery_zones_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordering_items" ADD CONSTRAINT "ordering_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordering_items" ADD CONSTRAINT "ordering_items_category_id_ordering_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ordering_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordering_items" ADD CONSTRAINT "ordering_items_photo_id_restaurant_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."restaurant_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordering_option_choices" ADD CONSTRAINT "ordering_option_choices_group_id_ordering_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."ordering_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordering_option_groups" ADD CONSTRAINT "ordering_option_groups_item_id_ordering_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."ordering_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordering_settings" ADD CONSTRAINT "ordering_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catering_packages_restaurant_idx" ON "catering_packages" USING btree ("restaurant_id","position");--> statement-breakpoint
CREATE INDEX "ordering_categories_restaurant_idx" ON "ordering_categories" USING btree ("restaurant_id","position");--> statement-breakpoint
CREATE INDEX "ordering_delivery_zones_restaurant_idx" ON "ordering_delivery_zones" USING btree ("restaurant_id","position");--> statement-breakpoint
CREATE INDEX "ordering_items_restaurant_idx" ON "ordering_items" USING btree ("restaurant_id","category_id");--> statement-breakpoint
CREATE INDEX "ordering_items_category_idx" ON "ordering_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "ordering_option_choices_group_idx" ON "ordering_option_choices" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "ordering_option_groups_item_idx" ON "ordering_option_groups" USING btree ("item_id","position");
-- Joining Dekka (docs/decisions/043-joining-dekka.md): restaurants' applications, Dekka's
-- administrators (users.platform_role, set from ADMIN_EMAILS at start-up), a city's country (an
-- applicant picks its city among its country's), and whether diners see a restaurant at all.
-- Every restaurant already here stays visible: published defaults to true.
CREATE TABLE "restaurant_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"city_id" integer NOT NULL,
	"address" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reason" text,
	"restaurant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_applications_restaurant_id_unique" UNIQUE("restaurant_id"),
	CONSTRAINT "restaurant_applications_status" CHECK ("restaurant_applications"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "country" text DEFAULT 'is' NOT NULL;--> statement-breakpoint
-- A city's country is its restaurants' (Iceland, where none is there yet).
UPDATE "cities" SET "country" = "r"."country"
  FROM (SELECT "city_id", min("country") AS "country" FROM "restaurants" GROUP BY "city_id") AS "r"
  WHERE "r"."city_id" = "cities"."id";--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "platform_role" text;--> statement-breakpoint
ALTER TABLE "restaurant_applications" ADD CONSTRAINT "restaurant_applications_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_applications" ADD CONSTRAINT "restaurant_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_applications" ADD CONSTRAINT "restaurant_applications_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurant_applications_status_idx" ON "restaurant_applications" USING btree ("status","created_at");
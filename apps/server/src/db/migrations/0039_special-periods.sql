CREATE TABLE "special_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"first_date" text NOT NULL,
	"last_date" text NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "special_periods_dates_check" CHECK ("special_periods"."first_date" <= "special_periods"."last_date")
);
--> statement-breakpoint
ALTER TABLE "special_days" ADD COLUMN "period_id" integer;--> statement-breakpoint
ALTER TABLE "special_periods" ADD CONSTRAINT "special_periods_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "special_periods_restaurant_idx" ON "special_periods" USING btree ("restaurant_id","first_date");--> statement-breakpoint
ALTER TABLE "special_days" ADD CONSTRAINT "special_days_period_id_special_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."special_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "special_days_period_idx" ON "special_days" USING btree ("period_id");--> statement-breakpoint
-- Every special day already set becomes a period of its own day, without a name (shown as its date).
WITH "added" AS (
  INSERT INTO "special_periods" ("restaurant_id", "name", "first_date", "last_date", "closed", "services")
  SELECT "restaurant_id", '', "date", "date", "closed", "services" FROM "special_days" ORDER BY "id"
  RETURNING "id", "restaurant_id", "first_date"
)
UPDATE "special_days" SET "period_id" = "added"."id" FROM "added"
  WHERE "special_days"."restaurant_id" = "added"."restaurant_id" AND "special_days"."date" = "added"."first_date";

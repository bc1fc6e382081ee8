-- The post-visit survey and published ratings (docs/decisions/031-survey-and-ratings.md): one
-- answer per booking (the unique booking_id), four ratings from 1 to 5, and an index on ended
-- visits for the scan that queues the survey invitations.
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"food" integer NOT NULL,
	"service" integer NOT NULL,
	"ambience" integer NOT NULL,
	"value" integer NOT NULL,
	"comment" text,
	"publish" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"visit_month" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	CONSTRAINT "surveys_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "surveys_food" CHECK ("surveys"."food" between 1 and 5),
	CONSTRAINT "surveys_service" CHECK ("surveys"."service" between 1 and 5),
	CONSTRAINT "surveys_ambience" CHECK ("surveys"."ambience" between 1 and 5),
	CONSTRAINT "surveys_value" CHECK ("surveys"."value" between 1 and 5),
	CONSTRAINT "surveys_comment_length" CHECK (char_length("surveys"."comment") <= 2000),
	CONSTRAINT "surveys_reply_length" CHECK (char_length("surveys"."reply") <= 2000),
	CONSTRAINT "surveys_visit_month" CHECK ("surveys"."visit_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "surveys_published_idx" ON "surveys" USING btree ("restaurant_id","created_at") WHERE "surveys"."publish";--> statement-breakpoint
CREATE INDEX "bookings_visit_end_idx" ON "bookings" USING btree ("end_at") WHERE "bookings"."status" = 'confirmed';

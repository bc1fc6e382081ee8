CREATE TABLE "booking_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"idempotency_key" text,
	"from_start_at" timestamp with time zone NOT NULL,
	"to_start_at" timestamp with time zone NOT NULL,
	"from_guests" integer NOT NULL,
	"to_guests" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_key_idx" ON "booking_changes" USING btree ("booking_id","idempotency_key") WHERE "booking_changes"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_idx" ON "booking_changes" USING btree ("booking_id");
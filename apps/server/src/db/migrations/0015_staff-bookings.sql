-- Staff bookings (docs/decisions/024-staff-bookings.md): a bookings row's kind (a booking, a walk-in,
-- or a block of tables, which occupies them like a booking), the staff's internal note, and the
-- no-show fee: a payment of its own, charged at most once per booking, with who charged it.
ALTER TABLE "bookings" ADD COLUMN "kind" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charged_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_charged_by_users_id_fk" FOREIGN KEY ("charged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_restaurant_email_idx" ON "bookings" USING btree ("restaurant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "bookings_restaurant_user_idx" ON "bookings" USING btree ("restaurant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_no_show_fee_once" ON "payments" USING btree ("booking_id") WHERE "payments"."kind" = 'no_show_fee' and "payments"."status" in ('pending', 'captured');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind" CHECK ("bookings"."kind" in ('booking', 'walk_in', 'block'));
-- The caps on live holds per identity and per client address (ADR 014): each hold records a keyed
-- hash of its client's address, and both counts read an index. bookings_user_idx also serves
-- the foreign-key check when a lapsed anonymous user is deleted.
ALTER TABLE "bookings" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_held_client_idx" ON "bookings" USING btree ("client_key") WHERE "bookings"."status" = 'held';
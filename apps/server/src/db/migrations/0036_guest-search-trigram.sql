-- Guest search finds a fragment anywhere in a name, e-mail address or phone number through
-- trigram indexes (pg_trgm, shipped with PostgreSQL and loaded by the embedded database) rather
-- than by reading every guest of the restaurant.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "guest_keys_trgm_idx" ON "guest_keys" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guests_name_trgm_idx" ON "guests" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guests_email_trgm_idx" ON "guests" USING gin (lower("email") gin_trgm_ops);
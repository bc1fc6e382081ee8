CREATE TABLE "pending_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"idempotency_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"from_start_at" timestamp with time zone NOT NULL,
	"from_end_at" timestamp with time zone NOT NULL,
	"from_guests" integer NOT NULL,
	"to_start_at" timestamp with time zone NOT NULL,
	"to_end_at" timestamp with time zone NOT NULL,
	"to_guests" integer NOT NULL,
	"candidates" jsonb,
	"menus" jsonb,
	"prepaid_before" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pending_change_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunds_payment_id" integer;--> statement-breakpoint
ALTER TABLE "sandbox_ledger" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "pending_changes" ADD CONSTRAINT "pending_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_changes_booking_idx" ON "pending_changes" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pending_change_id_pending_changes_id_fk" FOREIGN KEY ("pending_change_id") REFERENCES "public"."pending_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_pending_change_idx" ON "payments" USING btree ("pending_change_id") WHERE "payments"."pending_change_id" is not null;--> statement-breakpoint
ALTER TABLE "sandbox_ledger" ADD CONSTRAINT "sandbox_ledger_key_unique" UNIQUE("key");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pending_change_booking" CHECK ("payments"."pending_change_id" is null or "payments"."booking_id" is not null);
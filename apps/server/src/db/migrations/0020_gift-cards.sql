-- Gift cards (docs/decisions/032-gift-cards.md): a gift card order that, once paid, is the card (code,
-- balance, expiry), a ledger of its money (issued, redeemed, refunded; the balance is its sum), and
-- payments and outbox messages that belong to a gift card instead of a booking (exactly one of the
-- two), so a purchase goes through the same provider, hub and mail sender as a booking.
CREATE TABLE "gift_card_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"restaurant_id" integer,
	"booking_id" integer,
	"payment_id" integer,
	"staff_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_card_ledger_kind" CHECK ("gift_card_ledger"."kind" in ('issued', 'redeemed', 'refunded')),
	CONSTRAINT "gift_card_ledger_sign" CHECK (("gift_card_ledger"."kind" = 'redeemed' and "gift_card_ledger"."amount" < 0) or ("gift_card_ledger"."kind" <> 'redeemed' and "gift_card_ledger"."amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"restaurant_id" integer,
	"balance" integer DEFAULT 0 NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"deliver_on" date,
	"created_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "gift_cards_order_guid_unique" UNIQUE("order_guid"),
	CONSTRAINT "gift_cards_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_cards_code" CHECK ("gift_cards"."code" ~ '^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{16}$'),
	CONSTRAINT "gift_cards_status" CHECK ("gift_cards"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "gift_cards_amount" CHECK ("gift_cards"."amount" > 0),
	CONSTRAINT "gift_cards_balance" CHECK ("gift_cards"."balance" between 0 and "gift_cards"."amount"),
	CONSTRAINT "gift_cards_message_length" CHECK (char_length("gift_cards"."message") <= 500)
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_ledger_card_idx" ON "gift_card_ledger" USING btree ("gift_card_id","id");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_booking_idx" ON "gift_card_ledger" USING btree ("booking_id") WHERE "gift_card_ledger"."booking_id" is not null;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_gift_card_idx" ON "outbox_messages" USING btree ("gift_card_id") WHERE "outbox_messages"."gift_card_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_gift_card_idx" ON "payments" USING btree ("gift_card_id") WHERE "payments"."gift_card_id" is not null;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_subject" CHECK (num_nonnulls("outbox_messages"."booking_id", "outbox_messages"."gift_card_id") = 1);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_owner" CHECK (num_nonnulls("payments"."booking_id", "payments"."gift_card_id") = 1);
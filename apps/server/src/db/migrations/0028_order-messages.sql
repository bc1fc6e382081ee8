ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_subject";--> statement-breakpoint
ALTER TABLE "food_orders" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "food_order_id" integer;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_food_order_id_food_orders_id_fk" FOREIGN KEY ("food_order_id") REFERENCES "public"."food_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_orders_user_idx" ON "food_orders" USING btree ("user_id") WHERE "food_orders"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_messages_food_order_idx" ON "outbox_messages" USING btree ("food_order_id") WHERE "outbox_messages"."food_order_id" is not null;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_subject" CHECK (num_nonnulls("outbox_messages"."booking_id", "outbox_messages"."gift_card_id", "outbox_messages"."food_order_id") = 1);
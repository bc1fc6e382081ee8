-- Food orders (docs/decisions/045-food-orders.md): an order with its lines (names and prices
-- copied from the ordering menu), a payment's third kind of owner, and a notification on channel
-- dekka_orders whenever an order the kitchen's board shows changes, so every open board of that
-- restaurant, on any instance, reads its day again.
CREATE TABLE "food_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer,
	"package_id" integer,
	"name" text NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"line_total" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "food_order_lines_kind" CHECK ("food_order_lines"."kind" in ('item', 'package')),
	CONSTRAINT "food_order_lines_amounts" CHECK ("food_order_lines"."quantity" > 0 and "food_order_lines"."unit_price" >= 0 and "food_order_lines"."line_total" = "food_order_lines"."unit_price" * "food_order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "food_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" integer NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"slot_local" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"language" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"delivery_street" text,
	"delivery_postcode" text,
	"delivery_city" text,
	"delivery_lat" double precision,
	"delivery_lon" double precision,
	"delivery_zone" text,
	"catering_guests" integer,
	"currency" text NOT NULL,
	"subtotal" integer NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"pay_now" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"placed_at" timestamp with time zone,
	"prep_minutes" integer,
	"ready_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_orders_token_unique" UNIQUE("token"),
	CONSTRAINT "food_orders_status" CHECK ("food_orders"."status" in ('pending_payment', 'placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'picked_up', 'delivered', 'rejected', 'failed', 'lapsed')),
	CONSTRAINT "food_orders_mode" CHECK ("food_orders"."mode" in ('takeaway', 'delivery', 'catering')),
	CONSTRAINT "food_orders_totals" CHECK ("food_orders"."subtotal" >= 0 and "food_orders"."delivery_fee" >= 0 and "food_orders"."total" = "food_orders"."subtotal" + "food_orders"."delivery_fee" and "food_orders"."pay_now" between 1 and "food_orders"."total"),
	CONSTRAINT "food_orders_delivery_address" CHECK (("food_orders"."mode" = 'delivery') = ("food_orders"."delivery_street" is not null)),
	CONSTRAINT "food_orders_note_length" CHECK (char_length("food_orders"."note") <= 300)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_owner";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "food_order_id" integer;--> statement-breakpoint
ALTER TABLE "food_order_lines" ADD CONSTRAINT "food_order_lines_order_id_food_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."food_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_order_lines" ADD CONSTRAINT "food_order_lines_item_id_ordering_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."ordering_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_order_lines" ADD CONSTRAINT "food_order_lines_package_id_catering_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."catering_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_order_lines_order_idx" ON "food_order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "food_orders_slot_idx" ON "food_orders" USING btree ("restaurant_id","slot_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_food_order_id_food_orders_id_fk" FOREIGN KEY ("food_order_id") REFERENCES "public"."food_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_food_order_idx" ON "payments" USING btree ("food_order_id") WHERE "payments"."food_order_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_owner" CHECK (num_nonnulls("payments"."booking_id", "payments"."gift_card_id", "payments"."food_order_id") = 1);--> statement-breakpoint
CREATE FUNCTION "notify_food_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dekka_orders', json_build_object('restaurantId', NEW.restaurant_id, 'orderId', NEW.id)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "food_orders_notify" AFTER INSERT OR UPDATE ON "food_orders"
  FOR EACH ROW WHEN (NEW.status NOT IN ('pending_payment', 'failed', 'lapsed')) EXECUTE FUNCTION "notify_food_orders"();
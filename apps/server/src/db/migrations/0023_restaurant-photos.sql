CREATE TABLE "restaurant_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "restaurant_photos_kind" CHECK ("restaurant_photos"."kind" in ('cover', 'gallery', 'logo'))
);
--> statement-breakpoint
ALTER TABLE "restaurant_photos" ADD CONSTRAINT "restaurant_photos_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_photos" ADD CONSTRAINT "restaurant_photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurant_photos_restaurant_idx" ON "restaurant_photos" USING btree ("restaurant_id","kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_photos_one_cover_one_logo" ON "restaurant_photos" USING btree ("restaurant_id","kind") WHERE "restaurant_photos"."kind" <> 'gallery';
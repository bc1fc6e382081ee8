-- Where each table stands on its floor plan (cells of the plan's grid) and how it is drawn.
-- Moving tables on the plan changes no availability: the tables' availability trigger now fires
-- only on the columns the engine reads.
ALTER TABLE "tables" ADD COLUMN "layout_x" integer;--> statement-breakpoint
ALTER TABLE "tables" ADD COLUMN "layout_y" integer;--> statement-breakpoint
ALTER TABLE "tables" ADD COLUMN "shape" text DEFAULT 'square' NOT NULL;--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_shape" CHECK ("tables"."shape" in ('square', 'round', 'long'));--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_layout_both" CHECK (("tables"."layout_x" is null) = ("tables"."layout_y" is null) and "tables"."layout_x" >= 0 and "tables"."layout_y" >= 0);--> statement-breakpoint
DROP TRIGGER "tables_mark_availability" ON "tables";--> statement-breakpoint
CREATE TRIGGER "tables_mark_availability"
  AFTER INSERT OR DELETE OR UPDATE OF "restaurant_id", "floor_plan_id", "name", "min_guests", "max_guests", "bookable_online" ON "tables"
  FOR EACH ROW EXECUTE FUNCTION "availability_mark_restaurant_row"();

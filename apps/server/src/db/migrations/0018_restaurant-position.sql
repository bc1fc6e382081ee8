-- The nearby page (docs/decisions/030-nearby-and-maps.md): restaurants within a few kilometres of
-- a position are found through the (lat, lon) index's bounding box before any distance is
-- computed, and the restaurants of one area (Harpa's) through the area's.
CREATE INDEX "restaurants_lat_lon_idx" ON "restaurants" USING btree ("lat","lon");--> statement-breakpoint
CREATE INDEX "restaurants_area_idx" ON "restaurants" USING btree ("area_id");

-- Map boxes and stations read their page and their count from this index alone: it carries the columns
-- the filters test, the region codes the map groups by, and the order of the list.
DROP INDEX IF EXISTS sales_geo_idx;
--> statement-breakpoint
CREATE INDEX sales_geo_idx ON sales (status, lat, lng)
  INCLUDE (created_at, sale_no, sigungu_code, dong_code, sale_type, building_type, room_group, floor, dedicated_area,
           selling_price, rent_price, deposit, monthly_price, safety_grade);

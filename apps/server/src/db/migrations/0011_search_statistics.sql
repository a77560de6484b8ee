-- Rooms, area and floor go together (three rooms are rarely under 10평): without statistics on their
-- combinations the planner multiplies their shares, thinks a common combination rare and sorts tens of
-- thousands of matches instead of walking the newest-first index for 30 of them.
CREATE STATISTICS IF NOT EXISTS sales_struct_stats (dependencies, mcv) ON room_group, area_band, floor_band FROM sales;
--> statement-breakpoint
ALTER STATISTICS sales_struct_stats SET STATISTICS 1000;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS sales_kind_stats (dependencies, mcv) ON sale_type, building_type, room_group FROM sales;
--> statement-breakpoint
ANALYZE sales;

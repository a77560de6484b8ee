-- Indexes drizzle-kit cannot describe (INCLUDE), and the triggers that keep the count cubes exact.

-- Direct counts of a 동 or 구 read only the index: every filter column rides along.
CREATE INDEX sales_dong_cover_idx ON sales (dong_code, status)
  INCLUDE (sale_type, building_type, room_group, floor, dedicated_area, selling_price, rent_price, deposit, monthly_price, safety_grade);
--> statement-breakpoint
CREATE INDEX sales_sigungu_cover_idx ON sales (sigungu_code, status)
  INCLUDE (sale_type, building_type, room_group, floor, dedicated_area, selling_price, rent_price, deposit, monthly_price, safety_grade);
--> statement-breakpoint
-- Stations and map bounds: a latitude range, then longitude and distance on the index columns alone.
CREATE INDEX sales_geo_idx ON sales (status, lat, lng) INCLUDE (created_at, sale_no);
--> statement-breakpoint
-- Statement-level triggers with transition tables: one grouped upsert per statement, so a bulk load (COPY)
-- or a mass status change costs a few statements. Each listing counts under its 시군구 code and its 시도 code.
-- Rows are applied in key order so that concurrent writers lock cube rows in one order.
CREATE OR REPLACE FUNCTION sale_counts_statement() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE sale_count_struct c SET n = c.n - d.k
      FROM (SELECT o.status, g.region, o.sale_type, o.building_type, o.room_group, o.area_band, o.floor_band, o.safety_grade, count(*)::int AS k
            FROM old_rows o CROSS JOIN LATERAL (VALUES (o.sigungu_code), (left(o.sigungu_code, 2))) AS g(region)
            GROUP BY 1, 2, 3, 4, 5, 6, 7, 8) d
      WHERE c.status = d.status AND c.region_code = d.region AND c.sale_type = d.sale_type
        AND c.building_type = d.building_type AND c.room_group = d.room_group AND c.area_band = d.area_band
        AND c.floor_band = d.floor_band AND c.safety_grade = d.safety_grade;
    UPDATE sale_count_price c SET n = c.n - d.k
      FROM (SELECT o.status, g.region, o.sale_type, o.price_band, o.price_band2, count(*)::int AS k
            FROM old_rows o CROSS JOIN LATERAL (VALUES (o.sigungu_code), (left(o.sigungu_code, 2))) AS g(region)
            GROUP BY 1, 2, 3, 4, 5) d
      WHERE c.status = d.status AND c.region_code = d.region AND c.sale_type = d.sale_type
        AND c.price_band = d.price_band AND c.price_band2 = d.price_band2;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO sale_count_struct AS c (status, region_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade, n)
      SELECT o.status, g.region, o.sale_type, o.building_type, o.room_group, o.area_band, o.floor_band, o.safety_grade, count(*)::int
      FROM new_rows o CROSS JOIN LATERAL (VALUES (o.sigungu_code), (left(o.sigungu_code, 2))) AS g(region)
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
      ON CONFLICT (status, region_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade)
      DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO sale_count_price AS c (status, region_code, sale_type, price_band, price_band2, n)
      SELECT o.status, g.region, o.sale_type, o.price_band, o.price_band2, count(*)::int
      FROM new_rows o CROSS JOIN LATERAL (VALUES (o.sigungu_code), (left(o.sigungu_code, 2))) AS g(region)
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (status, region_code, sale_type, price_band, price_band2)
      DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sales_counts_insert AFTER INSERT ON sales
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_counts_statement();
--> statement-breakpoint
CREATE TRIGGER sales_counts_update AFTER UPDATE ON sales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_counts_statement();
--> statement-breakpoint
CREATE TRIGGER sales_counts_delete AFTER DELETE ON sales
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_counts_statement();
--> statement-breakpoint
-- Rebuilds both cubes from the listings, e.g. after a bulk load that ran with the triggers disabled.
CREATE OR REPLACE FUNCTION sale_counts_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM sale_count_struct;
  DELETE FROM sale_count_price;
  INSERT INTO sale_count_struct (status, region_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade, n)
    SELECT o.status, g.region, o.sale_type, o.building_type, o.room_group, o.area_band, o.floor_band, o.safety_grade, count(*)
    FROM sales o CROSS JOIN LATERAL (VALUES (o.sigungu_code), (left(o.sigungu_code, 2))) AS g(region)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  INSERT INTO sale_count_price (status, region_code, sale_type, price_band, price_band2, n)
    SELECT o.status, g.region, o.sale_type, o.price_band, o.price_band2, count(*)
    FROM sales o CROSS JOIN LATERAL (VALUES (o.sigungu_code), (left(o.sigungu_code, 2))) AS g(region)
    GROUP BY 1, 2, 3, 4, 5;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT sale_counts_rebuild();

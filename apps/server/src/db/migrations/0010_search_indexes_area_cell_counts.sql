-- Search indexes carry the columns every filter tests (INCLUDE), so that a page's listing numbers come
-- from the index alone, whether walked newest first or filtered and then sorted; only the 30 listings
-- shown are read from the table. Bands replace floor and area, which the filters test through them.
DROP INDEX IF EXISTS sales_geo_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS sales_sigungu_cover_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS sales_dong_cover_idx;
--> statement-breakpoint
CREATE INDEX sales_status_created_idx ON sales (status, created_at DESC, sale_no DESC)
  INCLUDE (sigungu_code, dong_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade,
           selling_price, rent_price, deposit, monthly_price, lat, lng, lat_cell, lng_cell);
--> statement-breakpoint
CREATE INDEX sales_sigungu_idx ON sales (sigungu_code, status, created_at DESC, sale_no DESC)
  INCLUDE (dong_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade,
           selling_price, rent_price, deposit, monthly_price);
--> statement-breakpoint
CREATE INDEX sales_dong_idx ON sales (dong_code, status, created_at DESC, sale_no DESC)
  INCLUDE (sigungu_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade,
           selling_price, rent_price, deposit, monthly_price);
--> statement-breakpoint
-- Map boxes and stations: one short latitude range per longitude cell.
CREATE INDEX sales_geo_idx ON sales (status, lng_cell, lat)
  INCLUDE (lng, lat_cell, created_at, sale_no, sigungu_code, dong_code, sale_type, building_type, room_group,
           area_band, floor_band, safety_grade, selling_price, rent_price, deposit, monthly_price);
--> statement-breakpoint
-- Rare room, area and floor combinations across the market: found through their bands, then sorted.
CREATE INDEX sales_band_idx ON sales (status, room_group, area_band, floor_band)
  INCLUDE (created_at, sale_no, sigungu_code, dong_code, sale_type, building_type, safety_grade,
           selling_price, rent_price, deposit, monthly_price);
--> statement-breakpoint
-- The counts gain two cubes: by region, deal and building type (region totals, bubbles) and by map cell
-- and deal type (wide map boxes).
CREATE OR REPLACE FUNCTION sale_counts_statement() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE sale_count_struct c SET n = c.n - d.k
      FROM (SELECT o.status, g.region, o.sale_type, o.building_type, o.room_group, o.area_band, o.floor_band, o.safety_grade, count(*)::int AS k
            FROM old_rows o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
            GROUP BY 1, 2, 3, 4, 5, 6, 7, 8) d
      WHERE c.status = d.status AND c.region_code = d.region AND c.sale_type = d.sale_type
        AND c.building_type = d.building_type AND c.room_group = d.room_group AND c.area_band = d.area_band
        AND c.floor_band = d.floor_band AND c.safety_grade = d.safety_grade;
    UPDATE sale_count_price c SET n = c.n - d.k
      FROM (SELECT o.status, g.region, o.sale_type, o.price_band, o.price_band2, count(*)::int AS k
            FROM old_rows o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
            GROUP BY 1, 2, 3, 4, 5) d
      WHERE c.status = d.status AND c.region_code = d.region AND c.sale_type = d.sale_type
        AND c.price_band = d.price_band AND c.price_band2 = d.price_band2;
    UPDATE sale_count_area c SET n = c.n - d.k
      FROM (SELECT o.status, g.region, o.sale_type, o.building_type, count(*)::int AS k
            FROM old_rows o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
            GROUP BY 1, 2, 3, 4) d
      WHERE c.status = d.status AND c.region_code = d.region AND c.sale_type = d.sale_type
        AND c.building_type = d.building_type;
    UPDATE sale_count_cell c SET n = c.n - d.k
      FROM (SELECT o.status, o.lng_cell, o.lat_cell, o.sale_type, count(*)::int AS k
            FROM old_rows o GROUP BY 1, 2, 3, 4) d
      WHERE c.status = d.status AND c.lng_cell = d.lng_cell AND c.lat_cell = d.lat_cell AND c.sale_type = d.sale_type;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO sale_count_struct AS c (status, region_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade, n)
      SELECT o.status, g.region, o.sale_type, o.building_type, o.room_group, o.area_band, o.floor_band, o.safety_grade, count(*)::int
      FROM new_rows o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
      ON CONFLICT (status, region_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade)
      DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO sale_count_price AS c (status, region_code, sale_type, price_band, price_band2, n)
      SELECT o.status, g.region, o.sale_type, o.price_band, o.price_band2, count(*)::int
      FROM new_rows o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (status, region_code, sale_type, price_band, price_band2)
      DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO sale_count_area AS c (status, region_code, sale_type, building_type, n)
      SELECT o.status, g.region, o.sale_type, o.building_type, count(*)::int
      FROM new_rows o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (status, region_code, sale_type, building_type)
      DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO sale_count_cell AS c (status, lng_cell, lat_cell, sale_type, n)
      SELECT o.status, o.lng_cell, o.lat_cell, o.sale_type, count(*)::int
      FROM new_rows o GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (status, lng_cell, lat_cell, sale_type)
      DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_counts_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM sale_count_struct;
  DELETE FROM sale_count_price;
  DELETE FROM sale_count_area;
  DELETE FROM sale_count_cell;
  INSERT INTO sale_count_struct (status, region_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade, n)
    SELECT o.status, g.region, o.sale_type, o.building_type, o.room_group, o.area_band, o.floor_band, o.safety_grade, count(*)
    FROM sales o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  INSERT INTO sale_count_price (status, region_code, sale_type, price_band, price_band2, n)
    SELECT o.status, g.region, o.sale_type, o.price_band, o.price_band2, count(*)
    FROM sales o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
    GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO sale_count_area (status, region_code, sale_type, building_type, n)
    SELECT o.status, g.region, o.sale_type, o.building_type, count(*)
    FROM sales o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
    GROUP BY 1, 2, 3, 4;
  INSERT INTO sale_count_cell (status, lng_cell, lat_cell, sale_type, n)
    SELECT o.status, o.lng_cell, o.lat_cell, o.sale_type, count(*)
    FROM sales o GROUP BY 1, 2, 3, 4;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT sale_counts_rebuild();

CREATE TABLE "sale_count_fine_cell" (
	"status" varchar(10) NOT NULL,
	"fine_lng" integer NOT NULL,
	"fine_lat" integer NOT NULL,
	"sale_type" varchar(10) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "sale_count_fine_cell_status_fine_lng_fine_lat_sale_type_pk" PRIMARY KEY("status","fine_lng","fine_lat","sale_type"),
	CONSTRAINT "sale_count_fine_cell_n_check" CHECK ("sale_count_fine_cell"."n" >= 0)
);
--> statement-breakpoint
-- Fine cells (bands.ts: floor(lat × 800), floor(lng × 640), a quarter of a map cell a side) count the map
-- cells a station's kilometre or a street-level box crosses, so that only the fine cells its edge crosses
-- are counted listing by listing (search repo cellTotal): at 4× the listings, the edge's index entries
-- stay those of today. The box index is keyed by the fine column instead of the map cell's, so that a run
-- of fine cells is read narrowly in longitude as well as latitude. Dropping it first takes the table's
-- lock, so no write falls between the count table's fill below and the end of this migration.
DROP INDEX IF EXISTS sales_geo_idx;
--> statement-breakpoint
CREATE INDEX sales_geo_idx ON sales (status, (floor(lng * 640)::integer), lat)
  INCLUDE (lng, lat_cell, lng_cell, created_at, sale_no, sigungu_code, dong_code, sale_type, building_type,
           room_group, area_band, floor_band, safety_grade, selling_price, rent_price, deposit, monthly_price);
--> statement-breakpoint
-- Rare room, area and floor combinations: each (room group, area band, floor band) newest first, so that
-- a page walks every combination for offset + limit listings and merges them (search repo walkByBand)
-- instead of taking all its matches and sorting them.
DROP INDEX IF EXISTS sales_band_idx;
--> statement-breakpoint
CREATE INDEX sales_band_idx ON sales (status, room_group, area_band, floor_band, created_at DESC, sale_no DESC)
  INCLUDE (sigungu_code, dong_code, sale_type, building_type, safety_grade, selling_price, rent_price, deposit,
           monthly_price);
--> statement-breakpoint
-- The same functions as 0018, which keep the fine cell counts too, in the same statement as every write.
CREATE OR REPLACE FUNCTION sale_counts_statement() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE sale_count_struct c SET n = c.n - d.k
      FROM (SELECT o.status, g.region, o.sale_type, o.building_type, o.room_group, o.area_band, o.floor_band, o.safety_grade, count(*)::int AS k
            FROM old_rows o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
            WHERE o.status <> 'STORAGE'
            GROUP BY 1, 2, 3, 4, 5, 6, 7, 8) d
      WHERE c.status = d.status AND c.region_code = d.region AND c.sale_type = d.sale_type
        AND c.building_type = d.building_type AND c.room_group = d.room_group AND c.area_band = d.area_band
        AND c.floor_band = d.floor_band AND c.safety_grade = d.safety_grade;
    UPDATE sale_count_price c SET n = c.n - d.k
      FROM (SELECT o.status, g.region, o.sale_type, o.price_band, o.price_band2, count(*)::int AS k
            FROM old_rows o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
            WHERE o.status <> 'STORAGE'
            GROUP BY 1, 2, 3, 4, 5) d
      WHERE c.status = d.status AND c.region_code = d.region AND c.sale_type = d.sale_type
        AND c.price_band = d.price_band AND c.price_band2 = d.price_band2;
    UPDATE sale_count_area c SET n = c.n - d.k
      FROM (SELECT o.status, g.region, o.sale_type, o.building_type, count(*)::int AS k
            FROM old_rows o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
            WHERE o.status <> 'STORAGE'
            GROUP BY 1, 2, 3, 4) d
      WHERE c.status = d.status AND c.region_code = d.region AND c.sale_type = d.sale_type
        AND c.building_type = d.building_type;
    UPDATE sale_count_cell c SET n = c.n - d.k
      FROM (SELECT o.status, o.lng_cell, o.lat_cell, o.sale_type, count(*)::int AS k
            FROM old_rows o WHERE o.status <> 'STORAGE' GROUP BY 1, 2, 3, 4) d
      WHERE c.status = d.status AND c.lng_cell = d.lng_cell AND c.lat_cell = d.lat_cell AND c.sale_type = d.sale_type;
    UPDATE sale_count_fine_cell c SET n = c.n - d.k
      FROM (SELECT o.status, floor(o.lng * 640)::integer AS fine_lng, floor(o.lat * 800)::integer AS fine_lat, o.sale_type, count(*)::int AS k
            FROM old_rows o WHERE o.status <> 'STORAGE' GROUP BY 1, 2, 3, 4) d
      WHERE c.status = d.status AND c.fine_lng = d.fine_lng AND c.fine_lat = d.fine_lat AND c.sale_type = d.sale_type;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO sale_count_struct AS c (status, region_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade, n)
      SELECT o.status, g.region, o.sale_type, o.building_type, o.room_group, o.area_band, o.floor_band, o.safety_grade, count(*)::int
      FROM new_rows o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
      WHERE o.status <> 'STORAGE'
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
      ON CONFLICT (status, region_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade)
      DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO sale_count_price AS c (status, region_code, sale_type, price_band, price_band2, n)
      SELECT o.status, g.region, o.sale_type, o.price_band, o.price_band2, count(*)::int
      FROM new_rows o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
      WHERE o.status <> 'STORAGE'
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (status, region_code, sale_type, price_band, price_band2)
      DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO sale_count_area AS c (status, region_code, sale_type, building_type, n)
      SELECT o.status, g.region, o.sale_type, o.building_type, count(*)::int
      FROM new_rows o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
      WHERE o.status <> 'STORAGE'
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (status, region_code, sale_type, building_type)
      DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO sale_count_cell AS c (status, lng_cell, lat_cell, sale_type, n)
      SELECT o.status, o.lng_cell, o.lat_cell, o.sale_type, count(*)::int
      FROM new_rows o WHERE o.status <> 'STORAGE' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (status, lng_cell, lat_cell, sale_type)
      DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO sale_count_fine_cell AS c (status, fine_lng, fine_lat, sale_type, n)
      SELECT o.status, floor(o.lng * 640)::integer, floor(o.lat * 800)::integer, o.sale_type, count(*)::int
      FROM new_rows o WHERE o.status <> 'STORAGE' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (status, fine_lng, fine_lat, sale_type)
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
  DELETE FROM sale_count_fine_cell;
  INSERT INTO sale_count_struct (status, region_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade, n)
    SELECT o.status, g.region, o.sale_type, o.building_type, o.room_group, o.area_band, o.floor_band, o.safety_grade, count(*)
    FROM sales o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
    WHERE o.status <> 'STORAGE'
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  INSERT INTO sale_count_price (status, region_code, sale_type, price_band, price_band2, n)
    SELECT o.status, g.region, o.sale_type, o.price_band, o.price_band2, count(*)
    FROM sales o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
    WHERE o.status <> 'STORAGE'
    GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO sale_count_area (status, region_code, sale_type, building_type, n)
    SELECT o.status, g.region, o.sale_type, o.building_type, count(*)
    FROM sales o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
    WHERE o.status <> 'STORAGE'
    GROUP BY 1, 2, 3, 4;
  INSERT INTO sale_count_cell (status, lng_cell, lat_cell, sale_type, n)
    SELECT o.status, o.lng_cell, o.lat_cell, o.sale_type, count(*)
    FROM sales o WHERE o.status <> 'STORAGE' GROUP BY 1, 2, 3, 4;
  INSERT INTO sale_count_fine_cell (status, fine_lng, fine_lat, sale_type, n)
    SELECT o.status, floor(o.lng * 640)::integer, floor(o.lat * 800)::integer, o.sale_type, count(*)
    FROM sales o WHERE o.status <> 'STORAGE' GROUP BY 1, 2, 3, 4;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
INSERT INTO sale_count_fine_cell (status, fine_lng, fine_lat, sale_type, n)
  SELECT o.status, floor(o.lng * 640)::integer, floor(o.lat * 800)::integer, o.sale_type, count(*)
  FROM sales o WHERE o.status <> 'STORAGE' GROUP BY 1, 2, 3, 4;

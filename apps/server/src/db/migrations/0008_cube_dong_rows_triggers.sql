-- The cubes gain 동 rows (8-digit region codes): 동 totals and the map's 동 bubbles read a few rows too.
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
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_counts_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM sale_count_struct;
  DELETE FROM sale_count_price;
  INSERT INTO sale_count_struct (status, region_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade, n)
    SELECT o.status, g.region, o.sale_type, o.building_type, o.room_group, o.area_band, o.floor_band, o.safety_grade, count(*)
    FROM sales o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  INSERT INTO sale_count_price (status, region_code, sale_type, price_band, price_band2, n)
    SELECT o.status, g.region, o.sale_type, o.price_band, o.price_band2, count(*)
    FROM sales o CROSS JOIN LATERAL (VALUES (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
    GROUP BY 1, 2, 3, 4, 5;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT sale_counts_rebuild();

-- The count triggers (migrations 0025 and 0024) return at once from an UPDATE that changes none of the
-- columns any count reads. The listing save's last statement sets the main photo (and publishes a new
-- listing: form-service), and every one of them re-counted the listing; so did an edit of anything but its
-- counted facts. Both skip on the same columns, those of every count (the stations' too): an update either
-- touches no count row at all, or runs every trigger as before, taking the count rows' locks in the same
-- order as before (the confirmed cube's market row first). Skipping the confirmed cube alone for a moved
-- listing let two updates near one station lock its count rows in opposite orders (search-stations.test).
-- The changed rows are found as the new rows' counted columns EXCEPT the old rows': a join of the two
-- transition tables under LIMIT 1 was planned as a nested loop (fast start), 36 million comparisons and
-- 13 s for an UPDATE of 6,000 listings that changed none of them. The stations' trigger (0026) had that
-- check too, and is redefined here with the same test. The bodies are otherwise those of 0025, 0024 and
-- 0026.
CREATE OR REPLACE FUNCTION sale_counts_statement() RETURNS trigger AS $$
BEGIN
  -- An update that changes no counted column of any row (the main photo, the title, the description)
  -- leaves every count as it was: without this it took each count row of the listing's 시도, 시군구 and
  -- 동 off and put it back, and held those rows' locks to the end of its transaction.
  IF TG_OP = 'UPDATE' THEN
    PERFORM 1 FROM (SELECT sale_no, status, sigungu_code, dong_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade, price_band, price_band2, lng_cell, lat_cell, lng, lat, confirmed_at, created_at FROM new_rows
                    EXCEPT SELECT sale_no, status, sigungu_code, dong_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade, price_band, price_band2, lng_cell, lat_cell, lng, lat, confirmed_at, created_at FROM old_rows) changed
      LIMIT 1;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
  END IF;
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
CREATE OR REPLACE FUNCTION sale_count_confirmed_statement() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM 1 FROM (SELECT sale_no, status, sigungu_code, dong_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade, price_band, price_band2, lng_cell, lat_cell, lng, lat, confirmed_at, created_at FROM new_rows
                    EXCEPT SELECT sale_no, status, sigungu_code, dong_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade, price_band, price_band2, lng_cell, lat_cell, lng, lat, confirmed_at, created_at FROM old_rows) changed
      LIMIT 1;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE sale_count_confirmed c SET n = c.n - d.k
      FROM (SELECT g.region, o.sale_type, (o.confirmed_at AT TIME ZONE 'Asia/Seoul')::date AS day, count(*)::int AS k
              FROM old_rows o
              CROSS JOIN LATERAL (VALUES (''), (left(o.sigungu_code, 2)), (o.sigungu_code), (o.dong_code)) AS g(region)
             WHERE o.status = 'ACTIVE'
             GROUP BY 1, 2, 3) d
     WHERE c.region_code = d.region AND c.confirmed_day = d.day AND c.sale_type = d.sale_type;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO sale_count_confirmed AS c (region_code, confirmed_day, sale_type, n)
    SELECT g.region, (nw.confirmed_at AT TIME ZONE 'Asia/Seoul')::date, nw.sale_type, count(*)::int
      FROM new_rows nw
      CROSS JOIN LATERAL (VALUES (''), (left(nw.sigungu_code, 2)), (nw.sigungu_code), (nw.dong_code)) AS g(region)
     WHERE nw.status = 'ACTIVE'
     GROUP BY 1, 2, 3
    ON CONFLICT (region_code, confirmed_day, sale_type) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_stations_statement() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE sale_count_station c SET n = c.n - d.k
      FROM (SELECT r.station_name, o.status, o.sale_type, count(DISTINCT o.sale_no)::int AS k
            FROM old_rows o JOIN station_reach r ON r.lng_cell = o.lng_cell AND r.lat_cell = o.lat_cell
            WHERE o.status <> 'STORAGE' AND within_station_km(o.lat, o.lng, r.lat, r.lng)
            GROUP BY 1, 2, 3) d
      WHERE c.station_name = d.station_name AND c.status = d.status AND c.sale_type = d.sale_type;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    WITH joined AS (
      INSERT INTO sale_stations (sale_no, station_name, status, sale_type, created_at)
        SELECT DISTINCT o.sale_no, r.station_name, o.status, o.sale_type, o.created_at
        FROM new_rows o JOIN station_reach r ON r.lng_cell = o.lng_cell AND r.lat_cell = o.lat_cell
        WHERE o.status <> 'STORAGE' AND within_station_km(o.lat, o.lng, r.lat, r.lng)
        RETURNING station_name, status, sale_type
    )
    INSERT INTO sale_count_station AS c (station_name, status, sale_type, n)
      SELECT station_name, status, sale_type, count(*)::int FROM joined GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (station_name, status, sale_type) DO UPDATE SET n = c.n + excluded.n;
    RETURN NULL;
  END IF;
  -- UPDATE: only the rows whose station columns changed ("moved") leave their stations and join new ones.
  -- Each statement joins the two transition tables once, by hash (a `sale_no IN (…)` test of them ran once
  -- per row: 30 s for a broker's 1,000 listings paused at once).
  PERFORM 1 FROM (SELECT sale_no, status, sale_type, created_at, lat, lng FROM new_rows
                  EXCEPT SELECT sale_no, status, sale_type, created_at, lat, lng FROM old_rows) moved
    LIMIT 1;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  WITH moved AS MATERIALIZED (
    SELECT n.sale_no FROM new_rows n JOIN old_rows o ON o.sale_no = n.sale_no
    WHERE (n.status, n.sale_type, n.created_at, n.lat, n.lng) IS DISTINCT FROM (o.status, o.sale_type, o.created_at, o.lat, o.lng)
  )
  UPDATE sale_count_station c SET n = c.n - d.k
    FROM (SELECT s.station_name, s.status, s.sale_type, count(*)::int AS k
          FROM moved m JOIN sale_stations s ON s.sale_no = m.sale_no
          GROUP BY 1, 2, 3) d
    WHERE c.station_name = d.station_name AND c.status = d.status AND c.sale_type = d.sale_type;
  WITH moved AS MATERIALIZED (
    SELECT n.sale_no FROM new_rows n JOIN old_rows o ON o.sale_no = n.sale_no
    WHERE (n.status, n.sale_type, n.created_at, n.lat, n.lng) IS DISTINCT FROM (o.status, o.sale_type, o.created_at, o.lat, o.lng)
  )
  DELETE FROM sale_stations s USING moved m WHERE s.sale_no = m.sale_no;
  WITH moved AS MATERIALIZED (
    SELECT n.* FROM new_rows n JOIN old_rows o ON o.sale_no = n.sale_no
    WHERE (n.status, n.sale_type, n.created_at, n.lat, n.lng) IS DISTINCT FROM (o.status, o.sale_type, o.created_at, o.lat, o.lng)
  ), joined AS (
    INSERT INTO sale_stations (sale_no, station_name, status, sale_type, created_at)
      SELECT DISTINCT o.sale_no, r.station_name, o.status, o.sale_type, o.created_at
      FROM moved o JOIN station_reach r ON r.lng_cell = o.lng_cell AND r.lat_cell = o.lat_cell
      WHERE o.status <> 'STORAGE' AND within_station_km(o.lat, o.lng, r.lat, r.lng)
      RETURNING station_name, status, sale_type
  )
  INSERT INTO sale_count_station AS c (station_name, status, sale_type, n)
    SELECT station_name, status, sale_type, count(*)::int FROM joined GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (station_name, status, sale_type) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TABLE "sale_count_station" (
	"station_name" varchar(50) NOT NULL,
	"status" varchar(10) NOT NULL,
	"sale_type" varchar(10) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "sale_count_station_station_name_status_sale_type_pk" PRIMARY KEY("station_name","status","sale_type"),
	CONSTRAINT "sale_count_station_n_check" CHECK ("sale_count_station"."n" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_stations" (
	"sale_no" integer NOT NULL,
	"station_name" varchar(50) NOT NULL,
	"status" varchar(10) NOT NULL,
	"sale_type" varchar(10) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sale_stations_sale_no_station_name_pk" PRIMARY KEY("sale_no","station_name")
);
--> statement-breakpoint
CREATE TABLE "station_reach" (
	"lng_cell" smallint NOT NULL,
	"lat_cell" smallint NOT NULL,
	"subway_no" integer NOT NULL,
	"station_name" varchar(50) NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "station_reach_lng_cell_lat_cell_subway_no_pk" PRIMARY KEY("lng_cell","lat_cell","subway_no")
);
--> statement-breakpoint
ALTER TABLE "sale_stations" ADD CONSTRAINT "sale_stations_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The deal type rides along, so that a station page of some deal types reads the index alone.
CREATE INDEX "sale_stations_walk_idx" ON "sale_stations" USING btree ("station_name","status","created_at" DESC NULLS FIRST,"sale_no" DESC NULLS FIRST) INCLUDE ("sale_type");
--> statement-breakpoint
-- A station search is a kilometre around each point of a station name (search repo stationCircles). Its
-- listings were found through the map cells the circles cross, which at 4M listings read twice the
-- entries they read at 1M (bench:scale). sale_stations holds each listing's station names and
-- sale_count_station their totals, kept here in the statement that writes the listing, so that a page reads
-- offset + limit index entries and a total a few rows, whatever the size of the market.
--
-- The distance is the one search repo inCircles tests, with the same arithmetic in the same order:
-- (lat − s.lat)² + ((lng − s.lng)·cos s.lat)² ≤ r², r = 1,000 m in degrees of latitude on a 6,371 km sphere.
CREATE OR REPLACE FUNCTION within_station_km(lat float8, lng float8, s_lat float8, s_lng float8) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (lat - s_lat) ^ 2 + ((lng - s_lng) * cos((s_lat * pi()) / 180)) ^ 2
         <= (1000 / ((6371 * 1000 * pi()) / 180)) * (1000 / ((6371 * 1000 * pi()) / 180))
$$;
--> statement-breakpoint
-- Every listing's station names from scratch: station_reach from subway_stations (each point's circle box
-- in map cells, one cell wider each side than floor() could put a listing of the circle), then the
-- memberships and their totals. Run when stations change, and by this migration.
CREATE OR REPLACE FUNCTION sale_stations_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM station_reach;
  INSERT INTO station_reach (lng_cell, lat_cell, subway_no, station_name, lat, lng)
    SELECT lng_cell, lat_cell, s.subway_no, s.name, s.lat, s.lng
    FROM subway_stations s
    CROSS JOIN LATERAL (SELECT 1000 / ((6371 * 1000 * pi()) / 180) AS r, cos((s.lat * pi()) / 180) AS k) AS c
    CROSS JOIN LATERAL generate_series(floor((s.lng - c.r / c.k) * 160)::int - 1, floor((s.lng + c.r / c.k) * 160)::int + 1) AS lng_cell
    CROSS JOIN LATERAL generate_series(floor((s.lat - c.r) * 200)::int - 1, floor((s.lat + c.r) * 200)::int + 1) AS lat_cell;
  DELETE FROM sale_stations;
  DELETE FROM sale_count_station;
  INSERT INTO sale_stations (sale_no, station_name, status, sale_type, created_at)
    SELECT DISTINCT o.sale_no, r.station_name, o.status, o.sale_type, o.created_at
    FROM sales o JOIN station_reach r ON r.lng_cell = o.lng_cell AND r.lat_cell = o.lat_cell
    WHERE o.status <> 'STORAGE' AND within_station_km(o.lat, o.lng, r.lat, r.lng);
  INSERT INTO sale_count_station (station_name, status, sale_type, n)
    SELECT station_name, status, sale_type, count(*)::int FROM sale_stations GROUP BY 1, 2, 3;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The station columns of the rows a statement wrote: a row leaves its stations when its status, deal type,
-- date or place changed (or it is deleted) and joins its new ones. An update that changes none of them
-- (a price, a text, a confirmation) touches nothing here. The FK's cascade removes a deleted listing's rows.
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
  PERFORM 1 FROM new_rows n JOIN old_rows o ON o.sale_no = n.sale_no
    WHERE (n.status, n.sale_type, n.created_at, n.lat, n.lng) IS DISTINCT FROM (o.status, o.sale_type, o.created_at, o.lat, o.lng)
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
--> statement-breakpoint
CREATE TRIGGER sale_stations_insert AFTER INSERT ON sales
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_stations_statement();
--> statement-breakpoint
CREATE TRIGGER sale_stations_update AFTER UPDATE ON sales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_stations_statement();
--> statement-breakpoint
CREATE TRIGGER sale_stations_delete AFTER DELETE ON sales
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_stations_statement();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_stations_restations() RETURNS trigger AS $$
BEGIN
  PERFORM sale_stations_rebuild();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER subway_stations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subway_stations
  FOR EACH STATEMENT EXECUTE FUNCTION sale_stations_restations();
--> statement-breakpoint
SELECT sale_stations_rebuild();

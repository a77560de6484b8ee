-- Keeps sale_count_struct and sale_count_price exact: every insert, update and delete of a listing moves
-- its count in the same transaction. A listing appears in each cube once, under its current key.
CREATE OR REPLACE FUNCTION sale_counts_apply(r sales, delta integer) RETURNS void AS $$
BEGIN
  -- A decrement is a plain UPDATE: an upsert would test the CHECK (n >= 0) on the proposed row first.
  IF delta < 0 THEN
    UPDATE sale_count_struct SET n = n + delta
      WHERE status = r.status AND sigungu_code = r.sigungu_code AND sale_type = r.sale_type
        AND building_type = r.building_type AND room_group = r.room_group AND area_band = r.area_band
        AND floor_band = r.floor_band AND safety_grade = r.safety_grade;
    UPDATE sale_count_price SET n = n + delta
      WHERE status = r.status AND sigungu_code = r.sigungu_code AND sale_type = r.sale_type
        AND price_band = r.price_band AND price_band2 = r.price_band2;
    RETURN;
  END IF;
  INSERT INTO sale_count_struct AS c (status, sigungu_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade, n)
  VALUES (r.status, r.sigungu_code, r.sale_type, r.building_type, r.room_group, r.area_band, r.floor_band, r.safety_grade, delta)
  ON CONFLICT (status, sigungu_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade)
  DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO sale_count_price AS c (status, sigungu_code, sale_type, price_band, price_band2, n)
  VALUES (r.status, r.sigungu_code, r.sale_type, r.price_band, r.price_band2, delta)
  ON CONFLICT (status, sigungu_code, sale_type, price_band, price_band2)
  DO UPDATE SET n = c.n + excluded.n;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_counts_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM sale_counts_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM sale_counts_apply(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sales_counts AFTER INSERT OR UPDATE OR DELETE ON sales
  FOR EACH ROW EXECUTE FUNCTION sale_counts_trigger();
--> statement-breakpoint
-- Rebuilds both cubes from the listings: after a bulk load that ran with the trigger disabled.
CREATE OR REPLACE FUNCTION sale_counts_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM sale_count_struct;
  DELETE FROM sale_count_price;
  INSERT INTO sale_count_struct (status, sigungu_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade, n)
    SELECT status, sigungu_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade, count(*)
    FROM sales GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  INSERT INTO sale_count_price (status, sigungu_code, sale_type, price_band, price_band2, n)
    SELECT status, sigungu_code, sale_type, price_band, price_band2, count(*)
    FROM sales GROUP BY 1, 2, 3, 4, 5;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT sale_counts_rebuild();

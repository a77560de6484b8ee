-- One transaction at a time changes the count rows. The count triggers (0024–0026, 0029) add to and take
-- from rows shared by many listings (a 동's, a 시도's, a station's, the market's), each statement in an order
-- of its own: a hash join's for what it takes off, key order for what it adds. Two writes that moved
-- listings between the same rows in opposite directions (one grade 1 → 2, another 2 → 1, in one 동) each
-- locked one row and waited for the other's: a deadlock, 3 % of such updates of paused listings with 16 at
-- once (pgbench). Every statement that will change a count now first takes one transaction-level advisory
-- lock, so the count rows' locks are only ever taken under it and cannot form a cycle.
--
-- The lock is taken by a trigger of its own that fires first: triggers of one event fire in name order, and
-- `sale_count_0_lock_*` sorts before `sale_count_confirmed_*`, `sale_stations_*` and `sales_counts_*`. It
-- is taken only by a statement some count will read: not by a draft's insert or edit (STORAGE, counted
-- nowhere), nor by an update that changes no counted column (the main photo, a title), so a registration
-- still holds it from its publishing statement to its commit only (form-service).
CREATE OR REPLACE FUNCTION sale_counts_lock() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- The columns the count triggers skip on (0029): when none changed, none of them touches a row.
    PERFORM 1 FROM (SELECT sale_no, status, sigungu_code, dong_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade, price_band, price_band2, lng_cell, lat_cell, lng, lat, confirmed_at, created_at FROM new_rows
                    EXCEPT SELECT sale_no, status, sigungu_code, dong_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade, price_band, price_band2, lng_cell, lat_cell, lng, lat, confirmed_at, created_at FROM old_rows) changed
      LIMIT 1;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
    PERFORM 1 FROM (SELECT status FROM old_rows UNION ALL SELECT status FROM new_rows) s
      WHERE s.status <> 'STORAGE' LIMIT 1;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM new_rows WHERE status <> 'STORAGE' LIMIT 1;
  ELSE
    PERFORM 1 FROM old_rows WHERE status <> 'STORAGE' LIMIT 1;
  END IF;
  IF FOUND THEN
    -- The two-key form keeps it apart from the other advisory locks (grade_disagreement, sms_send).
    PERFORM pg_advisory_xact_lock(hashtext('sale_counts'), 0);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sale_count_0_lock_insert AFTER INSERT ON sales
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_counts_lock();
--> statement-breakpoint
CREATE TRIGGER sale_count_0_lock_update AFTER UPDATE ON sales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_counts_lock();
--> statement-breakpoint
CREATE TRIGGER sale_count_0_lock_delete AFTER DELETE ON sales
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_counts_lock();
--> statement-breakpoint
-- A change of stations rebuilds every station count (0026): under the same lock, so that it never holds
-- those rows while a listing's write holds the lock and waits for them.
CREATE OR REPLACE FUNCTION sale_stations_restations() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('sale_counts'), 0);
  PERFORM sale_stations_rebuild();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TABLE "sale_price_history" (
	"history_no" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_price_history_history_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sale_no" integer NOT NULL,
	"sale_type" varchar(10) NOT NULL,
	"selling_price" integer,
	"rent_price" integer,
	"deposit" integer,
	"monthly_price" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_price_history_sale_type_check" CHECK ("sale_price_history"."sale_type" in ('SALE', 'RENT', 'MONTHLY'))
);
--> statement-breakpoint
CREATE TABLE "sale_stale_asks" (
	"sale_no" integer NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_stale_asks_sale_no_confirmed_at_pk" PRIMARY KEY("sale_no","confirmed_at")
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "paused_for_staleness" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_price_history" ADD CONSTRAINT "sale_price_history_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_stale_asks" ADD CONSTRAINT "sale_stale_asks_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_price_history_sale_idx" ON "sale_price_history" USING btree ("sale_no","changed_at","history_no");
--> statement-breakpoint
-- Fresh listings (issue 18 §3). Existing listings get a confirmation date spread over the last 14 days by
-- listing number (never before their registration), so that no listing becomes stale the day this runs
-- and the expiry job's questions arrive a few a day rather than all at once.
UPDATE sales SET confirmed_at = greatest(created_at, now() - make_interval(days => sale_no % 14));
--> statement-breakpoint
-- Recently confirmed first, and the 'confirmed within n days' filter: like the newest-first index
-- (migration 0010), it carries every column a filter tests, so a page's numbers come from the index alone.
-- Its (status, confirmed_at) prefix is also the expiry job's range of ACTIVE listings past 14 and 21 days.
CREATE INDEX IF NOT EXISTS sales_status_confirmed_idx ON sales (status, confirmed_at DESC, sale_no DESC)
  INCLUDE (sigungu_code, dong_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade,
           selling_price, rent_price, deposit, monthly_price, lat, lng, lat_cell, lng_cell);
--> statement-breakpoint
-- The expiry job's pause is the only one a confirmation lifts: any other change of status (the broker's,
-- the operator's) that does not set the marker itself clears it.
CREATE OR REPLACE FUNCTION sales_clear_staleness_pause() RETURNS trigger AS $$
BEGIN
  NEW.paused_for_staleness := false;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sales_clear_staleness_pause BEFORE UPDATE ON sales
  FOR EACH ROW
  WHEN (OLD.paused_for_staleness AND NEW.paused_for_staleness AND OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION sales_clear_staleness_pause();
--> statement-breakpoint
-- Price history: a row when a listing is published (inserted as anything but a draft, or a draft
-- completed) and whenever its deal type or a price changes afterwards. Inserts are one statement-level
-- insert (the demo and the benchmark insert listings in bulk); updates are row-level behind a WHEN, so an
-- update that changes no price (a memo, a status) costs no function call.
CREATE OR REPLACE FUNCTION sale_price_history_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO sale_price_history (sale_no, sale_type, selling_price, rent_price, deposit, monthly_price, changed_at)
  SELECT n.sale_no, n.sale_type, n.selling_price, n.rent_price, n.deposit, n.monthly_price, n.created_at
    FROM new_rows n
   WHERE n.status <> 'STORAGE' AND n.sale_type IS NOT NULL;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sale_price_history_insert AFTER INSERT ON sales
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sale_price_history_inserted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_price_history_updated() RETURNS trigger AS $$
BEGIN
  INSERT INTO sale_price_history (sale_no, sale_type, selling_price, rent_price, deposit, monthly_price)
  VALUES (NEW.sale_no, NEW.sale_type, NEW.selling_price, NEW.rent_price, NEW.deposit, NEW.monthly_price);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sale_price_history_update AFTER UPDATE ON sales
  FOR EACH ROW
  WHEN (NEW.status NOT IN ('STORAGE', 'DELETE') AND NEW.sale_type IS NOT NULL AND (
    OLD.status = 'STORAGE'
    OR (OLD.sale_type, OLD.selling_price, OLD.rent_price, OLD.deposit, OLD.monthly_price)
       IS DISTINCT FROM (NEW.sale_type, NEW.selling_price, NEW.rent_price, NEW.deposit, NEW.monthly_price)))
  EXECUTE FUNCTION sale_price_history_updated();
--> statement-breakpoint
-- Listings published before this migration start their history at their registration.
INSERT INTO sale_price_history (sale_no, sale_type, selling_price, rent_price, deposit, monthly_price, changed_at)
SELECT sale_no, sale_type, selling_price, rent_price, deposit, monthly_price, created_at
  FROM sales
 WHERE status <> 'STORAGE' AND sale_type IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"delivery_no" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_deliveries_delivery_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_no" integer NOT NULL,
	"sale_no" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"version" varchar(24) NOT NULL,
	"search_no" integer,
	"frequency" varchar(7) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digested_at" timestamp with time zone,
	CONSTRAINT "alert_deliveries_frequency_check" CHECK ("alert_deliveries"."frequency" in ('INSTANT', 'DAILY'))
);
--> statement-breakpoint
CREATE TABLE "alert_digests" (
	"search_no" integer NOT NULL,
	"digest_day" date NOT NULL,
	"user_no" integer NOT NULL,
	"listings" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digests_search_no_digest_day_pk" PRIMARY KEY("search_no","digest_day")
);
--> statement-breakpoint
CREATE TABLE "alert_events" (
	"event_no" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_events_event_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sale_no" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"version" varchar(24) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "alert_events_kind_check" CHECK ("alert_events"."kind" in ('NEW', 'PRICE_DROP', 'GRADE_CHANGE', 'LAWYER_BADGE', 'STATUS'))
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"search_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_search_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_no" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"filter" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"frequency" varchar(7) DEFAULT 'INSTANT' NOT NULL,
	"match_keys" varchar(40)[] NOT NULL,
	"min_sell" integer,
	"max_sell" integer,
	"min_rent" integer,
	"max_rent" integer,
	"min_deposit" integer,
	"max_deposit" integer,
	"min_monthly" integer,
	"max_monthly" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_name_check" CHECK (char_length("saved_searches"."name") between 1 and 30),
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('INSTANT', 'DAILY')),
	CONSTRAINT "saved_searches_filter_check" CHECK (octet_length("saved_searches"."filter"::text) <= 4000),
	CONSTRAINT "saved_searches_keys_check" CHECK (cardinality("saved_searches"."match_keys") between 1 and 600)
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_search_no_saved_searches_search_no_fk" FOREIGN KEY ("search_no") REFERENCES "public"."saved_searches"("search_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_search_no_saved_searches_search_no_fk" FOREIGN KEY ("search_no") REFERENCES "public"."saved_searches"("search_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_once_idx" ON "alert_deliveries" USING btree ("user_no","sale_no","kind","version");--> statement-breakpoint
CREATE INDEX "alert_deliveries_digest_idx" ON "alert_deliveries" USING btree ("search_no") WHERE "alert_deliveries"."frequency" = 'DAILY' and "alert_deliveries"."digested_at" is null;--> statement-breakpoint
CREATE INDEX "alert_deliveries_sale_idx" ON "alert_deliveries" USING btree ("sale_no");--> statement-breakpoint
CREATE INDEX "alert_events_pending_idx" ON "alert_events" USING btree ("event_no") WHERE "alert_events"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "alert_events_sale_idx" ON "alert_events" USING btree ("sale_no");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING gin ("match_keys") WHERE "saved_searches"."enabled";
--> statement-breakpoint
-- Listing events for alerts (issue 18 §1, modules/alerts), written by the database in the transaction that
-- changes the listing, so every write path (the broker's save and status change, the lawyer's decision,
-- the operator's grade correction, a report's STOP, a suspension's pause, the 21-day expiry) is caught.
-- A bulk load (the demo seed, the benchmark's COPY) sets ansim.bulk_load = 'on' and writes none.
CREATE OR REPLACE FUNCTION sales_alert_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_grade varchar;
  new_grade varchar;
BEGIN
  IF coalesce(current_setting('ansim.bulk_load', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'ACTIVE' THEN
      INSERT INTO alert_events (sale_no, kind, version) VALUES (NEW.sale_no, 'NEW', '');
    END IF;
    RETURN NULL;
  END IF;
  -- Publicly visible means ACTIVE (decision 010): a listing becoming ACTIVE is new to searches.
  IF NEW.status = 'ACTIVE' AND OLD.status <> 'ACTIVE' THEN
    INSERT INTO alert_events (sale_no, kind, version) VALUES (NEW.sale_no, 'NEW', '');
    RETURN NULL;
  END IF;
  IF OLD.status = 'ACTIVE' AND NEW.status IN ('DONE', 'STOP') THEN
    INSERT INTO alert_events (sale_no, kind, version) VALUES (NEW.sale_no, 'STATUS', NEW.status);
    RETURN NULL;
  END IF;
  IF NEW.status <> 'ACTIVE' OR OLD.status <> 'ACTIVE' THEN
    RETURN NULL;
  END IF;
  -- The deal's price went down: its own price for 매매 and 전세; for 월세 one of deposit and rent down and
  -- neither up.
  IF NEW.sale_type = OLD.sale_type AND (
       (NEW.sale_type = 'SALE' AND NEW.selling_price < OLD.selling_price)
    OR (NEW.sale_type = 'RENT' AND NEW.rent_price < OLD.rent_price)
    OR (NEW.sale_type = 'MONTHLY' AND NEW.deposit <= OLD.deposit AND NEW.monthly_price <= OLD.monthly_price
        AND (NEW.deposit < OLD.deposit OR NEW.monthly_price < OLD.monthly_price))) THEN
    INSERT INTO alert_events (sale_no, kind, version)
    VALUES (NEW.sale_no, 'PRICE_DROP', CASE NEW.sale_type
      WHEN 'SALE' THEN NEW.selling_price::text
      WHEN 'RENT' THEN NEW.rent_price::text
      ELSE NEW.deposit::text || '/' || NEW.monthly_price::text END);
  END IF;
  -- The grade shown is a lawyer's or the operator's correction when there is one.
  old_grade := coalesce(OLD.change_safety_grade, OLD.safety_grade);
  new_grade := coalesce(NEW.change_safety_grade, NEW.safety_grade);
  IF new_grade IS DISTINCT FROM old_grade AND new_grade IS NOT NULL THEN
    INSERT INTO alert_events (sale_no, kind, version) VALUES (NEW.sale_no, 'GRADE_CHANGE', new_grade);
  END IF;
  IF NEW.is_lawyer AND NOT OLD.is_lawyer THEN
    INSERT INTO alert_events (sale_no, kind, version) VALUES (NEW.sale_no, 'LAWYER_BADGE', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_alert_events AFTER INSERT OR UPDATE OF status, sale_type, selling_price, rent_price,
  deposit, monthly_price, safety_grade, change_safety_grade, is_lawyer ON sales
  FOR EACH ROW EXECUTE FUNCTION sales_alert_events();
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "building_types" varchar(12)[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "room_groups" varchar(8)[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "safety_grades" varchar(7)[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "area_bands" smallint[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "floor_bands" smallint[];
--> statement-breakpoint
CREATE TABLE "sale_count_confirmed" (
	"region_code" varchar(8) NOT NULL,
	"sale_type" varchar(10) NOT NULL,
	"confirmed_day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "sale_count_confirmed_region_code_confirmed_day_sale_type_pk" PRIMARY KEY("region_code","confirmed_day","sale_type"),
	CONSTRAINT "sale_count_confirmed_n_check" CHECK ("sale_count_confirmed"."n" >= 0)
);
--> statement-breakpoint
-- The '최근 확인' total (issue 18 §3, decision 031): ACTIVE listings by the KST day of their confirmation,
-- per region ('' the market, then 시도, 시군구 and 동) and deal type, kept by statement triggers in the same
-- transaction as every write to sales, like the other count cubes (decision 007).
CREATE OR REPLACE FUNCTION sale_count_confirmed_statement() RETURNS trigger AS $$
BEGIN
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
CREATE TRIGGER sale_count_confirmed_insert AFTER INSERT ON sales
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_count_confirmed_statement();
--> statement-breakpoint
CREATE TRIGGER sale_count_confirmed_update AFTER UPDATE ON sales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_count_confirmed_statement();
--> statement-breakpoint
CREATE TRIGGER sale_count_confirmed_delete AFTER DELETE ON sales
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_count_confirmed_statement();
--> statement-breakpoint
-- Rebuilds the cube from the listings (here, and in tests that compare it with a recount).
CREATE OR REPLACE FUNCTION sale_count_confirmed_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM sale_count_confirmed;
  INSERT INTO sale_count_confirmed (region_code, confirmed_day, sale_type, n)
  SELECT g.region, (s.confirmed_at AT TIME ZONE 'Asia/Seoul')::date, s.sale_type, count(*)::int
    FROM sales s
    CROSS JOIN LATERAL (VALUES (''), (left(s.sigungu_code, 2)), (s.sigungu_code), (s.dong_code)) AS g(region)
   WHERE s.status = 'ACTIVE'
   GROUP BY 1, 2, 3;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT sale_count_confirmed_rebuild();

CREATE TABLE "sale_count_area" (
	"status" varchar(10) NOT NULL,
	"region_code" varchar(8) NOT NULL,
	"sale_type" varchar(10) NOT NULL,
	"building_type" varchar(12) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "sale_count_area_status_region_code_sale_type_building_type_pk" PRIMARY KEY("status","region_code","sale_type","building_type"),
	CONSTRAINT "sale_count_area_n_check" CHECK ("sale_count_area"."n" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_count_cell" (
	"status" varchar(10) NOT NULL,
	"lng_cell" smallint NOT NULL,
	"lat_cell" smallint NOT NULL,
	"sale_type" varchar(10) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "sale_count_cell_status_lng_cell_lat_cell_sale_type_pk" PRIMARY KEY("status","lng_cell","lat_cell","sale_type"),
	CONSTRAINT "sale_count_cell_n_check" CHECK ("sale_count_cell"."n" >= 0)
);
--> statement-breakpoint
DROP INDEX "sales_status_created_idx";--> statement-breakpoint
DROP INDEX "sales_sigungu_idx";--> statement-breakpoint
DROP INDEX "sales_dong_idx";--> statement-breakpoint
-- One ALTER for both columns: the table is rewritten once.
ALTER TABLE "sales" ADD COLUMN "lat_cell" smallint GENERATED ALWAYS AS (floor(lat * 200)::smallint) STORED,
  ADD COLUMN "lng_cell" smallint GENERATED ALWAYS AS (floor(lng * 160)::smallint) STORED;
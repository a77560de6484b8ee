CREATE TABLE "sale_count_price" (
	"status" varchar(10) NOT NULL,
	"region_code" varchar(5) NOT NULL,
	"sale_type" varchar(10) NOT NULL,
	"price_band" smallint NOT NULL,
	"price_band2" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "sale_count_price_status_region_code_sale_type_price_band_price_band2_pk" PRIMARY KEY("status","region_code","sale_type","price_band","price_band2"),
	CONSTRAINT "sale_count_price_n_check" CHECK ("sale_count_price"."n" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_count_struct" (
	"status" varchar(10) NOT NULL,
	"region_code" varchar(5) NOT NULL,
	"sale_type" varchar(10) NOT NULL,
	"building_type" varchar(12) NOT NULL,
	"room_group" varchar(8) NOT NULL,
	"area_band" smallint NOT NULL,
	"floor_band" smallint NOT NULL,
	"safety_grade" varchar(7) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "sale_count_struct_status_region_code_sale_type_building_type_room_group_area_band_floor_band_safety_grade_pk" PRIMARY KEY("status","region_code","sale_type","building_type","room_group","area_band","floor_band","safety_grade"),
	CONSTRAINT "sale_count_struct_n_check" CHECK ("sale_count_struct"."n" >= 0)
);
--> statement-breakpoint
DROP INDEX "sales_earth_idx";--> statement-breakpoint
DROP INDEX "sales_status_created_idx";--> statement-breakpoint
DROP INDEX "sales_sigungu_idx";--> statement-breakpoint
DROP INDEX "sales_dong_idx";--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "area_band" smallint GENERATED ALWAYS AS (width_bucket(dedicated_area, array[0,33.05,66.11,99.17,132.23,165.28,198.34]::numeric[])) STORED;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "floor_band" smallint GENERATED ALWAYS AS (case when floor between 0 and 0 then 1 when floor between 1 and 1 then 2 when floor between 2 and 5 then 3 when floor between 6 and 10 then 4 when floor between 11 and 20 then 5 when floor between 21 and 100 then 6 when floor between 101 and 101 then 7 else 0 end) STORED;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "price_band" smallint GENERATED ALWAYS AS (case sale_type
  when 'SALE' then (width_bucket(selling_price - 1, array[0,1000,2000,3000,4000,5000,7000,9000,11000,13000,15000,25000,35000,45000,55000,65000,95000,125000,155000,185000,215000]::int[]) + width_bucket(selling_price, array[0,1000,2000,3000,4000,5000,7000,9000,11000,13000,15000,25000,35000,45000,55000,65000,95000,125000,155000,185000,215000]::int[]))
  when 'RENT' then (width_bucket(rent_price - 1, array[0,1000,2000,3000,4000,5000,7000,9000,11000,13000,15000,25000,35000,45000,55000,65000,95000,125000,155000,185000,215000]::int[]) + width_bucket(rent_price, array[0,1000,2000,3000,4000,5000,7000,9000,11000,13000,15000,25000,35000,45000,55000,65000,95000,125000,155000,185000,215000]::int[]))
  else (width_bucket(deposit - 1, array[0,100,200,300,400,500,1000,1500,2000,2500,3000,4000,5000,6000,7000,8000,18000,28000,38000,48000,58000]::int[]) + width_bucket(deposit, array[0,100,200,300,400,500,1000,1500,2000,2500,3000,4000,5000,6000,7000,8000,18000,28000,38000,48000,58000]::int[])) end) STORED;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "price_band2" smallint GENERATED ALWAYS AS (case when sale_type = 'MONTHLY' then (width_bucket(monthly_price - 1, array[0,5,10,15,20,25,30,35,40,45,50,60,70,80,90,100,120,140,160,180,200,230,260,290,320,350]::int[]) + width_bucket(monthly_price, array[0,5,10,15,20,25,30,35,40,45,50,60,70,80,90,100,120,140,160,180,200,230,260,290,320,350]::int[])) else 0 end) STORED;--> statement-breakpoint
CREATE INDEX "sales_status_created_idx" ON "sales" USING btree ("status","created_at" DESC NULLS FIRST,"sale_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sales_sigungu_idx" ON "sales" USING btree ("sigungu_code","status","created_at" DESC NULLS FIRST,"sale_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sales_dong_idx" ON "sales" USING btree ("dong_code","status","created_at" DESC NULLS FIRST,"sale_no" DESC NULLS FIRST);
ALTER TABLE "sale_count_price" ALTER COLUMN "region_code" SET DATA TYPE varchar(8);--> statement-breakpoint
ALTER TABLE "sale_count_struct" ALTER COLUMN "region_code" SET DATA TYPE varchar(8);
DROP INDEX "sales_earth_idx";--> statement-breakpoint
DROP INDEX "sales_status_created_idx";--> statement-breakpoint
DROP INDEX "sales_sigungu_idx";--> statement-breakpoint
DROP INDEX "sales_dong_idx";--> statement-breakpoint
CREATE INDEX "sales_status_created_idx" ON "sales" USING btree ("status","created_at" DESC NULLS FIRST,"sale_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sales_sigungu_idx" ON "sales" USING btree ("sigungu_code","status","created_at" DESC NULLS FIRST,"sale_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sales_dong_idx" ON "sales" USING btree ("dong_code","status","created_at" DESC NULLS FIRST,"sale_no" DESC NULLS FIRST);
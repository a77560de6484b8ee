CREATE TABLE "sale_views" (
	"sale_no" integer PRIMARY KEY NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_views_view_count_check" CHECK ("sale_views"."view_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_view_count_check";--> statement-breakpoint
ALTER TABLE "sale_views" ADD CONSTRAINT "sale_views_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" DROP COLUMN "view_count";
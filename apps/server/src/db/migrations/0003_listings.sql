CREATE TABLE "sale_likes" (
	"user_no" integer NOT NULL,
	"sale_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_likes_user_no_sale_no_pk" PRIMARY KEY("user_no","sale_no")
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"sale_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_sale_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"sale_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_no" integer NOT NULL,
	"status" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"sale_type" varchar(10) NOT NULL,
	"building_type" varchar(12) NOT NULL,
	"selling_price" integer,
	"rent_price" integer,
	"deposit" integer,
	"monthly_price" integer,
	"cost_price" integer,
	"room_type" varchar(12),
	"room_group" varchar(8) NOT NULL,
	"floor" smallint NOT NULL,
	"entire_floor" smallint,
	"dedicated_area" numeric(8, 2) NOT NULL,
	"supply_area" numeric(8, 2),
	"actual_area" numeric(8, 2),
	"sale_addr" varchar(200) NOT NULL,
	"dong" varchar(50),
	"unit" varchar(50),
	"postal_code" varchar(5),
	"bjd_code" varchar(10) NOT NULL,
	"sido_code" varchar(2) NOT NULL,
	"sigungu_code" varchar(5) NOT NULL,
	"dong_code" varchar(8) NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"subway_no" integer,
	"title" varchar(100) NOT NULL,
	"etc_text" text,
	"safety_grade" varchar(7) NOT NULL,
	"change_safety_grade" varchar(7),
	"public_price" integer,
	"senior_debt" integer,
	"redevelop" boolean DEFAULT false NOT NULL,
	"is_lawyer" boolean DEFAULT false NOT NULL,
	"is_confirm" varchar(10),
	"is_baro" boolean DEFAULT false NOT NULL,
	"main_image" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_status_check" CHECK ("sales"."status" in ('ACTIVE', 'DELETE', 'DONE', 'STOP', 'STORAGE')),
	CONSTRAINT "sales_sale_type_check" CHECK ("sales"."sale_type" in ('SALE', 'RENT', 'MONTHLY')),
	CONSTRAINT "sales_building_type_check" CHECK ("sales"."building_type" in ('VILLA', 'APARTMENT', 'OFFICETELS', 'ONE_ROOM')),
	CONSTRAINT "sales_floor_check" CHECK ("sales"."floor" between 0 and 101),
	CONSTRAINT "sales_safety_grade_check" CHECK ("sales"."safety_grade" in ('RATE001', 'RATE002', 'RATE003', 'RATE004', 'RATE005')),
	CONSTRAINT "sales_prices_check" CHECK (("sales"."sale_type" <> 'SALE' or "sales"."selling_price" is not null) and ("sales"."sale_type" <> 'RENT' or "sales"."rent_price" is not null) and ("sales"."sale_type" <> 'MONTHLY' or ("sales"."deposit" is not null and "sales"."monthly_price" is not null)))
);
--> statement-breakpoint
ALTER TABLE "sale_likes" ADD CONSTRAINT "sale_likes_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_likes" ADD CONSTRAINT "sale_likes_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_likes_sale_idx" ON "sale_likes" USING btree ("sale_no");--> statement-breakpoint
CREATE INDEX "sales_status_created_idx" ON "sales" USING btree ("status","created_at" DESC NULLS LAST,"sale_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_sigungu_idx" ON "sales" USING btree ("sigungu_code","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_dong_idx" ON "sales" USING btree ("dong_code","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_user_idx" ON "sales" USING btree ("user_no","status");--> statement-breakpoint
CREATE INDEX "sales_earth_idx" ON "sales" USING gist (ll_to_earth(lat, lng));
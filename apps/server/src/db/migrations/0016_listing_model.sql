CREATE TABLE "file_views" (
	"view_no" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_views_view_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_id" uuid NOT NULL,
	"user_no" integer NOT NULL,
	"sale_no" integer,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_cost_items" (
	"sale_no" integer NOT NULL,
	"group_code" varchar(40) NOT NULL,
	"code" varchar(40) NOT NULL,
	CONSTRAINT "sale_cost_items_sale_no_group_code_code_pk" PRIMARY KEY("sale_no","group_code","code"),
	CONSTRAINT "sale_cost_items_group_check" CHECK ("sale_cost_items"."group_code" in ('COST_ITEM', 'PRIVATE_COST'))
);
--> statement-breakpoint
CREATE TABLE "sale_cost_types" (
	"cost_type_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_cost_types_cost_type_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sale_no" integer NOT NULL,
	"type" varchar(12) NOT NULL,
	"type_code" varchar(20),
	"etc_code" varchar(12),
	"etc_text" varchar(50),
	"charge_type" varchar(14),
	"public_cost" integer,
	"electricity" integer,
	"heat" integer,
	"water" integer,
	"internet" integer,
	"gas" integer,
	"tv" integer,
	"electricity_use" boolean DEFAULT false NOT NULL,
	"heat_use" boolean DEFAULT false NOT NULL,
	"water_use" boolean DEFAULT false NOT NULL,
	"internet_use" boolean DEFAULT false NOT NULL,
	"gas_use" boolean DEFAULT false NOT NULL,
	"tv_use" boolean DEFAULT false NOT NULL,
	"is_etc_cost" boolean DEFAULT false NOT NULL,
	"etc_cost" integer,
	"etc_cost_text" varchar(50),
	"base_cost" varchar(14),
	"base_cost_text" varchar(50),
	"reason_type" varchar(20),
	"reason_text" varchar(50),
	"cost_item_text" varchar(50),
	CONSTRAINT "sale_cost_types_type_check" CHECK ("sale_cost_types"."type" ~ '^COST_TYPE00[1-3]$'),
	CONSTRAINT "sale_cost_types_etc_code_check" CHECK ("sale_cost_types"."etc_code" ~ '^ETC_CODE00[1-4]$'),
	CONSTRAINT "sale_cost_types_charge_type_check" CHECK ("sale_cost_types"."charge_type" ~ '^CHARGE_TYPE00[1-2]$'),
	CONSTRAINT "sale_cost_types_base_cost_check" CHECK ("sale_cost_types"."base_cost" ~ '^BASE_COST00[1-7]$'),
	CONSTRAINT "sale_cost_types_reason_type_check" CHECK ("sale_cost_types"."reason_type" ~ '^REASON_COST_TYPE00[1-5]$'),
	CONSTRAINT "sale_cost_types_public_cost_check" CHECK ("sale_cost_types"."public_cost" between 0 and 999999999),
	CONSTRAINT "sale_cost_types_electricity_check" CHECK ("sale_cost_types"."electricity" between 0 and 999999999),
	CONSTRAINT "sale_cost_types_heat_check" CHECK ("sale_cost_types"."heat" between 0 and 999999999),
	CONSTRAINT "sale_cost_types_water_check" CHECK ("sale_cost_types"."water" between 0 and 999999999),
	CONSTRAINT "sale_cost_types_internet_check" CHECK ("sale_cost_types"."internet" between 0 and 999999999),
	CONSTRAINT "sale_cost_types_gas_check" CHECK ("sale_cost_types"."gas" between 0 and 999999999),
	CONSTRAINT "sale_cost_types_tv_check" CHECK ("sale_cost_types"."tv" between 0 and 999999999),
	CONSTRAINT "sale_cost_types_etc_cost_check" CHECK ("sale_cost_types"."etc_cost" between 0 and 999999999)
);
--> statement-breakpoint
CREATE TABLE "sale_documents" (
	"sale_no" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "sale_documents_sale_no_kind_pk" PRIMARY KEY("sale_no","kind"),
	CONSTRAINT "sale_documents_kind_check" CHECK ("sale_documents"."kind" in ('REGISTER_COPY', 'BUILDING_REGISTER'))
);
--> statement-breakpoint
CREATE TABLE "sale_images" (
	"image_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_images_image_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sale_no" integer NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"sort_order" smallint NOT NULL,
	"image_key" varchar(64) NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	CONSTRAINT "sale_images_sort_order_check" CHECK ("sale_images"."sort_order" between 0 and 99),
	CONSTRAINT "sale_images_size_check" CHECK ("sale_images"."width" > 0 and "sale_images"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_options" (
	"sale_no" integer NOT NULL,
	"group_code" varchar(40) NOT NULL,
	"code" varchar(40) NOT NULL,
	CONSTRAINT "sale_options_sale_no_group_code_code_pk" PRIMARY KEY("sale_no","group_code","code"),
	CONSTRAINT "sale_options_group_check" CHECK ("sale_options"."group_code" in ('HEAT', 'AC', 'LIFE', 'SECURITY', 'ETC'))
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"code" varchar(12) PRIMARY KEY NOT NULL,
	"sale_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_links_code_check" CHECK ("short_links"."code" ~ '^[0-9A-Za-z]{6,12}$')
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "is_public_cost" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "is_private_cost" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "total_cost" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cost_desc" varchar(500);--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cost_desc2" varchar(500);--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "use_type" varchar(10);--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "is_loan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "loan_price" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "collateral_security" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "collateral_security_price" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "ownership" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "illegal_building" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "tax_arrears" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "safety_text" varchar(1000);--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "land_area" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "direction" varchar(12);--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "toilet_count" varchar(10);--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "apply_date" date;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "is_loan_recommend" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "loan_list" varchar(50)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "is_certified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "baro_mark_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "baro_mark_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_views" ADD CONSTRAINT "file_views_file_id_stored_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_views" ADD CONSTRAINT "file_views_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_views" ADD CONSTRAINT "file_views_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_cost_items" ADD CONSTRAINT "sale_cost_items_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_cost_items" ADD CONSTRAINT "sale_cost_items_group_code_code_common_codes_group_code_code_fk" FOREIGN KEY ("group_code","code") REFERENCES "public"."common_codes"("group_code","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_cost_types" ADD CONSTRAINT "sale_cost_types_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_documents" ADD CONSTRAINT "sale_documents_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_documents" ADD CONSTRAINT "sale_documents_file_id_stored_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_images" ADD CONSTRAINT "sale_images_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_options" ADD CONSTRAINT "sale_options_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_options" ADD CONSTRAINT "sale_options_group_code_code_common_codes_group_code_code_fk" FOREIGN KEY ("group_code","code") REFERENCES "public"."common_codes"("group_code","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_views_file_idx" ON "file_views" USING btree ("file_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_cost_types_sale_key" ON "sale_cost_types" USING btree ("sale_no");--> statement-breakpoint
CREATE INDEX "sale_documents_file_idx" ON "sale_documents" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_images_order_key" ON "sale_images" USING btree ("sale_no","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_images_one_main_key" ON "sale_images" USING btree ("sale_no") WHERE "sale_images"."is_main";--> statement-breakpoint
CREATE INDEX "sale_images_key_idx" ON "sale_images" USING btree ("image_key");--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_sale_key" ON "short_links" USING btree ("sale_no");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_amounts_check" CHECK ("sales"."selling_price" between 0 and 999999999 and "sales"."rent_price" between 0 and 999999999 and "sales"."deposit" between 0 and 999999999 and "sales"."monthly_price" between 0 and 999999999 and "sales"."loan_price" between 0 and 999999999 and "sales"."collateral_security_price" between 0 and 999999999 and "sales"."cost_price" between 0 and 999999999 and "sales"."total_cost" between 0 and 999999999 and "sales"."public_price" between 0 and 999999999 and "sales"."senior_debt" between 0 and 999999999);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_use_type_check" CHECK ("sales"."use_type" ~ '^TYPE00[1-7]$');--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_room_type_check" CHECK ("sales"."room_type" ~ '^ROOM_TYPE00[1-7]$');--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_direction_check" CHECK ("sales"."direction" ~ '^DERECTION00[1-8]$');--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_toilet_count_check" CHECK ("sales"."toilet_count" ~ '^TOILET00[1-4]$');--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_loan_list_check" CHECK (cardinality("sales"."loan_list") <= 10);--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_baro_check" CHECK ("professional_profiles"."baro_mark_used" between 0 and "professional_profiles"."baro_mark_qty");
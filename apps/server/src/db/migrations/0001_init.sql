CREATE TABLE "common_codes" (
	"group_code" varchar(40) NOT NULL,
	"code" varchar(40) NOT NULL,
	"code_name" varchar(100) NOT NULL,
	"description" text,
	"parent_code" varchar(40),
	"sort_order" integer NOT NULL,
	CONSTRAINT "common_codes_group_code_code_pk" PRIMARY KEY("group_code","code")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" varchar(10) PRIMARY KEY NOT NULL,
	"sido" varchar(20) NOT NULL,
	"sigungu" varchar(30),
	"eupmyeondong" varchar(30),
	"ri" varchar(30),
	"level" smallint NOT NULL,
	"full_name" varchar(120) NOT NULL,
	"lat" double precision,
	"lng" double precision
);
--> statement-breakpoint
CREATE TABLE "subway_stations" (
	"subway_no" integer PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"line" varchar(30) NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_user_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login_id" varchar(12),
	"password_hash" varchar(200),
	"user_type" varchar(10) NOT NULL,
	"status" varchar(10) NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"email" varchar(254),
	"company" varchar(100),
	"join_type" varchar(1),
	"is_marketing" boolean DEFAULT false NOT NULL,
	"is_change_info" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('GENERAL', 'BROKER', 'LAWYER', 'ADMIN')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('ACTIVE', 'PENDING', 'SUSPENDED', 'WITHDRAWN')),
	CONSTRAINT "users_join_type_check" CHECK ("users"."join_type" is null or "users"."join_type" in ('K', 'N', 'G', 'A'))
);
--> statement-breakpoint
CREATE INDEX "regions_level_idx" ON "regions" USING btree ("level");--> statement-breakpoint
CREATE INDEX "regions_sigungu_idx" ON "regions" USING btree ("sigungu");--> statement-breakpoint
CREATE INDEX "subway_stations_name_idx" ON "subway_stations" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_id_key" ON "users" USING btree ("login_id");
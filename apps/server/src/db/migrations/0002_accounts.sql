CREATE TABLE "auth_throttle" (
	"key" varchar(120) PRIMARY KEY NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "professional_profiles" (
	"user_no" integer PRIMARY KEY NOT NULL,
	"business_no" varchar(10),
	"registration_no" varchar(30),
	"office_name" varchar(100),
	"office_address" varchar(200),
	"office_phone" varchar(11),
	"lawyer_exam" varchar(20),
	"lawyer_exam_round" varchar(20),
	"approved_by_user_no" integer,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"refresh_hash" varchar(64) NOT NULL,
	"previous_refresh_hash" varchar(64),
	"login_type" varchar(10) NOT NULL,
	"device_type" varchar(20),
	"device_id" varchar(200),
	"push_token" varchar(500),
	"app_version" varchar(20),
	"os" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"message_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_messages_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" varchar(11) NOT NULL,
	"body" text NOT NULL,
	"driver" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"provider_message_id" varchar(100),
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_status_check" CHECK ("sms_messages"."status" in ('OUTBOX', 'SENT', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "sms_verifications" (
	"verification_id" uuid PRIMARY KEY NOT NULL,
	"phone" varchar(11) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"join_type" varchar(1) NOT NULL,
	"provider_user_id" varchar(200) NOT NULL,
	"user_no" integer NOT NULL,
	"email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_accounts_join_type_provider_user_id_pk" PRIMARY KEY("join_type","provider_user_id")
);
--> statement-breakpoint
CREATE TABLE "social_tickets" (
	"ticket_hash" varchar(64) PRIMARY KEY NOT NULL,
	"join_type" varchar(1) NOT NULL,
	"provider_user_id" varchar(200) NOT NULL,
	"email" varchar(254),
	"name" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"owner_user_no" integer,
	"kind" varchar(30) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"original_name" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_gps_agreed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_push_alarm" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_inquiry_alarm" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_sale_alarm" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_user_no_users_user_no_fk" FOREIGN KEY ("owner_user_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_no_idx" ON "sessions" USING btree ("user_no");--> statement-breakpoint
CREATE INDEX "sms_messages_phone_idx" ON "sms_messages" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_verifications_phone_idx" ON "sms_verifications" USING btree ("phone","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_user_join_key" ON "social_accounts" USING btree ("user_no","join_type");--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_user_no");
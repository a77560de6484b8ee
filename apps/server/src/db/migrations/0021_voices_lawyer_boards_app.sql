CREATE TABLE "sale_comments" (
	"comment_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_comments_comment_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sale_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"safety_grade" varchar(7) NOT NULL,
	"safety_text" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_comments_safety_grade_check" CHECK ("sale_comments"."safety_grade" in ('RATE001', 'RATE002', 'RATE003', 'RATE004', 'RATE005'))
);
--> statement-breakpoint
CREATE TABLE "sale_reports" (
	"report_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_reports_report_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sale_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"report_name" varchar(50) NOT NULL,
	"report_type" varchar(10) NOT NULL,
	"report_text" varchar(100) NOT NULL,
	"state" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"resolved_by_user_no" integer,
	"resolved_at" timestamp with time zone,
	"resolution_text" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_reports_state_check" CHECK ("sale_reports"."state" in ('OPEN', 'CONFIRMED', 'DISMISSED'))
);
--> statement-breakpoint
ALTER TABLE "sale_comments" ADD CONSTRAINT "sale_comments_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_comments" ADD CONSTRAINT "sale_comments_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_reports" ADD CONSTRAINT "sale_reports_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_reports" ADD CONSTRAINT "sale_reports_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_reports" ADD CONSTRAINT "sale_reports_resolved_by_user_no_users_user_no_fk" FOREIGN KEY ("resolved_by_user_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_comments_sale_user_uq" ON "sale_comments" USING btree ("sale_no","user_no");--> statement-breakpoint
CREATE INDEX "sale_comments_sale_grade_created_idx" ON "sale_comments" USING btree ("sale_no","safety_grade","created_at");--> statement-breakpoint
CREATE INDEX "sale_comments_user_idx" ON "sale_comments" USING btree ("user_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_reports_sale_user_uq" ON "sale_reports" USING btree ("sale_no","user_no");--> statement-breakpoint
CREATE INDEX "sale_reports_state_created_idx" ON "sale_reports" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "sale_reports_user_idx" ON "sale_reports" USING btree ("user_no");
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"inquiry_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiries_inquiry_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_no" integer NOT NULL,
	"sale_no" integer,
	"sale_user_no" integer,
	"inquiry_type" varchar(20) NOT NULL,
	"reason_types" varchar(10)[] DEFAULT '{}'::varchar[] NOT NULL,
	"reason" varchar(100),
	"title" varchar(50),
	"content" varchar(1000),
	"name" varchar(50),
	"phone" varchar(11),
	"answer" varchar(1000),
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_inquiry_type_check" CHECK ("inquiries"."inquiry_type" in ('INQUIRY_TYPE001', 'INQUIRY_TYPE002', 'INQUIRY_TYPE003', 'INQUIRY_TYPE004', 'INQUIRY_TYPE005', 'INQUIRY_TYPE006')),
	CONSTRAINT "inquiries_reason_types_check" CHECK ("inquiries"."reason_types" <@ array['INQUIRY001', 'INQUIRY002', 'INQUIRY003', 'INQUIRY004', 'INQUIRY005', 'INQUIRY006']::varchar[]),
	CONSTRAINT "inquiries_phone_check" CHECK ("inquiries"."phone" ~ '^[0-9]*$'),
	CONSTRAINT "inquiries_answer_check" CHECK (("inquiries"."answer" is null) = ("inquiries"."answered_at" is null))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"notification_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_notification_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_no" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" varchar(500) NOT NULL,
	"link" varchar(300),
	"read_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_sale_user_no_users_user_no_fk" FOREIGN KEY ("sale_user_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_answered_by_users_user_no_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_user_created_idx" ON "inquiries" USING btree ("user_no","created_at" DESC NULLS LAST) WHERE "inquiries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inquiries_sale_user_created_idx" ON "inquiries" USING btree ("sale_user_no","created_at" DESC NULLS LAST) WHERE "inquiries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inquiries_sale_idx" ON "inquiries" USING btree ("sale_no") WHERE "inquiries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_undelivered_idx" ON "notifications" USING btree ("notification_no") WHERE "notifications"."delivered_at" is null;
--> statement-breakpoint
CREATE TABLE "lawyer_calculates" (
	"calculate_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lawyer_calculates_calculate_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lawyer_no" integer NOT NULL,
	"request_no" integer,
	"sale_no" integer,
	"sale_title" varchar(100) NOT NULL,
	"decision" varchar(10) NOT NULL,
	"amount" integer NOT NULL,
	"state" varchar(12) DEFAULT 'CALCULATE001' NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "lawyer_calculates_decision_check" CHECK ("lawyer_calculates"."decision" in ('CONFIRM', 'REJECT')),
	CONSTRAINT "lawyer_calculates_amount_check" CHECK ("lawyer_calculates"."amount" between 0 and 10000000),
	CONSTRAINT "lawyer_calculates_state_check" CHECK ("lawyer_calculates"."state" in ('CALCULATE001', 'CALCULATE002', 'CALCULATE003')),
	CONSTRAINT "lawyer_calculates_paid_check" CHECK (("lawyer_calculates"."state" = 'CALCULATE002') = ("lawyer_calculates"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "lawyer_comments" (
	"comment_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lawyer_comments_comment_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sale_no" integer NOT NULL,
	"request_no" integer,
	"lawyer_no" integer NOT NULL,
	"comment" text,
	"decision" varchar(10),
	"change_safety_grade" varchar(7),
	"change_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lawyer_comments_comment_check" CHECK (case when "lawyer_comments"."comment" is null then coalesce("lawyer_comments"."decision" = 'CONFIRM', false) else char_length("lawyer_comments"."comment") between 5 and 500 end),
	CONSTRAINT "lawyer_comments_decision_check" CHECK ("lawyer_comments"."decision" in ('CONFIRM', 'REJECT')),
	CONSTRAINT "lawyer_comments_grade_check" CHECK ("lawyer_comments"."change_safety_grade" ~ '^RATE00[1-5]$'),
	CONSTRAINT "lawyer_comments_change_check" CHECK (("lawyer_comments"."change_safety_grade" is null) = ("lawyer_comments"."change_reason" is null) and ("lawyer_comments"."change_safety_grade" is null or "lawyer_comments"."decision" is not null) and char_length("lawyer_comments"."change_reason") between 5 and 200)
);
--> statement-breakpoint
CREATE TABLE "lawyer_settings" (
	"user_no" integer PRIMARY KEY NOT NULL,
	"fee_per_approval" integer NOT NULL,
	"bank_name" varchar(50),
	"account_no" varchar(30),
	"account_holder" varchar(50),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lawyer_settings_fee_check" CHECK ("lawyer_settings"."fee_per_approval" between 0 and 10000000),
	CONSTRAINT "lawyer_settings_account_no_check" CHECK ("lawyer_settings"."account_no" ~ '^[0-9-]{1,30}$')
);
--> statement-breakpoint
ALTER TABLE "lawyer_calculates" ADD CONSTRAINT "lawyer_calculates_lawyer_no_users_user_no_fk" FOREIGN KEY ("lawyer_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_calculates" ADD CONSTRAINT "lawyer_calculates_request_no_lawyer_requests_request_no_fk" FOREIGN KEY ("request_no") REFERENCES "public"."lawyer_requests"("request_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_calculates" ADD CONSTRAINT "lawyer_calculates_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_comments" ADD CONSTRAINT "lawyer_comments_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_comments" ADD CONSTRAINT "lawyer_comments_request_no_lawyer_requests_request_no_fk" FOREIGN KEY ("request_no") REFERENCES "public"."lawyer_requests"("request_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_comments" ADD CONSTRAINT "lawyer_comments_lawyer_no_users_user_no_fk" FOREIGN KEY ("lawyer_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_settings" ADD CONSTRAINT "lawyer_settings_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lawyer_calculates_request_idx" ON "lawyer_calculates" USING btree ("request_no");--> statement-breakpoint
CREATE INDEX "lawyer_calculates_lawyer_idx" ON "lawyer_calculates" USING btree ("lawyer_no","decided_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lawyer_calculates_decision_idx" ON "lawyer_calculates" USING btree ("decision","decided_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lawyer_comments_sale_idx" ON "lawyer_comments" USING btree ("sale_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "lawyer_comments_decision_request_idx" ON "lawyer_comments" USING btree ("request_no") WHERE "lawyer_comments"."decision" is not null;
--> statement-breakpoint
CREATE TABLE "boards" (
	"board_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boards_board_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"board_type" varchar(10) NOT NULL,
	"category" varchar(20),
	"title" varchar(200) NOT NULL,
	"content_html" text NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"board_status" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"end_date" date,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "boards_board_type_check" CHECK ("boards"."board_type" in ('FAQ', 'TERMS', 'NOTICE', 'GUIDE', 'PRIVATE', 'GPS', 'SERVICE', 'POLICY')),
	CONSTRAINT "boards_board_status_check" CHECK ("boards"."board_status" in ('ACTIVE', 'HIDDEN', 'DELETE')),
	CONSTRAINT "boards_category_check" CHECK ("boards"."category" is null or "boards"."category" ~ '^(FAQ|CATEGORY)[0-9]{3}$'),
	CONSTRAINT "boards_content_html_length_check" CHECK (char_length("boards"."content_html") <= 100000),
	CONSTRAINT "boards_title_check" CHECK (char_length(btrim("boards"."title")) > 0),
	CONSTRAINT "boards_view_count_check" CHECK ("boards"."view_count" >= 0),
	CONSTRAINT "boards_window_check" CHECK ("boards"."start_date" is null or "boards"."end_date" is null or "boards"."start_date" <= "boards"."end_date")
);
--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_created_by_users_user_no_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boards_type_status_top_created_idx" ON "boards" USING btree ("board_type","board_status","is_top" DESC NULLS LAST,"created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"push_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_outbox_push_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_no" integer,
	"user_no" integer,
	"notification_no" integer,
	"kind" varchar(3) NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"subscription_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_subscription_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_no" integer NOT NULL,
	"kind" varchar(3) NOT NULL,
	"endpoint" varchar(1000),
	"p256dh" varchar(200),
	"auth" varchar(100),
	"token" varchar(500),
	"device_id" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_kind_check" CHECK (("push_subscriptions"."kind" = 'WEB' and "push_subscriptions"."endpoint" is not null and "push_subscriptions"."p256dh" is not null and "push_subscriptions"."auth" is not null and "push_subscriptions"."token" is null)
        or ("push_subscriptions"."kind" = 'FCM' and "push_subscriptions"."token" is not null and "push_subscriptions"."endpoint" is null))
);
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_no_push_subscriptions_subscription_no_fk" FOREIGN KEY ("subscription_no") REFERENCES "public"."push_subscriptions"("subscription_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_notification_no_notifications_notification_no_fk" FOREIGN KEY ("notification_no") REFERENCES "public"."notifications"("notification_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_outbox_user_idx" ON "push_outbox" USING btree ("user_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_token_key" ON "push_subscriptions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_no");
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"app_version_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_versions_app_version_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform" varchar(10) NOT NULL,
	"app_type" varchar(20) DEFAULT 'RESERVATION' NOT NULL,
	"version" varchar(20) NOT NULL,
	"is_force" boolean DEFAULT false NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	"store_url" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_versions_platform_check" CHECK ("app_versions"."platform" in ('ANDROID', 'IOS', 'WEB')),
	CONSTRAINT "app_versions_app_type_check" CHECK ("app_versions"."app_type" in ('RESERVATION')),
	CONSTRAINT "app_versions_version_check" CHECK ("app_versions"."version" ~ '^[0-9]{1,5}(\.[0-9]{1,5}){0,3}$'),
	CONSTRAINT "app_versions_note_length_check" CHECK (char_length("app_versions"."note") <= 1000),
	CONSTRAINT "app_versions_store_url_check" CHECK ("app_versions"."store_url" is null or "app_versions"."store_url" ~ '^https://')
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"banner_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_banner_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(100) NOT NULL,
	"image_url" varchar(500),
	"content_text" varchar(1000),
	"board_type" varchar(10),
	"link" varchar(500),
	"link_type" boolean DEFAULT false NOT NULL,
	"start_at" timestamp with time zone DEFAULT now() NOT NULL,
	"end_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_board_type_check" CHECK ("banners"."board_type" is null or "banners"."board_type" in ('FAQ', 'TERMS', 'NOTICE', 'GUIDE', 'PRIVATE', 'GPS', 'SERVICE', 'POLICY')),
	CONSTRAINT "banners_title_check" CHECK (char_length(btrim("banners"."title")) > 0),
	CONSTRAINT "banners_content_check" CHECK ("banners"."image_url" is not null or "banners"."content_text" is not null),
	CONSTRAINT "banners_image_url_check" CHECK ("banners"."image_url" is null or "banners"."image_url" ~ '^(/[^/]|https://)'),
	CONSTRAINT "banners_notice_link_check" CHECK ("banners"."board_type" is distinct from 'NOTICE' or coalesce("banners"."link", '') ~ '^[0-9]{1,10}$'),
	CONSTRAINT "banners_window_check" CHECK ("banners"."end_at" is null or "banners"."start_at" < "banners"."end_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "app_versions_platform_type_version_idx" ON "app_versions" USING btree ("platform","app_type","version");--> statement-breakpoint
CREATE INDEX "banners_active_sort_idx" ON "banners" USING btree ("is_active","sort","banner_no");
--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_no") WHERE "notifications"."read_at" is null;

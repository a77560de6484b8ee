CREATE TABLE "audit_log" (
	"audit_no" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_audit_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_user_no" integer,
	"actor_login_id" varchar(60) NOT NULL,
	"action" varchar(40) NOT NULL,
	"target_type" varchar(20) NOT NULL,
	"target_id" varchar(64) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" varchar(500),
	"ip" varchar(45),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_no_users_user_no_fk" FOREIGN KEY ("actor_user_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The one change allowed: the actor's account is deleted and ON DELETE SET NULL clears actor_user_no.
  IF TG_OP = 'UPDATE' AND NEW.actor_user_no IS NULL
     AND (to_jsonb(NEW) - 'actor_user_no') = (to_jsonb(OLD) - 'actor_user_no') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TABLE "broker_warnings" (
	"warning_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broker_warnings_warning_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_no" integer NOT NULL,
	"sale_no" integer,
	"report_no" integer,
	"reason" varchar(500) NOT NULL,
	"created_by_user_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broker_warnings" ADD CONSTRAINT "broker_warnings_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_warnings" ADD CONSTRAINT "broker_warnings_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_warnings" ADD CONSTRAINT "broker_warnings_report_no_sale_reports_report_no_fk" FOREIGN KEY ("report_no") REFERENCES "public"."sale_reports"("report_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_warnings" ADD CONSTRAINT "broker_warnings_created_by_user_no_users_user_no_fk" FOREIGN KEY ("created_by_user_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broker_warnings_user_sale_uq" ON "broker_warnings" USING btree ("user_no","sale_no");--> statement-breakpoint
CREATE INDEX "broker_warnings_user_created_idx" ON "broker_warnings" USING btree ("user_no","created_at");
--> statement-breakpoint
CREATE TABLE "suspension_paused_sales" (
	"sale_no" integer PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suspension_paused_sales" ADD CONSTRAINT "suspension_paused_sales_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_paused_sales" ADD CONSTRAINT "suspension_paused_sales_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suspension_paused_sales_user_idx" ON "suspension_paused_sales" USING btree ("user_no");
--> statement-breakpoint
ALTER TABLE "grade_reviews" ADD COLUMN "source" varchar(10) DEFAULT 'COMPUTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "grade_reviews" ADD COLUMN "last_comment_no" integer;--> statement-breakpoint
ALTER TABLE "grade_reviews" ADD COLUMN "decision_grade" varchar(7);--> statement-breakpoint
ALTER TABLE "grade_reviews" ADD COLUMN "decision_reason" varchar(500);--> statement-breakpoint
CREATE INDEX "grade_reviews_sale_source_idx" ON "grade_reviews" USING btree ("sale_no","source","decided_at");--> statement-breakpoint
ALTER TABLE "grade_reviews" ADD CONSTRAINT "grade_reviews_source_check" CHECK ("grade_reviews"."source" in ('COMPUTED', 'COMMENTS'));--> statement-breakpoint
ALTER TABLE "grade_reviews" ADD CONSTRAINT "grade_reviews_decision_check" CHECK (("grade_reviews"."state" = 'CORRECTED') = ("grade_reviews"."decision_grade" is not null) and "grade_reviews"."decision_grade" ~ '^RATE00[1-5]$');
--> statement-breakpoint
ALTER TABLE "common_codes" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "common_codes" ADD COLUMN "deleted_at" timestamp with time zone;

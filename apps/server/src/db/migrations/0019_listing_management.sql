DROP INDEX "sales_user_idx";--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "memo" varchar(200);--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "status_before_delete" varchar(10);--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sales_user_status_created_idx" ON "sales" USING btree ("user_no","status","created_at" DESC NULLS LAST,"sale_no" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_status_before_delete_check" CHECK ("sales"."status_before_delete" in ('ACTIVE', 'DONE', 'STOP', 'STORAGE'));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_view_count_check" CHECK ("sales"."view_count" >= 0);
--> statement-breakpoint
CREATE TABLE "comment_reward_counts" (
	"user_no" integer PRIMARY KEY NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_reward_pairs" (
	"user_no" integer NOT NULL,
	"pair_index" integer NOT NULL,
	"entry_no" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_reward_pairs_user_no_pair_index_pk" PRIMARY KEY("user_no","pair_index"),
	CONSTRAINT "comment_reward_pairs_pair_check" CHECK ("comment_reward_pairs"."pair_index" > 0)
);
--> statement-breakpoint
CREATE TABLE "lawyer_requests" (
	"request_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lawyer_requests_request_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sale_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"state" varchar(10) DEFAULT 'WAIT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lawyer_requests_state_check" CHECK ("lawyer_requests"."state" in ('WAIT', 'ING', 'DONE', 'CANCEL'))
);
--> statement-breakpoint
CREATE TABLE "proxy_applications" (
	"application_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proxy_applications_application_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_no" integer NOT NULL,
	"state" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "proxy_applications_state_check" CHECK ("proxy_applications"."state" in ('PENDING', 'GRANTED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "proxy_document_requests" (
	"request_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proxy_document_requests_request_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sale_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"state" varchar(20) DEFAULT 'WAITING_DOCUMENTS' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proxy_document_requests_state_check" CHECK ("proxy_document_requests"."state" in ('WAITING_DOCUMENTS', 'ATTACHED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "professional_profiles" DROP CONSTRAINT "professional_profiles_baro_check";--> statement-breakpoint
ALTER TABLE "comment_reward_counts" ADD CONSTRAINT "comment_reward_counts_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reward_pairs" ADD CONSTRAINT "comment_reward_pairs_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reward_pairs" ADD CONSTRAINT "comment_reward_pairs_entry_no_quota_ledger_entry_no_fk" FOREIGN KEY ("entry_no") REFERENCES "public"."quota_ledger"("entry_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_requests" ADD CONSTRAINT "lawyer_requests_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_requests" ADD CONSTRAINT "lawyer_requests_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_applications" ADD CONSTRAINT "proxy_applications_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_document_requests" ADD CONSTRAINT "proxy_document_requests_sale_no_sales_sale_no_fk" FOREIGN KEY ("sale_no") REFERENCES "public"."sales"("sale_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_document_requests" ADD CONSTRAINT "proxy_document_requests_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lawyer_requests_open_sale_idx" ON "lawyer_requests" USING btree ("sale_no") WHERE "lawyer_requests"."state" in ('WAIT', 'ING');--> statement-breakpoint
CREATE INDEX "lawyer_requests_state_idx" ON "lawyer_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "proxy_applications_pending_user_idx" ON "proxy_applications" USING btree ("user_no") WHERE "proxy_applications"."state" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "proxy_document_requests_waiting_sale_idx" ON "proxy_document_requests" USING btree ("sale_no") WHERE "proxy_document_requests"."state" = 'WAITING_DOCUMENTS';--> statement-breakpoint
CREATE INDEX "proxy_document_requests_state_idx" ON "proxy_document_requests" USING btree ("state","created_at");--> statement-breakpoint
-- 안전방 marks move from professional_profiles onto the quota ledger (docs/decisions/019): what a broker held
-- becomes a GRANT row, what they had used one USE row, and the balance what is left, so balance = grants − uses.
INSERT INTO "quota_ledger" ("user_no", "kind", "entry", "amount", "reason")
  SELECT "user_no", 'BARO', 'GRANT', "baro_mark_qty", 'MIGRATED' FROM "professional_profiles" WHERE "baro_mark_qty" > 0
  ORDER BY "user_no";--> statement-breakpoint
INSERT INTO "quota_ledger" ("user_no", "kind", "entry", "amount", "reason")
  SELECT "user_no", 'BARO', 'USE', "baro_mark_used", 'MIGRATED' FROM "professional_profiles" WHERE "baro_mark_used" > 0
  ORDER BY "user_no";--> statement-breakpoint
INSERT INTO "quota_balances" ("user_no", "kind", "balance")
  SELECT "user_no", 'BARO', "baro_mark_qty" - "baro_mark_used" FROM "professional_profiles" WHERE "baro_mark_qty" > 0
  ON CONFLICT ("user_no", "kind") DO UPDATE SET "balance" = "quota_balances"."balance" + excluded."balance";--> statement-breakpoint
ALTER TABLE "professional_profiles" DROP COLUMN "baro_mark_qty";--> statement-breakpoint
ALTER TABLE "professional_profiles" DROP COLUMN "baro_mark_used";

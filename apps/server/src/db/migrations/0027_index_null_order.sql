-- drizzle's .desc() declared these indexes DESC NULLS LAST, while `order by … desc` asks for DESC NULLS FIRST
-- (and `asc` for ASC NULLS LAST, which only a DESC NULLS FIRST index read backward gives). An index of the other
-- null order cannot hand out rows in the order asked, even on NOT NULL columns: the planner reads every match
-- and sorts them. Each is recreated with the null order its queries ask (schema: .desc().nullsFirst()).
DROP INDEX "saved_searches_user_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
DROP INDEX "audit_log_target_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_idx";--> statement-breakpoint
DROP INDEX "boards_type_status_top_created_idx";--> statement-breakpoint
DROP INDEX "inquiries_user_created_idx";--> statement-breakpoint
DROP INDEX "inquiries_sale_user_created_idx";--> statement-breakpoint
DROP INDEX "lawyer_calculates_lawyer_idx";--> statement-breakpoint
DROP INDEX "lawyer_calculates_decision_idx";--> statement-breakpoint
DROP INDEX "lawyer_comments_sale_idx";--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
DROP INDEX "sales_user_status_created_idx";--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_no","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_no","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "boards_type_status_top_created_idx" ON "boards" USING btree ("board_type","board_status","is_top" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inquiries_user_created_idx" ON "inquiries" USING btree ("user_no","created_at" DESC NULLS FIRST) WHERE "inquiries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inquiries_sale_user_created_idx" ON "inquiries" USING btree ("sale_user_no","created_at" DESC NULLS FIRST) WHERE "inquiries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "lawyer_calculates_lawyer_idx" ON "lawyer_calculates" USING btree ("lawyer_no","decided_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lawyer_calculates_decision_idx" ON "lawyer_calculates" USING btree ("decision","decided_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lawyer_comments_sale_idx" ON "lawyer_comments" USING btree ("sale_no","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_no","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sales_user_status_created_idx" ON "sales" USING btree ("user_no","status","created_at" DESC NULLS FIRST,"sale_no" DESC NULLS FIRST);
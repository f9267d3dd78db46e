DROP INDEX "payments_formation_idx";--> statement-breakpoint
DROP INDEX "payments_status_created_idx";--> statement-breakpoint
CREATE INDEX "users_member_since_idx" ON "users" USING btree ("member_since","id");--> statement-breakpoint
CREATE INDEX "enrollments_enrolled_at_idx" ON "enrollments" USING btree ("enrolled_at");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_method_created_idx" ON "payments" USING btree ("method","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_formation_created_idx" ON "payments" USING btree ("formation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at","id");
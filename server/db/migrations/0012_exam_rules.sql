-- Issue 20, items 7 and 8: plausible progress (furthest point watched, when the lesson was opened), the
-- draw of each exam attempt, and the per-user counter of certificate downloads.
ALTER TABLE "lesson_progress" ADD COLUMN IF NOT EXISTS "watched_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN IF NOT EXISTS "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN IF NOT EXISTS "draw" integer;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "quiz_attempts_user_formation_draw_key" ON "quiz_attempts" USING btree ("user_id","formation_id","draw");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "certificate_download_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "certificate_download_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);

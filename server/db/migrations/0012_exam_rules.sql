-- Issue 20, item 8: plausible progress (furthest point watched, when the lesson was opened) and the
-- draw of each exam attempt.
ALTER TABLE "lesson_progress" ADD COLUMN IF NOT EXISTS "watched_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN IF NOT EXISTS "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN IF NOT EXISTS "draw" integer;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "quiz_attempts_user_formation_draw_key" ON "quiz_attempts" USING btree ("user_id","formation_id","draw");

-- Staff media uploads and their transcoding jobs (issue 15, server/modules/media).
CREATE TABLE IF NOT EXISTS "media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"original_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"state" text NOT NULL,
	"renditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"poster_key" text,
	"progress" real DEFAULT 0 NOT NULL,
	"duration_seconds" real,
	"error" text,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "media_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"media_id" uuid NOT NULL REFERENCES "media"("id") ON DELETE CASCADE,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "media_jobs_due_idx" ON "media_jobs" USING btree ("next_attempt_at") WHERE "done_at" IS NULL AND "failed_at" IS NULL;

-- Mail leaves through a job table written in the same transaction as the write that causes it
-- (server/lib/mail-jobs.ts): a crash or a stalled mail server can delay a mail, never duplicate the write.
CREATE TABLE IF NOT EXISTS "mail_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"message" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_jobs_due_idx" ON "mail_jobs" USING btree ("next_attempt_at") WHERE "sent_at" IS NULL AND "failed_at" IS NULL;
--> statement-breakpoint
-- A contact or support message made by a replayable POST carries its Idempotency-Key: should a copy ever
-- get past the idempotency record, the unique index still admits one row.
ALTER TABLE "contact_messages" ADD COLUMN IF NOT EXISTS "idempotency_key" uuid;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "contact_messages_idempotency_key_idx" ON "contact_messages" USING btree ("idempotency_key");

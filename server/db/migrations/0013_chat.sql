-- The chat assistant (SPEC §2, §7): its settings (one row), conversations and their messages.
-- Questions per day are counted in rate_limits (server/lib/rate-limiter.ts), not here.
CREATE TABLE IF NOT EXISTS "chat_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"provider" text DEFAULT 'builtin' NOT NULL,
	"daily_quota" integer DEFAULT 20 NOT NULL,
	"base_url" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"api_key" text,
	"timeout_ms" integer DEFAULT 20000 NOT NULL,
	"system_prompt" jsonb NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	CONSTRAINT "chat_settings_single_row" CHECK ("id" = 1),
	CONSTRAINT "chat_settings_provider_check" CHECK ("provider" in ('builtin', 'openai_compatible'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "chat_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_sessions_owner_idx" ON "chat_sessions" USING btree ("owner");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_sessions_created_idx" ON "chat_sessions" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "chat_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL REFERENCES "chat_sessions"("id") ON DELETE CASCADE,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_role_check" CHECK ("role" in ('user', 'assistant'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_messages_session_idx" ON "chat_messages" USING btree ("session_id","created_at");

-- One table for every rate limit (server/lib/rate-limiter.ts); it replaces the login_failures rows and the
-- per-process counters of the public forms and certificate checks.
CREATE TABLE IF NOT EXISTS "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limits_window_ends_at_idx" ON "rate_limits" USING btree ("window_ends_at");
--> statement-breakpoint
DROP TABLE IF EXISTS "login_failures";

CREATE TABLE "device_sync" (
	"user_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"user_agent" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_write_at" timestamp with time zone,
	"delivered_writes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "device_sync_user_id_device_id_pk" PRIMARY KEY("user_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"key" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"response_headers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_records_status_check" CHECK ("idempotency_records"."status" in ('processing', 'done'))
);
--> statement-breakpoint
ALTER TABLE "device_sync" ADD CONSTRAINT "device_sync_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_sync_last_sync_at_idx" ON "device_sync" USING btree ("last_sync_at");--> statement-breakpoint
CREATE INDEX "idempotency_records_expires_at_idx" ON "idempotency_records" USING btree ("expires_at");
-- Payments (issue 19): bank-transfer receipts verified by staff and card payments through a gateway.
-- Amounts are integer centimes of MAD. At most one `pending` payment per learner and formation (partial
-- unique index), so a double tap, two tabs or a replayed upload can never open a second one.
CREATE TABLE IF NOT EXISTS "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"formation_id" uuid NOT NULL REFERENCES "formations"("id") ON DELETE CASCADE,
	"method" text NOT NULL,
	"amount_centimes" integer NOT NULL,
	"currency" text DEFAULT 'MAD' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text,
	"provider_order_id" text,
	"provider_reference" text,
	"transfer_reference" text,
	"notes" text,
	"receipt_key" text,
	"reviewer_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('sync_change_seq') NOT NULL,
	CONSTRAINT "payments_method_check" CHECK ("method" in ('card', 'bank_transfer')),
	CONSTRAINT "payments_status_check" CHECK ("status" in ('pending', 'approved', 'rejected', 'paid', 'failed')),
	CONSTRAINT "payments_amount_check" CHECK ("amount_centimes" > 0),
	CONSTRAINT "payments_currency_check" CHECK ("currency" = 'MAD')
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payments_one_open_key" ON "payments" USING btree ("user_id","formation_id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payments_provider_order_key" ON "payments" USING btree ("provider","provider_order_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_user_change_seq_idx" ON "payments" USING btree ("user_id","change_seq");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_status_created_idx" ON "payments" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_formation_idx" ON "payments" USING btree ("formation_id");
--> statement-breakpoint
-- The learner's payments travel in their own sync stream (`me`), like enrollments (0004_catalogue_sync.sql).
CREATE OR REPLACE TRIGGER payments_sync BEFORE INSERT OR UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION sync_touch('me', 'user_id', '{}');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER payments_sync_delete AFTER DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION sync_tombstone('me', 'user_id', 'payments');
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "bank_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder" text NOT NULL,
	"account_number" text NOT NULL,
	"rib" text NOT NULL,
	"amount_note" text DEFAULT '' NOT NULL,
	"instructions" jsonb DEFAULT '{"ar":"","fr":"","en":""}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_rib_check" CHECK ("rib" ~ '^[0-9]{24}$')
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bank_accounts_order_idx" ON "bank_accounts" USING btree ("is_active","display_order");
--> statement-breakpoint
-- One row (id 1): the card gateway. The store key signs gateway messages; it never leaves the server.
CREATE TABLE IF NOT EXISTS "card_gateway_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"provider" text DEFAULT 'test' NOT NULL,
	"mode" text DEFAULT 'test' NOT NULL,
	"merchant_id" text DEFAULT '' NOT NULL,
	"gateway_url" text DEFAULT '' NOT NULL,
	"store_key" text,
	"updated_at" timestamp with time zone,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	CONSTRAINT "card_gateway_settings_single_row" CHECK ("id" = 1),
	CONSTRAINT "card_gateway_settings_provider_check" CHECK ("provider" in ('test', 'cmi')),
	CONSTRAINT "card_gateway_settings_mode_check" CHECK ("mode" in ('test', 'live'))
);
--> statement-breakpoint
INSERT INTO "card_gateway_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Every gateway callback that passed its signature check, keyed by the digest of its signed content: the
-- same callback delivered twice (the gateway retries, or someone replays it) is recognised and changes nothing.
CREATE TABLE IF NOT EXISTS "payment_callbacks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"digest" text NOT NULL,
	"payment_id" uuid REFERENCES "payments"("id") ON DELETE CASCADE,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payment_callbacks_digest_key" ON "payment_callbacks" USING btree ("provider","digest");

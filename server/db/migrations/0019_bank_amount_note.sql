-- Issue 40: a bank account's amount note in three languages, like its instructions.
-- Hand-edited after drizzle-kit generate: text cannot become jsonb without USING; the note of before goes
-- into all three languages (an admin then translates it in the dashboard).
ALTER TABLE "bank_accounts" ALTER COLUMN "amount_note" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bank_accounts" ALTER COLUMN "amount_note" SET DATA TYPE jsonb USING jsonb_build_object('ar', "amount_note", 'fr', "amount_note", 'en', "amount_note");--> statement-breakpoint
ALTER TABLE "bank_accounts" ALTER COLUMN "amount_note" SET DEFAULT '{"ar":"","fr":"","en":""}'::jsonb;

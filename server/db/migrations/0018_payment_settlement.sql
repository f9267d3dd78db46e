-- Issue 40: at most one settlement (approved or paid) per learner and formation.
-- Hand-edited after drizzle-kit generate: the new statuses are allowed first, then any second settlement
-- already recorded (the bug this migration closes) becomes `duplicate` (refund due), the earliest decided
-- one staying, so that the partial unique index can be built on every existing database.
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'approved', 'rejected', 'paid', 'failed', 'void', 'duplicate'));--> statement-breakpoint
UPDATE "payments" SET "status" = 'duplicate', "updated_at" = now()
WHERE "status" in ('approved', 'paid')
  AND "id" NOT IN (
    SELECT DISTINCT ON ("user_id", "formation_id") "id" FROM "payments"
    WHERE "status" in ('approved', 'paid')
    ORDER BY "user_id", "formation_id", "decided_at" ASC NULLS LAST, "id" ASC
  );--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_settled_key" ON "payments" USING btree ("user_id","formation_id") WHERE "payments"."status" in ('approved', 'paid');

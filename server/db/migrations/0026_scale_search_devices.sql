-- Trigram indexes let staff searches (ILIKE '%text%') read an index instead of every row. pg_trgm is a
-- trusted extension: the database owner may create it; PGlite loads it (server/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "learner_device_rows" (
	"user_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"last_sync_key" bigint NOT NULL,
	"delivered" integer NOT NULL,
	CONSTRAINT "learner_device_rows_user_id_device_id_pk" PRIMARY KEY("user_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "learner_device_rows" ADD CONSTRAINT "learner_device_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learner_device_rows_last_sync_idx" ON "learner_device_rows" USING btree ("last_sync_key","last_name","first_name","user_id","device_id");--> statement-breakpoint
CREATE INDEX "learner_device_rows_last_sync_desc_idx" ON "learner_device_rows" USING btree ((-"last_sync_key"),"last_name","first_name","user_id","device_id");--> statement-breakpoint
CREATE INDEX "learner_device_rows_name_idx" ON "learner_device_rows" USING btree ("last_name","first_name","user_id","device_id");--> statement-breakpoint
CREATE INDEX "learner_device_rows_delivered_idx" ON "learner_device_rows" USING btree ("delivered","last_name","first_name","user_id","device_id");--> statement-breakpoint
CREATE INDEX "learner_device_rows_delivered_desc_idx" ON "learner_device_rows" USING btree ((-"delivered"),"last_name","first_name","user_id","device_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || E'\n' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_transfer_reference_trgm_idx" ON "payments" USING gin ("transfer_reference" gin_trgm_ops);
--> statement-breakpoint
-- learner_device_rows follows its sources: every change to a learner's names, client role or devices
-- recomputes that learner's rows (at most a few devices each). A row whose keys did not change is not
-- written again, so a pull that finds the sync time unchanged costs no index entries.
CREATE OR REPLACE FUNCTION learner_device_rows_refresh(learner uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM user_roles WHERE user_id = learner AND role = 'client') THEN
    DELETE FROM learner_device_rows WHERE user_id = learner;
    RETURN;
  END IF;
  WITH wanted AS (
    SELECT u.id AS user_id, coalesce(d.device_id, '') AS device_id, u.first_name, u.last_name,
           coalesce((extract(epoch FROM d.last_sync_at) * 1000000)::bigint, -1) AS last_sync_key,
           coalesce(d.delivered_writes, 0) AS delivered
      FROM users u LEFT JOIN device_sync d ON d.user_id = u.id
     WHERE u.id = learner
  ), gone AS (
    DELETE FROM learner_device_rows r
     WHERE r.user_id = learner AND NOT EXISTS (SELECT 1 FROM wanted w WHERE w.device_id = r.device_id)
  )
  INSERT INTO learner_device_rows (user_id, device_id, first_name, last_name, last_sync_key, delivered)
  SELECT user_id, device_id, first_name, last_name, last_sync_key, delivered FROM wanted
  ON CONFLICT (user_id, device_id) DO UPDATE
     SET first_name = excluded.first_name, last_name = excluded.last_name,
         last_sync_key = excluded.last_sync_key, delivered = excluded.delivered
   WHERE (learner_device_rows.first_name, learner_device_rows.last_name, learner_device_rows.last_sync_key, learner_device_rows.delivered)
         IS DISTINCT FROM (excluded.first_name, excluded.last_name, excluded.last_sync_key, excluded.delivered);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION learner_device_rows_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM learner_device_rows_refresh(NEW.id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM learner_device_rows_refresh(OLD.user_id);
  ELSE
    PERFORM learner_device_rows_refresh(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER learner_device_rows_names AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION learner_device_rows_touch();
--> statement-breakpoint
CREATE TRIGGER learner_device_rows_roles AFTER INSERT OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION learner_device_rows_touch();
--> statement-breakpoint
CREATE TRIGGER learner_device_rows_devices AFTER INSERT OR DELETE OR UPDATE OF last_sync_at, delivered_writes ON device_sync
  FOR EACH ROW EXECUTE FUNCTION learner_device_rows_touch();
--> statement-breakpoint
INSERT INTO learner_device_rows (user_id, device_id, first_name, last_name, last_sync_key, delivered)
SELECT u.id, coalesce(d.device_id, ''), u.first_name, u.last_name,
       coalesce((extract(epoch FROM d.last_sync_at) * 1000000)::bigint, -1), coalesce(d.delivered_writes, 0)
  FROM users u
  JOIN user_roles r ON r.user_id = u.id AND r.role = 'client'
  LEFT JOIN device_sync d ON d.user_id = u.id;

CREATE TABLE "list_counts" (
	"list" text NOT NULL,
	"key" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "list_counts_list_key_pk" PRIMARY KEY("list","key")
);
--> statement-breakpoint
-- Adds `delta` to each (list, key) counter. Keys are locked in sorted order, the same in every trigger,
-- so two transactions moving counters never wait on each other in a cycle.
CREATE OR REPLACE FUNCTION list_counts_add(list_name text, keys text[], delta bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_counts (list, key, count)
  SELECT list_name, k, delta FROM (SELECT DISTINCT unnest(keys) AS k) sorted ORDER BY k
  ON CONFLICT (list, key) DO UPDATE SET count = list_counts.count + excluded.count;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_count_keys(payment_status text, payment_method text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['all', 'status:' || payment_status, 'method:' || payment_method, 'status:' || payment_status || '|method:' || payment_method]
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_list_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM list_counts_add('payments', payment_count_keys(NEW.status, NEW.method), 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM list_counts_add('payments', payment_count_keys(OLD.status, OLD.method), -1);
  ELSIF (OLD.status, OLD.method) IS DISTINCT FROM (NEW.status, NEW.method) THEN
    -- One statement for both sides, so the keys stay locked in one sorted order.
    INSERT INTO list_counts (list, key, count)
    SELECT 'payments', k, sum(d) FROM (
      SELECT unnest(payment_count_keys(OLD.status, OLD.method)) AS k, -1 AS d
      UNION ALL
      SELECT unnest(payment_count_keys(NEW.status, NEW.method)), 1
    ) moves GROUP BY k HAVING sum(d) <> 0 ORDER BY k
    ON CONFLICT (list, key) DO UPDATE SET count = list_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payments_list_count AFTER INSERT OR DELETE OR UPDATE OF status, method ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_list_count();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION people_list_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM list_counts_add('people', ARRAY['all'], CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM list_counts_add('people', ARRAY['role:' || NEW.role], 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM list_counts_add('people', ARRAY['role:' || OLD.role], -1);
  ELSIF OLD.role IS DISTINCT FROM NEW.role THEN
    PERFORM list_counts_add('people', ARRAY['role:' || OLD.role], -1);
    PERFORM list_counts_add('people', ARRAY['role:' || NEW.role], 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_list_count AFTER INSERT OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION people_list_count();
--> statement-breakpoint
CREATE TRIGGER user_roles_list_count AFTER INSERT OR DELETE OR UPDATE OF role ON user_roles
  FOR EACH ROW EXECUTE FUNCTION people_list_count();
--> statement-breakpoint
-- Every counter from the rows (the rows already there; a bulk load with triggers off calls it after).
CREATE OR REPLACE FUNCTION list_counts_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_counts;
  INSERT INTO list_counts (list, key, count)
  SELECT 'payments', k, count(*) FROM payments, unnest(payment_count_keys(status, method)) AS k GROUP BY k;
  INSERT INTO list_counts (list, key, count) SELECT 'people', 'all', count(*) FROM users HAVING count(*) > 0;
  INSERT INTO list_counts (list, key, count) SELECT 'people', 'role:' || role, count(*) FROM user_roles GROUP BY role;
END
$$;
--> statement-breakpoint
SELECT list_counts_recount();

CREATE TABLE "list_counts" (
	"list" text NOT NULL,
	"key" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "list_counts_list_key_pk" PRIMARY KEY("list","key")
);
--> statement-breakpoint
-- Moves a list's counters: -1 for each key in `gone`, +1 for each in `came`; a key in both cancels out and
-- is not touched. The keys are locked in sorted order in one statement, the same in every trigger, so two
-- transactions moving counters never wait on each other in a cycle.
CREATE OR REPLACE FUNCTION list_counts_move(list_name text, gone text[], came text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_counts (list, key, count)
  SELECT list_name, k, sum(d) FROM (
    SELECT unnest(gone) AS k, -1 AS d
    UNION ALL
    SELECT unnest(came), 1
  ) moves GROUP BY k HAVING sum(d) <> 0 ORDER BY k
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
    PERFORM list_counts_move('payments', '{}', payment_count_keys(NEW.status, NEW.method));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM list_counts_move('payments', payment_count_keys(OLD.status, OLD.method), '{}');
  ELSE
    PERFORM list_counts_move('payments', payment_count_keys(OLD.status, OLD.method), payment_count_keys(NEW.status, NEW.method));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payments_list_count AFTER INSERT OR DELETE OR UPDATE OF status, method ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_list_count();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_list_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM list_counts_move('people', '{}', ARRAY['all']);
  ELSE
    PERFORM list_counts_move('people', ARRAY['all'], '{}');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_list_count AFTER INSERT OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION users_list_count();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_roles_list_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM list_counts_move('people', '{}', ARRAY['role:' || NEW.role]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM list_counts_move('people', ARRAY['role:' || OLD.role], '{}');
  ELSE
    PERFORM list_counts_move('people', ARRAY['role:' || OLD.role], ARRAY['role:' || NEW.role]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_roles_list_count AFTER INSERT OR DELETE OR UPDATE OF role ON user_roles
  FOR EACH ROW EXECUTE FUNCTION user_roles_list_count();
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

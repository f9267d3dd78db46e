-- The learners' devices list's total from a counter too (list_counts, 0027): one row per learner and
-- device in learner_device_rows, counted as rows come and go. Its keys' changes (a sync time, a name)
-- update rows in place and move nothing.
CREATE OR REPLACE FUNCTION learner_device_rows_list_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM list_counts_move('devices', '{}', ARRAY['all']);
  ELSE
    PERFORM list_counts_move('devices', ARRAY['all'], '{}');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER learner_device_rows_list_count AFTER INSERT OR DELETE ON learner_device_rows
  FOR EACH ROW EXECUTE FUNCTION learner_device_rows_list_count();
--> statement-breakpoint
-- Every counter from the rows (the rows already there; a bulk load with triggers off calls it after).
CREATE OR REPLACE FUNCTION list_counts_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_counts;
  INSERT INTO list_counts (list, key, count)
  SELECT 'payments', k, count(*) FROM payments, unnest(payment_count_keys(status, method)) AS k GROUP BY k;
  INSERT INTO list_counts (list, key, count) SELECT 'people', 'all', count(*) FROM users HAVING count(*) > 0;
  INSERT INTO list_counts (list, key, count) SELECT 'people', 'role:' || role, count(*) FROM user_roles GROUP BY role;
  INSERT INTO list_counts (list, key, count) SELECT 'devices', 'all', count(*) FROM learner_device_rows HAVING count(*) > 0;
END
$$;
--> statement-breakpoint
SELECT list_counts_recount();

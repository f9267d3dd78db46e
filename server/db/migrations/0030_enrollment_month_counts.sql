-- The staff dashboard's enrolments of this month from counters too (list_counts, 0027): one key per calendar
-- month in UTC, moved as enrolments come, go or change date. Counting the month's enrolments grew with the
-- academy (22,500 rows at 100,000 learners).
CREATE OR REPLACE FUNCTION enrollment_month_key(enrolled timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'month:' || to_char(enrolled AT TIME ZONE 'UTC', 'YYYY-MM')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION enrollments_list_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM list_counts_move('enrollments', '{}', ARRAY[enrollment_month_key(NEW.enrolled_at)]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM list_counts_move('enrollments', ARRAY[enrollment_month_key(OLD.enrolled_at)], '{}');
  ELSE
    PERFORM list_counts_move('enrollments', ARRAY[enrollment_month_key(OLD.enrolled_at)], ARRAY[enrollment_month_key(NEW.enrolled_at)]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER enrollments_list_count AFTER INSERT OR DELETE OR UPDATE OF enrolled_at ON enrollments
  FOR EACH ROW EXECUTE FUNCTION enrollments_list_count();
--> statement-breakpoint
-- Every counter from the rows (the rows already there; a bulk load with triggers off calls it after).
CREATE OR REPLACE FUNCTION list_counts_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_counts;
  INSERT INTO list_counts (list, key, count)
  SELECT 'payments', k, count(*) FROM payments, unnest(payment_formation_count_keys(status, method, formation_id)) AS k GROUP BY k;
  INSERT INTO list_counts (list, key, count) SELECT 'people', 'all', count(*) FROM users HAVING count(*) > 0;
  INSERT INTO list_counts (list, key, count) SELECT 'people', 'role:' || role, count(*) FROM user_roles GROUP BY role;
  INSERT INTO list_counts (list, key, count) SELECT 'devices', 'all', count(*) FROM learner_device_rows HAVING count(*) > 0;
  INSERT INTO list_counts (list, key, count)
  SELECT 'enrollments', enrollment_month_key(enrolled_at), count(*) FROM enrollments GROUP BY 2;
END
$$;
--> statement-breakpoint
SELECT list_counts_recount();

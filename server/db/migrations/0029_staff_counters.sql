-- Two more staff figures from counters (list_counts, 0027), as the counts they replace grew with the academy:
-- the payments list's total for one formation and for one formation in one state, and the dashboard's
-- enrolments of one calendar month (UTC; 22,500 rows counted at 100,000 learners).
-- A formation's keys beside the payments list's others (0027), moved when a payment changes formation.
CREATE OR REPLACE FUNCTION payment_formation_count_keys(payment_status text, payment_method text, payment_formation uuid)
  RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT payment_count_keys(payment_status, payment_method)
    || ARRAY['formation:' || payment_formation, 'formation:' || payment_formation || '|status:' || payment_status]
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_list_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM list_counts_move('payments', '{}', payment_formation_count_keys(NEW.status, NEW.method, NEW.formation_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM list_counts_move('payments', payment_formation_count_keys(OLD.status, OLD.method, OLD.formation_id), '{}');
  ELSE
    PERFORM list_counts_move('payments', payment_formation_count_keys(OLD.status, OLD.method, OLD.formation_id),
                             payment_formation_count_keys(NEW.status, NEW.method, NEW.formation_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER payments_list_count ON payments;
--> statement-breakpoint
CREATE TRIGGER payments_list_count AFTER INSERT OR DELETE OR UPDATE OF status, method, formation_id ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_list_count();
--> statement-breakpoint
-- One key per calendar month in UTC, moved as enrolments come, go or change date.
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

-- Sync machinery for the mirrored tables (DESIGN.md, sync streams).
--
-- sync_touch(stream, user_column, ignored_columns) runs BEFORE INSERT OR UPDATE: when a row really changes
-- (columns other than the ignored ones, change_seq and updated_at), it takes the stream's transaction lock,
-- then gives the row the next change_seq. Holding the lock until commit makes change_seq order equal commit
-- order within a stream, so a reader never sees seq N+1 committed while N is still to come and skipped.
-- Per-user streams lock per user, so learners never wait on one another.
CREATE FUNCTION sync_lock(stream text, owner text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(stream || ':' || coalesce(owner, ''), 0));
END;
$$;
--> statement-breakpoint
CREATE FUNCTION sync_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stream text := TG_ARGV[0];
  user_column text := nullif(TG_ARGV[1], '');
  ignored text[] := coalesce(TG_ARGV[2], '{}')::text[] || ARRAY['change_seq', 'updated_at'];
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - ignored) = (to_jsonb(OLD) - ignored) THEN
    -- Nothing a client sees changed (a views counter, a no-op save): keep the row's place in the stream,
    -- unless the statement itself set change_seq to send the row again.
    RETURN NEW;
  END IF;
  PERFORM sync_lock(stream, CASE WHEN user_column IS NULL THEN NULL ELSE to_jsonb(NEW) ->> user_column END);
  NEW.change_seq := nextval('sync_change_seq');
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION sync_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stream text := TG_ARGV[0];
  user_column text := nullif(TG_ARGV[1], '');
  entity text := TG_ARGV[2];
  owner text := CASE WHEN user_column IS NULL THEN NULL ELSE to_jsonb(OLD) ->> user_column END;
BEGIN
  PERFORM sync_lock(stream, owner);
  INSERT INTO sync_tombstones (seq, stream, entity, entity_id, user_id)
  VALUES (nextval('sync_change_seq'), stream, entity, OLD.id, owner::uuid);
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER formations_sync BEFORE INSERT OR UPDATE ON formations
  FOR EACH ROW EXECUTE FUNCTION sync_touch('catalogue', '', '{views_count}');
--> statement-breakpoint
CREATE TRIGGER formations_sync_delete AFTER DELETE ON formations
  FOR EACH ROW EXECUTE FUNCTION sync_tombstone('catalogue', '', 'formations');
--> statement-breakpoint
CREATE TRIGGER modules_sync BEFORE INSERT OR UPDATE ON modules
  FOR EACH ROW EXECUTE FUNCTION sync_touch('catalogue', '', '{}');
--> statement-breakpoint
CREATE TRIGGER modules_sync_delete AFTER DELETE ON modules
  FOR EACH ROW EXECUTE FUNCTION sync_tombstone('catalogue', '', 'modules');
--> statement-breakpoint
-- The catalogue mirrors lesson outlines, not their teaching text: editing summary or about re-sends nothing.
CREATE TRIGGER lessons_sync BEFORE INSERT OR UPDATE ON lessons
  FOR EACH ROW EXECUTE FUNCTION sync_touch('catalogue', '', '{summary,about}');
--> statement-breakpoint
CREATE TRIGGER lessons_sync_delete AFTER DELETE ON lessons
  FOR EACH ROW EXECUTE FUNCTION sync_tombstone('catalogue', '', 'lessons');
--> statement-breakpoint
CREATE TRIGGER quiz_questions_sync BEFORE INSERT OR UPDATE ON quiz_questions
  FOR EACH ROW EXECUTE FUNCTION sync_touch('catalogue', '', '{}');
--> statement-breakpoint
CREATE TRIGGER quiz_questions_sync_delete AFTER DELETE ON quiz_questions
  FOR EACH ROW EXECUTE FUNCTION sync_tombstone('catalogue', '', 'questions');
--> statement-breakpoint
CREATE TRIGGER reviews_sync BEFORE INSERT OR UPDATE ON reviews
  FOR EACH ROW EXECUTE FUNCTION sync_touch('catalogue', '', '{user_id}');
--> statement-breakpoint
CREATE TRIGGER reviews_sync_delete AFTER DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION sync_tombstone('catalogue', '', 'reviews');
--> statement-breakpoint
CREATE TRIGGER enrollments_sync BEFORE INSERT OR UPDATE ON enrollments
  FOR EACH ROW EXECUTE FUNCTION sync_touch('me', 'user_id', '{}');
--> statement-breakpoint
CREATE TRIGGER enrollments_sync_delete AFTER DELETE ON enrollments
  FOR EACH ROW EXECUTE FUNCTION sync_tombstone('me', 'user_id', 'enrollments');
--> statement-breakpoint
-- A formation's children are visible only while it is published: when that flips, send them again so
-- clients add them back (or drop them) together with the formation.
CREATE FUNCTION formation_publication_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE modules SET change_seq = nextval('sync_change_seq') WHERE formation_id = NEW.id;
  UPDATE lessons SET change_seq = nextval('sync_change_seq') WHERE formation_id = NEW.id;
  UPDATE quiz_questions SET change_seq = nextval('sync_change_seq') WHERE formation_id = NEW.id;
  UPDATE reviews SET change_seq = nextval('sync_change_seq') WHERE formation_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER formations_publication AFTER UPDATE OF published ON formations
  FOR EACH ROW WHEN (OLD.published IS DISTINCT FROM NEW.published)
  EXECUTE FUNCTION formation_publication_touch();
--> statement-breakpoint
-- Counters of SPEC §3 (students, rating, reviews, modules) are kept here, once per statement, whoever
-- writes the rows. Views are counted by the API (once per visitor per day).
CREATE FUNCTION formation_refresh_counters(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE formations f SET
    students_count = (SELECT count(*) FROM enrollments e WHERE e.formation_id = f.id AND e.status = 'active'),
    reviews_count = (SELECT count(*) FROM reviews r WHERE r.formation_id = f.id AND r.published),
    rating_average = coalesce((SELECT round(avg(r.rating)::numeric, 2) FROM reviews r WHERE r.formation_id = f.id AND r.published), 0),
    modules_count = (SELECT count(*) FROM modules m WHERE m.formation_id = f.id)
  WHERE f.id = ANY(ids);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION formation_counters_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT formation_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT formation_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT formation_id) INTO ids FROM (SELECT formation_id FROM new_rows UNION SELECT formation_id FROM old_rows) AS changed;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM formation_refresh_counters(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER enrollments_counters_insert AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION formation_counters_changed();
--> statement-breakpoint
CREATE TRIGGER enrollments_counters_update AFTER UPDATE ON enrollments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION formation_counters_changed();
--> statement-breakpoint
CREATE TRIGGER enrollments_counters_delete AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION formation_counters_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_counters_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION formation_counters_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_counters_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION formation_counters_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_counters_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION formation_counters_changed();
--> statement-breakpoint
CREATE TRIGGER modules_counters_insert AFTER INSERT ON modules
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION formation_counters_changed();
--> statement-breakpoint
CREATE TRIGGER modules_counters_update AFTER UPDATE ON modules
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION formation_counters_changed();
--> statement-breakpoint
CREATE TRIGGER modules_counters_delete AFTER DELETE ON modules
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION formation_counters_changed();

-- Quiz attempts and certificates travel in the learner's own sync stream (`me`), like enrollments
-- (0004_catalogue_sync.sql) and lesson progress (0007_study_sync.sql).
CREATE TRIGGER quiz_attempts_sync BEFORE INSERT OR UPDATE ON quiz_attempts
  FOR EACH ROW EXECUTE FUNCTION sync_touch('me', 'user_id', '{}');
--> statement-breakpoint
CREATE TRIGGER quiz_attempts_sync_delete AFTER DELETE ON quiz_attempts
  FOR EACH ROW EXECUTE FUNCTION sync_tombstone('me', 'user_id', 'attempts');
--> statement-breakpoint
CREATE TRIGGER certificates_sync BEFORE INSERT OR UPDATE ON certificates
  FOR EACH ROW EXECUTE FUNCTION sync_touch('me', 'user_id', '{}');
--> statement-breakpoint
CREATE TRIGGER certificates_sync_delete AFTER DELETE ON certificates
  FOR EACH ROW EXECUTE FUNCTION sync_tombstone('me', 'user_id', 'certificates');

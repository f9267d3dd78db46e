-- Lesson progress travels in the learner's own sync stream (`me`), like enrollments (0004_catalogue_sync.sql).
CREATE TRIGGER lesson_progress_sync BEFORE INSERT OR UPDATE ON lesson_progress
  FOR EACH ROW EXECUTE FUNCTION sync_touch('me', 'user_id', '{}');
--> statement-breakpoint
CREATE TRIGGER lesson_progress_sync_delete AFTER DELETE ON lesson_progress
  FOR EACH ROW EXECUTE FUNCTION sync_tombstone('me', 'user_id', 'progress');

-- The staff catalogue editor (issue 15).
--
-- `version` is the optimistic-concurrency counter of each editable row: the editor raises it by one on every
-- change and a PATCH naming an older one is refused (409). Lessons get the id of a video uploaded through
-- the editor (ed-media's uploads; no foreign key here, the uploads table is theirs), questions an optional
-- explanation in three languages.
ALTER TABLE formations ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE modules ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE lessons ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE lessons ADD COLUMN IF NOT EXISTS video_media_id uuid;
--> statement-breakpoint
ALTER TABLE quiz_questions ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE quiz_questions ADD COLUMN IF NOT EXISTS explanation jsonb;
--> statement-breakpoint
-- The catalogue mirrors lesson outlines: a change to the teaching text only (summary, about, and the version
-- that counts it) still re-sends nothing; the offline pack carries that text.
DROP TRIGGER IF EXISTS lessons_sync ON lessons;
--> statement-breakpoint
CREATE TRIGGER lessons_sync BEFORE INSERT OR UPDATE ON lessons
  FOR EACH ROW EXECUTE FUNCTION sync_touch('catalogue', '', '{summary,about,version}');

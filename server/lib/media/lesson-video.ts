/**
 * The media key of a lesson's video: an upload (`lessons.video_media_id`, whose id is also its
 * file's key under DATA_DIR/media/videos) before a seeded key (`lessons.video`). Every reader of a lesson's
 * video goes through here, so a lesson the editor points at an upload plays like a seeded one.
 */
export function lessonVideoKey(row: { video: string | null; videoMediaId?: string | null }): string | null {
  return row.videoMediaId ?? row.video;
}

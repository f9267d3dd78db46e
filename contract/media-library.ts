import * as v from 'valibot';
import { API_BASE } from './constants';

/**
 * Staff media: uploaded with the tus protocol under UPLOADS_PATH, transcoded by the server into
 * lighter renditions, and read back by the editor with GET /api/admin/media/{id}.
 *
 * A media id is the tus upload id (a UUID) and doubles as the lesson's video key (`lessons.video`), so the
 * study module finds the original at `videos/<id>.<ext>` like any seeded clip.
 */
export const UPLOADS_PATH = `${API_BASE}/admin/uploads`;
export const adminMediaPath = (mediaId: string) => `${API_BASE}/admin/media/${mediaId}`;

/**
 * What a learner can choose to watch or carry offline. `low` 240p near 250 kbit/s, `standard` 360p near
 * 450 kbit/s (the original while no renditions exist), `audio` AAC mono near 32 kbit/s.
 */
export const RENDITION_NAMES = ['low', 'standard', 'audio'] as const;
export type RenditionName = (typeof RENDITION_NAMES)[number];
export const RenditionNameSchema = v.picklist(RENDITION_NAMES);

/** The rendition a learner gets until they choose: a 2G phone is the common case (SPEC). */
export const DEFAULT_RENDITION: RenditionName = 'low';

/**
 * `uploaded`: stored, waiting for the transcoder; `processing`: being transcoded; `ready`: renditions made;
 * `failed`: the transcoder gave up (the original is still served); `unavailable`: the server has no ffmpeg,
 * so the original is served as `standard` and no rendition will be made.
 */
export const MEDIA_STATES = ['uploaded', 'processing', 'ready', 'failed', 'unavailable'] as const;
export type MediaState = (typeof MEDIA_STATES)[number];

export const MEDIA_KINDS = ['video', 'audio'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MediaRenditionSchema = v.object({
  name: RenditionNameSchema,
  size: v.number(),
  mime_type: v.string(),
});
export type MediaRendition = v.InferOutput<typeof MediaRenditionSchema>;

/** GET /api/admin/media/{id}: what the editor shows under an uploaded file. */
export const MediaInfoSchema = v.object({
  id: v.string(),
  kind: v.picklist(MEDIA_KINDS),
  file_name: v.string(),
  size: v.number(),
  mime_type: v.string(),
  state: v.picklist(MEDIA_STATES),
  /** 0..1 while processing; 1 when ready. */
  progress: v.number(),
  /**
   * Each rendition being made or made, 0..1 (ffmpeg's own progress): low and standard move together (one
   * decode), audio follows once the input shows sound. Empty before processing starts and after a failure.
   * Read as empty when absent, so the editor still reads a server from before it.
   */
  rendition_progress: v.optional(v.array(v.object({ name: RenditionNameSchema, progress: v.number() })), []),
  duration_seconds: v.nullable(v.number()),
  renditions: v.array(MediaRenditionSchema),
  /** True when the server can make renditions at all (ffmpeg present). */
  transcoding_available: v.boolean(),
  /** Why the last attempt failed, for staff (not translated: ffmpeg's own words). */
  error: v.nullable(v.string()),
  created_at: v.string(),
});
export type MediaInfo = v.InferOutput<typeof MediaInfoSchema>;

/** Upload-Metadata keys the editor sends (tus-js-client `metadata`). */
export const UPLOAD_METADATA = { fileName: 'filename', fileType: 'filetype' } as const;

/** Tus-js-client chunk size the editor should use: each PATCH ends well inside the server's request time-out on 2G. */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;

/** Default UPLOAD_MAX_BYTES: 1 GiB, far above a 200 MB lesson video. */
export const DEFAULT_UPLOAD_MAX_BYTES = 1024 * 1024 * 1024;

/** The media id in a tus upload URL (`…/uploads/<id>`). */
export function mediaIdOfUploadUrl(url: string): string | null {
  const match = /\/uploads\/([0-9a-f-]{36})(?:[?#]|$)/i.exec(url);
  return match?.[1]?.toLowerCase() ?? null;
}

import * as v from 'valibot';
import { api, call } from '../../../lib/api';

/**
 * GET /api/admin/media/{id}: the rendition state of an uploaded video (ed-media's server).
 * TODO(merge wip/ed-media): replace this local shape with contract/media-library.ts's MediaInfoSchema.
 */
export const MediaInfoSchema = v.object({
  id: v.string(),
  file_name: v.string(),
  size: v.number(),
  state: v.picklist(['uploaded', 'processing', 'ready', 'failed', 'unavailable']),
  /** 0..1 while processing. */
  progress: v.number(),
  renditions: v.array(v.object({ name: v.picklist(['low', 'standard', 'audio']), size: v.number(), mime_type: v.string() })),
  transcoding_available: v.boolean(),
});
export type MediaInfo = v.InferOutput<typeof MediaInfoSchema>;

export async function getMediaInfo(id: string, signal?: AbortSignal): Promise<MediaInfo> {
  const body = await call(() => api.get(`admin/media/${encodeURIComponent(id)}`, { signal }).json());
  return v.parse(MediaInfoSchema, body);
}

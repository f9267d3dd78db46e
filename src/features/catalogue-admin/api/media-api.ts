import * as v from 'valibot';
import { MediaInfoSchema, type MediaInfo } from '../../../../contract/media-library';
import { api, call } from '../../../lib/api';

export type { MediaInfo };

/** GET /api/admin/media/{id}: the rendition state of an uploaded video. */
export async function getMediaInfo(id: string, signal?: AbortSignal): Promise<MediaInfo> {
  const body = await call(() => api.get(`admin/media/${encodeURIComponent(id)}`, { signal }).json());
  return v.parse(MediaInfoSchema, body);
}

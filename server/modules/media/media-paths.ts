import path from 'node:path';
import type { AppConfig } from '../../config';

/**
 * Where media live under STORAGE_DIR: originals written by the seed and the staff screens, and the
 * width-limited thumbnail variants made from them on first request.
 */
export function mediaPaths(config: Pick<AppConfig, 'storageDir'>) {
  const root = path.join(config.storageDir, 'media');
  return {
    root,
    thumbnails: path.join(root, 'thumbnails'),
    thumbnailVariants: path.join(root, 'thumbnails', 'variants'),
    videos: path.join(root, 'videos'),
    attachments: path.join(root, 'attachments'),
  };
}

export type MediaPaths = ReturnType<typeof mediaPaths>;

/**
 * Extensions a video key may have on disk, in order of preference, and their types. Staff uploads keep
 * their container (server/modules/media/admin-routes.ts); a browser that cannot play one gets the renditions.
 */
export const VIDEO_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.mkv': 'video/x-matroska',
  '.3gp': 'video/3gpp',
};

/** Extensions a thumbnail original may have on disk. */
export const THUMBNAIL_SOURCE_EXTENSIONS = ['.webp', '.png', '.jpg', '.jpeg'] as const;

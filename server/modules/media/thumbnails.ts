import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { temporaryNameFor } from '../../lib/media/atomic-file';
import { THUMBNAIL_SOURCE_EXTENSIONS, type MediaPaths } from './media-paths';

/** WebP at this quality keeps a 320 px thumbnail around 10 KB, fine on a phone screen. */
const WEBP_QUALITY = 72;

const inFlight = new Map<string, Promise<string | null>>();

export function findThumbnailSource(paths: MediaPaths, key: string): string | null {
  for (const extension of THUMBNAIL_SOURCE_EXTENSIONS) {
    const candidate = path.join(paths.thumbnails, `${key}${extension}`);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * The WebP variant of a thumbnail at `width`, made once from the original and kept on disk; null when
 * there is no such thumbnail. Concurrent first requests share one resize.
 */
export function thumbnailVariant(paths: MediaPaths, key: string, width: number): Promise<string | null> {
  const target = path.join(paths.thumbnailVariants, `${key}-${width}.webp`);
  if (existsSync(target)) return Promise.resolve(target);
  const running = inFlight.get(target);
  if (running) return running;
  const work = (async () => {
    const source = findThumbnailSource(paths, key);
    if (!source) return null;
    await mkdir(paths.thumbnailVariants, { recursive: true });
    // Written aside then renamed, so a reader never sees half a file.
    const partial = temporaryNameFor(target);
    try {
      await sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY, effort: 4 }).toFile(partial);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return target;
  })().finally(() => inFlight.delete(target));
  inFlight.set(target, work);
  return work;
}

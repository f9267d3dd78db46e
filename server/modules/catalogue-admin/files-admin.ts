import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { ATTACHMENT_MIME_TYPES, THUMBNAIL_MIME_TYPES } from '../../../contract/editor';
import { THUMBNAIL_WIDTHS } from '../../../contract/media';
import { writeFileAtomic } from '../../lib/media/atomic-file';
import { HttpProblem } from '../../lib/http/problem';
import type { SpooledFile } from '../../plugins/uploads';
import { thumbnailVariant, type MediaPaths } from '../media/public';

/**
 * Files staff upload: lesson attachments and formation thumbnails. The type is read from the first bytes
 * (`file-type`), never from the name or the browser's Content-Type, so a renamed executable is refused.
 */

const refused = (field: string) => new HttpProblem(415, 'editor.file_type_refused', undefined, { [field]: ['editor.file_type_refused'] });

/** The file's real type, if it is one of `allowed`. */
export async function sniffType(file: SpooledFile, allowed: readonly string[], field: string): Promise<{ mime: string; ext: string }> {
  const found = await fileTypeFromFile(file.path);
  if (!found || !allowed.includes(found.mime)) throw refused(field);
  return { mime: found.mime, ext: found.ext };
}

export async function sniffAttachment(file: SpooledFile, field: string) {
  return sniffType(file, ATTACHMENT_MIME_TYPES, field);
}

/** A file name fit to show and to send in Content-Disposition: no folders, no control characters. */
export function cleanFileName(name: string, ext: string): string {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return base || `attachment.${ext}`;
}

/** Moves the spooled upload into DATA_DIR/media/attachments under `storageKey`. */
export async function keepAttachment(paths: MediaPaths, file: SpooledFile, storageKey: string): Promise<void> {
  await mkdir(paths.attachments, { recursive: true });
  await rename(file.path, path.join(paths.attachments, storageKey));
}

export async function removeAttachmentFiles(paths: MediaPaths, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => rm(path.join(paths.attachments, path.basename(key)), { force: true })));
}

/** Longest side of the kept original: the largest served width is 960 px, twice that covers any future size. */
const ORIGINAL_MAX_WIDTH = 1920;

/**
 * Makes a thumbnail from an uploaded image: the original re-encoded as WebP (EXIF rotation applied, metadata
 * dropped), stored under a content-addressed key, and every width of THUMBNAIL_WIDTHS made now so the first
 * learner does not wait. Returns the media key for `formations.thumbnail`.
 */
export async function storeThumbnail(paths: MediaPaths, file: SpooledFile, field: string): Promise<string> {
  await sniffType(file, THUMBNAIL_MIME_TYPES, field);
  let webp: Buffer;
  try {
    webp = await sharp(file.path, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: ORIGINAL_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Right first bytes, broken body: the same refusal as a wrong type.
    throw refused(field);
  }
  const key = `upload-${createHash('sha256').update(webp).digest('hex').slice(0, 24)}`;
  await mkdir(paths.thumbnails, { recursive: true });
  const target = path.join(paths.thumbnails, `${key}.webp`);
  if (!existsSync(target)) {
    await writeFileAtomic(target, webp);
  }
  for (const width of THUMBNAIL_WIDTHS) await thumbnailVariant(paths, key, width);
  return key;
}

import * as v from 'valibot';
import { RenditionNameSchema, type RenditionName } from './media-library';
import { mediaFileKey, OfflineFileSchema, packFiles, type OfflineFile, type OfflineManifest } from './study';
import type { ErrorCode } from './errors';
import { maxLength, minLength } from './text';
import { TranslatableSchema } from './translatable';
import { UUID_PATTERN } from './uuid';

/**
 * Course packs (DESIGN.md "Course packs"): a downloaded formation shared phone to phone as one file,
 * `<slug>.agripack`. The server vouches for what a pack may hold with a *claim*: the offline manifest
 * without anything personal (no signed URLs, no view counts), signed with the academy's Ed25519 key (the
 * certificate key, which every installed app already keeps for offline certificate checks). The signature
 * covers the claim's bytes exactly as they travel, so no canonical re-serialisation can drift; it is made
 * over `PACK_SIGNATURE_CONTEXT` + the bytes, so a pack signature can never pass for a certificate's and
 * the other way round (a certificate payload starts with `{`).
 */

export const PACK_FORMAT_VERSION = 1;
export const PACK_EXTENSION = '.agripack';
/** The pack's media type, as the web manifest's share target and the saved file declare it. */
export const PACK_MIME_TYPE = 'application/vnd.agri-academy.pack+tar';
export const PACK_SIGNATURE_CONTEXT = 'agri-academy course pack v1\n';

const ClaimRenditionSchema = v.object({
  name: RenditionNameSchema,
  path: v.string(),
  size: v.number(),
  sha256: v.string(),
  mime_type: v.string(),
});

export const PackClaimSchema = v.object({
  v: v.literal(PACK_FORMAT_VERSION),
  formation_id: v.string(),
  slug: v.string(),
  version: v.string(),
  generated_at: v.string(),
  /** Every file the manifest lists (each under its lasting path): a pack carries those of one rendition. */
  files: v.array(OfflineFileSchema),
  lessons: v.array(
    v.object({
      id: v.string(),
      summary: TranslatableSchema,
      about: TranslatableSchema,
      video: v.nullable(v.object({ path: v.string(), size: v.number(), sha256: v.string(), mime_type: v.string() })),
      renditions: v.array(ClaimRenditionSchema),
    }),
  ),
  attachments: v.array(
    v.object({
      id: v.string(),
      lesson_id: v.nullable(v.string()),
      file_name: v.string(),
      mime_type: v.string(),
      size: v.number(),
      position: v.number(),
      path: v.string(),
    }),
  ),
});
export type PackClaim = v.InferOutput<typeof PackClaimSchema>;

/** What the server signs for a manifest: the same content, every URL cut to its lasting path. */
export function packClaimOf(manifest: OfflineManifest, slug: string): PackClaim {
  return {
    v: PACK_FORMAT_VERSION,
    formation_id: manifest.formation_id,
    slug,
    version: manifest.version,
    generated_at: manifest.generated_at,
    files: manifest.files.map((file) => ({ ...file, url: mediaFileKey(file.url) })),
    lessons: manifest.lessons.map((lesson) => ({
      id: lesson.id,
      summary: lesson.summary,
      about: lesson.about,
      video: lesson.video
        ? { path: mediaFileKey(lesson.video.url), size: lesson.video.size, sha256: lesson.video.sha256, mime_type: lesson.video.mime_type }
        : null,
      renditions: (lesson.renditions ?? []).map((rendition) => ({
        name: rendition.name,
        path: mediaFileKey(rendition.url),
        size: rendition.size,
        sha256: rendition.sha256,
        mime_type: rendition.mime_type,
      })),
    })),
    attachments: manifest.attachments.map(({ url, ...attachment }) => ({ ...attachment, path: mediaFileKey(url) })),
  };
}

/**
 * The study pack an imported claim stands for. Its URLs are the lasting paths (the worker answers them
 * from the caches the import fills); `expires_at` is already past, so a later download or refresh asks the
 * server for a fresh manifest, as it does for any stored pack whose signed URLs ran out.
 */
export function manifestOfClaim(claim: PackClaim): OfflineManifest {
  return {
    formation_id: claim.formation_id,
    version: claim.version,
    generated_at: claim.generated_at,
    expires_at: claim.generated_at,
    files: claim.files,
    lessons: claim.lessons.map((lesson) => ({
      id: lesson.id,
      summary: lesson.summary,
      about: lesson.about,
      views: 0,
      video: lesson.video
        ? { url: lesson.video.path, size: lesson.video.size, sha256: lesson.video.sha256, mime_type: lesson.video.mime_type }
        : null,
      ...(lesson.renditions.length > 0
        ? { renditions: lesson.renditions.map(({ path, ...rendition }) => ({ ...rendition, url: path })) }
        : {}),
    })),
    attachments: claim.attachments.map(({ path, ...attachment }) => ({ ...attachment, url: path })),
  };
}

export { PackSignatureSchema, type PackSignature } from './study';

/** The pack's own index (`pack.json`, not signed): which signature, and which rendition it carries. */
export const PackIndexSchema = v.object({
  format: v.literal('agripack'),
  v: v.literal(PACK_FORMAT_VERSION),
  key_id: v.string(),
  signature: v.string(),
  rendition: RenditionNameSchema,
  built_at: v.string(),
});
export type PackIndex = v.InferOutput<typeof PackIndexSchema>;

/** Tar entry names inside a pack. The claim's bytes are `manifest.json`; each file is named by its SHA-256. */
export const PACK_INDEX_ENTRY = 'pack.json';
export const PACK_CLAIM_ENTRY = 'manifest.json';
export const packFileEntry = (sha256: string) => `files/${sha256}`;

/** The pack's file name: the formation's slug, kept to characters every phone's file system takes. */
export function packFileName(slug: string): string {
  const safe = slug.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '') || 'course';
  return `${safe}${PACK_EXTENSION}`;
}

/** The distinct files (by content) a pack of `rendition` carries, in the claim's order. */
export function packContent(files: readonly OfflineFile[], rendition: RenditionName): OfflineFile[] {
  const seen = new Set<string>();
  const out: OfflineFile[] = [];
  for (const file of packFiles(files, rendition)) {
    if (seen.has(file.sha256)) continue;
    seen.add(file.sha256);
    out.push(file);
  }
  return out;
}

const code = (value: ErrorCode): ErrorCode => value;

/** POST /api/packs/imports: a phone imported a pack (sent by its outbox; the row id is the Idempotency-Key). */
export const PackImportInputSchema = v.object({
  formation_id: v.pipe(v.string(code('validation.field_required')), v.regex(UUID_PATTERN, code('validation.invalid_value'))),
  version: v.pipe(
    v.string(code('validation.field_required')),
    minLength(1, code('validation.field_required')),
    maxLength(100, code('validation.invalid_value')),
  ),
  bytes: v.pipe(
    v.number(code('validation.invalid_value')),
    v.integer(code('validation.invalid_value')),
    v.minValue(0, code('validation.invalid_value')),
    v.maxValue(1e13, code('validation.invalid_value')),
  ),
});
export type PackImportInput = v.InferInput<typeof PackImportInputSchema>;

export const PackImportSchema = v.object({
  id: v.string(),
  formation_id: v.string(),
  version: v.string(),
  bytes: v.number(),
  imported_at: v.string(),
});
export type PackImport = v.InferOutput<typeof PackImportSchema>;

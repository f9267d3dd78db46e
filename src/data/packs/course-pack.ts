import * as v from 'valibot';
import {
  manifestOfClaim,
  PACK_CLAIM_ENTRY,
  PACK_FORMAT_VERSION,
  PACK_INDEX_ENTRY,
  PACK_MIME_TYPE,
  PACK_SIGNATURE_CONTEXT,
  packContent,
  packFileEntry,
  PackClaimSchema,
  PackIndexSchema,
  type PackClaim,
  type PackIndex,
  type PackSignature,
} from '../../../contract/course-pack';
import type { RenditionName } from '../../../contract/media-library';
import { mediaFileKey, packFiles, type OfflineFile, type OfflineManifest } from '../../../contract/study';
import { sha256Hex } from '../downloads/sha256';
import { readTar, TarError, tarSize, writeTar } from './tar';

/**
 * Building and reading course packs (contract/course-pack.ts). Both are pure over Blobs: the caller gets
 * the files' bytes from the caches (sharing) or stores them after a successful read (importing), so a
 * refused pack can never have left anything behind.
 */

/** Why a pack is refused; each has a sentence in the downloads namespace (`pack.errors.<code>`). */
export const PACK_ERROR_CODES = [
  'not_a_pack',
  'truncated',
  'other_academy',
  'bad_signature',
  'missing_file',
  'tampered',
  'unsupported',
  'no_key',
  'storage_failed',
] as const;
export type PackErrorCode = (typeof PACK_ERROR_CODES)[number];

export class PackError extends Error {
  constructor(readonly code: PackErrorCode) {
    super(`course pack refused: ${code}`);
  }
}

/** The academy's public key as GET /api/certificates/public-key gives it (and the worker keeps offline). */
export interface AcademyKey {
  key_id: string;
  /** Raw 32-byte Ed25519 key, base64url. */
  public_key: string;
}

function decodeBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

function encodeBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const json = (value: unknown) => new Blob([JSON.stringify(value)], { type: 'application/json' });

export interface PackPlan {
  claim: PackClaim;
  /** One entry per distinct content, in the claim's order. */
  files: OfflineFile[];
  /** Bytes of the pack file, known before it is built. */
  size: number;
}

/** Reads the signed claim a manifest carries; null when the server did not sign it (older server). */
export function signedClaim(manifest: OfflineManifest): PackClaim | null {
  const bytes = manifest.pack ? decodeBase64Url(manifest.pack.claim) : null;
  if (!bytes) return null;
  try {
    const parsed = v.safeParse(PackClaimSchema, JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** What a pack of this manifest and rendition holds, and its exact size. */
export function planPack(manifest: OfflineManifest, rendition: RenditionName): PackPlan | null {
  const claim = signedClaim(manifest);
  if (!claim || !manifest.pack) return null;
  const files = packContent(claim.files, rendition);
  const index = indexOf(manifest.pack, rendition, new Date(0));
  const claimBytes = decodeBase64Url(manifest.pack.claim)?.length ?? 0;
  return { claim, files, size: tarSize([json(index).size, claimBytes, ...files.map((file) => file.size)]) };
}

function indexOf(signature: PackSignature, rendition: RenditionName, builtAt: Date): PackIndex {
  return {
    format: 'agripack',
    v: PACK_FORMAT_VERSION,
    key_id: signature.key_id,
    signature: signature.signature,
    rendition,
    built_at: builtAt.toISOString(),
  };
}

/**
 * Builds the pack file. `read` returns a file's bytes from the device (null when it is not there: the
 * pack cannot be built); `onProgress` hears the bytes gathered so far.
 */
export async function buildPack(
  manifest: OfflineManifest,
  rendition: RenditionName,
  read: (file: OfflineFile) => Promise<Blob | null>,
  onProgress: (bytes: number, total: number) => void = () => {},
  now: Date = new Date(),
): Promise<Blob> {
  const plan = planPack(manifest, rendition);
  if (!plan || !manifest.pack) throw new PackError('unsupported');
  const claimBytes = decodeBase64Url(manifest.pack.claim);
  if (!claimBytes) throw new PackError('unsupported');
  const entries = [
    { name: PACK_INDEX_ENTRY, data: json(indexOf(manifest.pack, rendition, now)) },
    { name: PACK_CLAIM_ENTRY, data: new Blob([claimBytes], { type: 'application/json' }) },
  ];
  let gathered = 0;
  for (const file of plan.files) {
    const blob = await read(file);
    if (!blob || blob.size !== file.size) throw new PackError('missing_file');
    entries.push({ name: packFileEntry(file.sha256), data: blob });
    gathered += file.size;
    onProgress(gathered, plan.size);
  }
  return writeTar(entries, PACK_MIME_TYPE, now);
}

export interface VerifiedPack {
  claim: PackClaim;
  /** The study pack the claim stands for (lasting paths for URLs). */
  manifest: OfflineManifest;
  rendition: RenditionName;
  /** Each file of the pack's rendition (one per lasting path), checked, with its bytes. */
  files: { file: OfflineFile; blob: Blob }[];
  /** Bytes of every file carried. */
  bytes: number;
}

async function verifySignature(
  claimBytes: Uint8Array<ArrayBuffer>,
  signature: string,
  key: AcademyKey,
  subtle: SubtleCrypto,
): Promise<boolean> {
  const signatureBytes = decodeBase64Url(signature);
  const rawKey = decodeBase64Url(key.public_key);
  if (!signatureBytes || signatureBytes.length !== 64 || !rawKey || rawKey.length !== 32) return false;
  let cryptoKey: CryptoKey;
  try {
    cryptoKey = await subtle.importKey('raw', rawKey, { name: 'Ed25519' }, false, ['verify']);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotSupportedError') throw new PackError('unsupported');
    return false;
  }
  const context = new TextEncoder().encode(PACK_SIGNATURE_CONTEXT);
  const signed = new Uint8Array(context.length + claimBytes.length);
  signed.set(context);
  signed.set(claimBytes, context.length);
  try {
    return await subtle.verify({ name: 'Ed25519' }, cryptoKey, signatureBytes, signed);
  } catch {
    return false;
  }
}

async function readJson(blob: Blob | undefined): Promise<unknown> {
  if (!blob) return undefined;
  try {
    return JSON.parse(await blob.text());
  } catch {
    return undefined;
  }
}

/**
 * Checks a pack file with no network, against the academy's key: the signature over the claim, then each
 * file's size and SHA-256 against the claim, every file of the pack's rendition present and nothing else
 * carried. Throws PackError with the first reason found; stores nothing either way.
 */
export async function readPack(
  archive: Blob,
  key: AcademyKey,
  options: { subtle?: SubtleCrypto; onProgress?: (bytes: number, total: number) => void } = {},
): Promise<VerifiedPack> {
  const subtle = options.subtle ?? globalThis.crypto.subtle;
  let entries;
  try {
    entries = await readTar(archive);
  } catch (error) {
    if (error instanceof TarError) throw new PackError(error.reason === 'truncated' && archive.size > 0 ? 'truncated' : 'not_a_pack');
    throw error;
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry.data]));
  const index = v.safeParse(PackIndexSchema, await readJson(byName.get(PACK_INDEX_ENTRY)));
  const claimBlob = byName.get(PACK_CLAIM_ENTRY);
  if (!index.success || !claimBlob) throw new PackError('not_a_pack');
  if (index.output.key_id !== key.key_id) throw new PackError('other_academy');
  const claimBytes = new Uint8Array(await claimBlob.arrayBuffer());
  if (!(await verifySignature(claimBytes, index.output.signature, key, subtle))) throw new PackError('bad_signature');
  let claimJson: unknown;
  try {
    claimJson = JSON.parse(new TextDecoder().decode(claimBytes));
  } catch {
    throw new PackError('not_a_pack');
  }
  const claim = v.safeParse(PackClaimSchema, claimJson);
  if (!claim.success) throw new PackError('not_a_pack');

  const expected = packContent(claim.output.files, index.output.rendition);
  const allowed = new Set([PACK_INDEX_ENTRY, PACK_CLAIM_ENTRY, ...expected.map((file) => packFileEntry(file.sha256))]);
  if (entries.some((entry) => !allowed.has(entry.name)) || byName.size !== entries.length) throw new PackError('tampered');
  const total = expected.reduce((sum, file) => sum + file.size, 0);
  const files: VerifiedPack['files'] = [];
  let checked = 0;
  for (const file of expected) {
    const blob = byName.get(packFileEntry(file.sha256));
    if (!blob) throw new PackError('missing_file');
    if (blob.size !== file.size || (await sha256Hex(blob)) !== file.sha256) throw new PackError('tampered');
    files.push({ file, blob });
    checked += file.size;
    options.onProgress?.(checked, total);
  }
  // A file listed under two paths with the same content is carried once and stored under each path.
  const blobs = new Map(files.map((entry) => [entry.file.sha256, entry.blob]));
  const seen = new Set<string>();
  const stored: VerifiedPack['files'] = [];
  for (const file of packFiles(claim.output.files, index.output.rendition)) {
    const blob = blobs.get(file.sha256);
    if (!blob || seen.has(mediaFileKey(file.url))) continue;
    seen.add(mediaFileKey(file.url));
    stored.push({ file, blob });
  }
  // The signature stays with the study pack, so this phone can pass the formation on, offline too.
  const pack: PackSignature = { key_id: index.output.key_id, claim: encodeBase64Url(claimBytes), signature: index.output.signature };
  return {
    claim: claim.output,
    manifest: { ...manifestOfClaim(claim.output), pack },
    rendition: index.output.rendition,
    files: stored,
    bytes: total,
  };
}

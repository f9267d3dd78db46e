import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config';
import { HttpProblem } from '../../lib/http/problem';
import type { LimitRule } from '../../lib/http/rate-limiter';
import type { SpooledFile } from '../../plugins/uploads';
import type { ReceiptDecoder } from './receipt-decoder';

/**
 * Receipt photos (SPEC §5, §9): images only, judged by their bytes and never by name or declared type,
 * then decoded and re-encoded with sharp so nothing of the original file survives but its pixels: no
 * EXIF (the phone's GPS position), no trailing payload. They live under DATA_DIR/receipts, outside the
 * public media tree, and are served only through GET /api/payments/{id}/receipt.
 */

const ACCEPTED = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
type AcceptedMime = keyof typeof ACCEPTED;

/** Beyond this the stored copy is scaled down: a receipt stays legible and staff screens stay fast. */
const STORED_MAX_SIDE_PX = 2400;
/** A phone photo fits (a 200 Mpx sensor saves 12-24 Mpx by default); a 5 MB file announcing more is refused by sharp before it decodes a pixel. */
export const RECEIPT_MAX_MEGAPIXELS = 24;
const MAX_INPUT_PIXELS = RECEIPT_MAX_MEGAPIXELS * 1_000_000;

/** Receipts a learner may have decoded in an hour, counted in the database like every limit. */
export const RECEIPT_UPLOAD_LIMIT: LimitRule = { limit: 10, windowSeconds: 60 * 60 };

/**
 * Text that has no business inside a photo: the start of a PDF, an HTML page, a script or an SVG. A
 * polyglot (a JPEG that is also a PDF or a page) carries one of these; the re-encoding would drop it, but
 * the upload is refused anyway so nobody mistakes it for a receipt. Each marker is long enough (5+ bytes)
 * that compressed pixels match one by chance in fewer than 1 in 10,000 photos of 5 MB; XMP metadata (`<?xpacket`,
 * the RDF namespace) matches none of them.
 */
const FOREIGN_MARKERS = ['%pdf-', '<script', '<html', '<!doctype', '<?php', 'www.w3.org/2000/svg'];

export interface ProcessedReceipt {
  bytes: Buffer;
  mime: AcceptedMime;
  extension: string;
}

const onlyImages = () => new HttpProblem(415, 'payment.only_images');

const PNG_END = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * PNG and WebP end where their format says: IEND, or the RIFF size. Anything appended (a PDF, an archive)
 * or cut off is refused. JPEG is judged by its decoder instead (a cut-off JPEG fails sharp's strict decode):
 * phones append legitimate trailers after a JPEG's end (motion photos carry a short video there).
 */
function endsWhereImageEnds(bytes: Buffer, mime: AcceptedMime): boolean {
  if (mime === 'image/png') return bytes.subarray(-PNG_END.length).equals(PNG_END);
  if (mime === 'image/webp') return bytes.readUInt32LE(4) + 8 === bytes.length;
  return true;
}

/** A ZIP (also JAR, DOCX, APK) is read from its end: its end-of-directory record sits in the last 64 KB. */
const ZIP_END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
function endsWithArchive(bytes: Buffer): boolean {
  return bytes.subarray(-(65_535 + 22)).includes(ZIP_END_OF_DIRECTORY);
}

function carriesForeignContent(bytes: Buffer): boolean {
  const text = bytes.toString('latin1').toLowerCase();
  return FOREIGN_MARKERS.some((marker) => text.includes(marker));
}

/**
 * Judges an upload's bytes and returns their clean re-encoded copy, or null when they are not a receipt
 * photo we take. Runs in the receipt decoder's child process (receipt-worker.ts), never on the server's
 * event loop: reading a 5 MB file, scanning it for foreign markers and decoding up to 24 Mpx are all CPU
 * the requests would otherwise wait behind.
 */
export async function cleanReceipt(bytes: Buffer): Promise<ProcessedReceipt | null> {
  if (bytes.length < 12) return null;
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(type.mime in ACCEPTED)) return null;
  const mime = type.mime as AcceptedMime;
  if (!endsWhereImageEnds(bytes, mime) || carriesForeignContent(bytes) || endsWithArchive(bytes)) return null;
  try {
    return { bytes: await reencode(bytes, mime), mime, extension: ACCEPTED[mime] };
  } catch {
    return null;
  }
}

/** A receipt judged, re-encoded and already written under its key in DATA_DIR/receipts. */
export interface StoredReceipt {
  key: string;
  /** The stored file: removed by whoever fails to record a payment for it. */
  file: string;
}

/**
 * Checks the spooled upload and stores its clean re-encoded copy as the receipt of payment `paymentId`, in
 * the decoder's child process; 415 `payment.only_images` when it is not an image we take. The server's
 * event loop only passes two paths and a name, and gets the key back.
 */
export async function processReceipt(
  decoder: ReceiptDecoder,
  config: AppConfig,
  file: SpooledFile,
  paymentId: string,
): Promise<StoredReceipt & { paymentId: string }> {
  const outcome = await decoder.decode({ source: file.path, dir: receiptsDir(config), name: paymentId });
  if (!outcome) throw onlyImages();
  return { ...outcome, paymentId };
}

async function reencode(bytes: Buffer, mime: AcceptedMime): Promise<Buffer> {
  // failOn 'warning': a truncated or corrupt image is refused instead of stored half grey.
  const image = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS })
    // The photo as the phone showed it: EXIF orientation applied to the pixels, then EXIF dropped.
    .rotate()
    .resize({ width: STORED_MAX_SIDE_PX, height: STORED_MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true });
  if (mime === 'image/png') return image.png({ compressionLevel: 9 }).toBuffer();
  if (mime === 'image/webp') return image.webp({ quality: 85 }).toBuffer();
  return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}

export function receiptsDir(config: AppConfig): string {
  return path.join(config.storageDir, 'receipts');
}

/** The stored file of a receipt key, or null for a key that is not one of ours (never a path outside). */
export function receiptPath(config: AppConfig, key: string): string | null {
  if (!/^[0-9a-f-]{36}\.(jpg|png|webp)$/.test(key)) return null;
  return path.join(receiptsDir(config), key);
}

export function receiptMime(key: string): string {
  if (key.endsWith('.png')) return 'image/png';
  if (key.endsWith('.webp')) return 'image/webp';
  return 'image/jpeg';
}

/** Writes a clean receipt as `name` plus its extension (atomically: a reader never sees half a file). */
export async function writeReceipt(dir: string, name: string, receipt: ProcessedReceipt): Promise<StoredReceipt> {
  await mkdir(dir, { recursive: true });
  const key = `${name}.${receipt.extension}`;
  const final = path.join(dir, key);
  const temporary = path.join(dir, `.${randomUUID()}.tmp`);
  try {
    await writeFile(temporary, receipt.bytes);
    await rename(temporary, final);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  return { key, file: final };
}

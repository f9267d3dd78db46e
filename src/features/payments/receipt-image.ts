import imageCompression from 'browser-image-compression';
import { RECEIPT_MAX_BYTES } from '../../../contract/constants';
import type { ErrorCode } from '../../../contract/errors';
import { RECEIPT_MAX_SIDE_PX } from '../../../contract/payments';

/**
 * The receipt photo, checked and made small on the phone before it is queued (SPEC §5/§9): a
 * 4 MB camera photo becomes a few hundred KB at 1600 px, which a weak link sends in seconds, and the
 * server's 5 MB limit is checked here first so the learner hears of it at once, offline too.
 */

/** Longest side and quality of the sent photo: 1600 px at 0.8 keeps a bank stamp readable. */
export const RECEIPT_COMPRESSION = {
  maxWidthOrHeight: RECEIPT_MAX_SIDE_PX,
  /** A soft target; the library lowers quality towards it without going below readable sizes. */
  maxSizeMB: 0.8,
  initialQuality: 0.8,
  fileType: 'image/jpeg',
  /**
   * The library's worker is a blob: script that importScripts the library from cdn.jsdelivr.net: the
   * app's CSP (script-src 'self', no blob: workers) refuses it, and offline it could not load anyway. It
   * falls back to the main thread after a CSP error; asking for the main thread at once spares the error.
   */
  useWebWorker: false,
} as const;

export type ReceiptCheck = { ok: true } | { ok: false; code: ErrorCode };

/** Images only, under 5 MB, judged on what the browser says of the file (the server checks its bytes). */
export function checkReceiptFile(file: Pick<File, 'type' | 'size'>): ReceiptCheck {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return { ok: false, code: 'payment.only_images' };
  if (file.size > RECEIPT_MAX_BYTES) return { ok: false, code: 'payment.file_too_large' };
  return { ok: true };
}

export interface PreparedReceipt {
  blob: Blob;
  filename: string;
  originalBytes: number;
  sentBytes: number;
}

/**
 * Resizes (longest side ≤ 1600 px) and recompresses to JPEG, honouring the photo's EXIF orientation (the
 * library reads it and draws the image upright). When the result is not smaller (a small screenshot),
 * the original goes as it is.
 */
export async function prepareReceipt(file: File, compress: typeof imageCompression = imageCompression): Promise<PreparedReceipt> {
  const compressed = await compress(file, { ...RECEIPT_COMPRESSION });
  const blob = compressed.size < file.size ? compressed : file;
  const base = file.name.replace(/\.[^.]*$/, '') || 'receipt';
  const filename = blob === file ? file.name || 'receipt.jpg' : `${base}.jpg`;
  return { blob, filename, originalBytes: file.size, sentBytes: blob.size };
}

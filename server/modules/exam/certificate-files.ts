import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../../contract/constants';
import type { CertificatePdfInput } from '../../lib/certificates/certificate-pdf';
import { certificateTexts } from '../../lib/certificates/certificate-texts';
import type { RenderPool } from '../../lib/certificates/certificate-render-pool';

/**
 * Certificate PDFs rendered once per code and language and kept under `DATA_DIR/certificates/<code>/`
 * as `<language>-<fingerprint>.pdf`. The fingerprint is a hash of everything drawn on the page (the
 * certificate's fields, its address, the locale's words and the layout's version), so a certificate that
 * changes, a new PUBLIC_URL or new wording gets a new file and the old one is removed; the fingerprint is
 * also the download's ETag. A revoked (deleted) certificate's folder is removed on its next request.
 */

/** Bump when certificate-pdf.ts draws a different page, so every kept file is rendered again. */
export const CERTIFICATE_LAYOUT_VERSION = 1;

export interface CertificateFile {
  path: string;
  size: number;
  /** Quoted, as the ETag header carries it. */
  etag: string;
}

export interface CertificateFiles {
  /** The kept file for this rendering, rendered (once, however many ask at the same time) if missing. */
  get(input: CertificatePdfInput): Promise<CertificateFile>;
  /** The ETag the file has or will have, without touching the disk: answers If-None-Match. */
  etagOf(input: CertificatePdfInput): string;
  /** Drops every kept file of a certificate that no longer exists. */
  forget(code: string): Promise<void>;
}

export function certificateFingerprint(input: CertificatePdfInput): string {
  const drawn = {
    layout: CERTIFICATE_LAYOUT_VERSION,
    words: certificateTexts(input.language),
    ...input,
    issuedAt: input.issuedAt.toISOString(),
  };
  return createHash('sha256').update(JSON.stringify(drawn)).digest('base64url').slice(0, 32);
}

/** The code as stored (no dashes), safe as a folder name: the route's schema admits base32 symbols only. */
const folderName = (code: string) => code.replace(/[^0-9A-Z]/gi, '');

export function createCertificateFiles(storageDir: string, pool: RenderPool): CertificateFiles {
  const root = path.join(storageDir, 'certificates');
  const pending = new Map<string, Promise<CertificateFile>>();

  async function render(input: CertificatePdfInput, folder: string, file: string, etag: string): Promise<CertificateFile> {
    const pdf = await pool.render(input);
    await mkdir(folder, { recursive: true });
    // Written aside then renamed: a reader never sees half a file, and a crash leaves only a .tmp.
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, pdf);
    await rename(temporary, file);
    await removeStale(folder, input.language, path.basename(file));
    return { path: file, size: pdf.length, etag };
  }

  async function removeStale(folder: string, language: Language, keep: string): Promise<void> {
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      if (name !== keep && name.startsWith(`${language}-`) && name.endsWith('.pdf')) await rm(path.join(folder, name), { force: true });
    }
  }

  return {
    etagOf: (input) => `"${certificateFingerprint(input)}"`,
    async get(input) {
      const fingerprint = certificateFingerprint(input);
      const folder = path.join(root, folderName(input.code));
      const file = path.join(folder, `${input.language}-${fingerprint}.pdf`);
      const etag = `"${fingerprint}"`;
      const kept = await stat(file).catch(() => null);
      if (kept?.isFile()) return { path: file, size: kept.size, etag };
      let flight = pending.get(file);
      if (!flight) {
        flight = render(input, folder, file, etag).finally(() => pending.delete(file));
        pending.set(file, flight);
      }
      return flight;
    },
    async forget(code) {
      await rm(path.join(root, folderName(code)), { recursive: true, force: true });
    },
  };
}

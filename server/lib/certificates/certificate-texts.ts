import * as v from 'valibot';
import type { Language } from '../../../contract/constants';
import { checkServerTexts, serverTexts } from '../i18n';

/*
 * The certificate's words, apart from its drawing (certificate-pdf.ts): the API checks them at start and
 * names files with them, while pdfkit and the QR encoder (about 0.4 s to load) stay in the render worker.
 */

const TextsSchema = v.object({
  documentTitle: v.string(),
  academy: v.string(),
  title: v.string(),
  certifies: v.string(),
  completed: v.string(),
  score: v.string(),
  issued: v.string(),
  code: v.string(),
  verify: v.string(),
  signed: v.string(),
});
export type CertificateTexts = v.InferOutput<typeof TextsSchema>;

/** The words of the certificate, from locales/<lang>/server/certificates.json (never in the app's bundles). */
export function certificateTexts(language: Language): CertificateTexts {
  return serverTexts(language, 'certificates', TextsSchema);
}

/** Checks every language, so a broken locale file stops the server at start, not a learner's download. */
export function checkCertificateTexts(): void {
  checkServerTexts('certificates', TextsSchema);
}

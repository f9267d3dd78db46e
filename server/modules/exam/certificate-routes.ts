import { readFile } from 'node:fs/promises';
import { LANGUAGES, QUIZ_MAX_SCORE, type Language } from '../../../contract/constants';
import {
  CertificateCodeParamsSchema,
  CertificateListQuerySchema,
  CertificatePageSchema,
  CertificatePdfQuerySchema,
  CertificatePublicKeySchema,
  CertificateVerificationSchema,
  formatCertificateCode,
  VERIFY_RATE_LIMIT,
  verifyUrl,
  certificateQrText,
  type CertificatePage,
  type CertificatePublicKey,
  type CertificateVerification,
} from '../../../contract/exam';
import { oneOf } from '../../../contract/one-of';
import { pickLanguage } from '../../../contract/pick-language';
import { isStaff } from '../../../contract/roles';
import type { CertificatePdfInput } from '../../lib/certificates/certificate-pdf';
import { createRenderPool } from '../../lib/certificates/certificate-render-pool';
import type { CertificateSigner } from '../../lib/certificates/certificate-signing';
import { requestLanguage } from '../../lib/http/accept-language';
import { etagMatches } from '../../lib/http/etag';
import { limitRequests, perWindow, tooManyRequests } from '../../lib/http/limit-requests';
import { HttpProblem, notFound } from '../../lib/http/problem';
import { describeRoute, type ApiInstance } from '../../lib/http/route-schema';
import { currentUser } from '../../plugins/authenticate';
import { createCertificateFiles } from './certificate-files';
import { findCertificate, listCertificates, toCertificate, toVerification } from './certificates-service';
import { takeCertificateDownload } from './download-quota';

/**
 * Certificates: the holder's list and PDF (staff may download any), and for anyone the public
 * verification by code and the key they are signed with.
 */
export function certificateRoutes(app: ApiInstance, signer: CertificateSigner): void {
  const { db } = app.database;

  const certificateList = describeRoute({
    tags: ['exam'],
    summary: "The caller's certificates, newest first, each with its signed QR payload",
    access: 'user',
    querystring: CertificateListQuerySchema,
    response: { 200: CertificatePageSchema },
  });
  app.get('/certificates', { schema: certificateList }, async (request, reply): Promise<CertificatePage> => {
    const query = request.query;
    reply.header('Cache-Control', 'private, no-store');
    return listCertificates(db, currentUser(request).id, query);
  });

  const publicKey = describeRoute({
    tags: ['exam'],
    summary: 'The Ed25519 key certificates are signed with, for verifiers that work offline',
    access: 'public',
    response: { 200: CertificatePublicKeySchema },
  });
  app.get('/certificates/public-key', { schema: publicKey }, async (_request, reply): Promise<CertificatePublicKey> => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return { algorithm: 'Ed25519', key_id: signer.keyId, public_key_pem: signer.publicKeyPem, public_key: signer.publicKeyRaw };
  });

  app.get(
    '/certificates/verify/:code',
    {
      onRequest: limitRequests({ name: 'verify', rule: perWindow(VERIFY_RATE_LIMIT) }),
      schema: describeRoute({
        tags: ['exam'],
        summary: 'Public verification of a certificate by its code: who holds it, for what, and whether its signature holds',
        description: `The code may be typed grouped, in lower case, with O for 0 and I or L for 1. At most ${VERIFY_RATE_LIMIT.max} requests per address per minute.`,
        access: 'public',
        params: CertificateCodeParamsSchema,
        response: { 200: CertificateVerificationSchema },
        errors: { 404: ['http.not_found'], 429: ['http.too_many_requests'] },
      }),
    },
    async (request, reply): Promise<CertificateVerification> => {
      const { code } = request.params;
      const row = await findCertificate(db, code);
      if (!row) throw notFound('certificate');
      reply.header('Cache-Control', 'no-store');
      return toVerification(row, signer);
    },
  );

  const renderPool = createRenderPool();
  app.addHook('onClose', () => renderPool.close());
  const pdfFiles = createCertificateFiles(app.config.storageDir, renderPool);

  // A PDF is compressed already; the compression plugin would only spend CPU on it.
  const pdf = describeRoute({
    tags: ['exam'],
    summary: 'A certificate as a PDF, for its holder and for staff',
    description:
      "Rendered once per code and language and kept; the ETag is the rendering's fingerprint, so If-None-Match " +
      "answers 304 without counting a download. `lang` defaults to the account's language, then Accept-Language. " +
      "Another learner's certificate is 404. Downloads are limited per user (429 `certificate.download_limit` with Retry-After).",
    access: 'user',
    params: CertificateCodeParamsSchema,
    querystring: CertificatePdfQuerySchema,
    response: {
      200: { mediaType: 'application/pdf', description: 'The certificate, as an attachment named certificate-<code>-<lang>.pdf' },
      304: null,
    },
    headers: {
      200: {
        ETag: "The rendering's fingerprint, for If-None-Match",
        'Content-Disposition': 'attachment; filename="certificate-<code>-<lang>.pdf"',
      },
    },
    errors: { 404: ['http.not_found'], 429: ['certificate.download_limit'], 500: ['certificate.generation_failed'] },
  });
  app.get('/certificates/:code/pdf', { compress: false, schema: pdf }, async (request, reply) => {
    const { code } = request.params;
    const { lang } = request.query;
    const user = currentUser(request);
    const row = await findCertificate(db, code);
    // A certificate that no longer exists leaves no file behind.
    if (!row) await pdfFiles.forget(code);
    // Someone else's certificate does not exist for this caller: its owner and staff alone download it.
    if (!row || (row.userId !== user.id && !isStaff(user.roles))) throw notFound('certificate');
    const preferred = user.row.preferredLanguage;
    const language: Language = lang ?? oneOf(preferred, LANGUAGES) ?? requestLanguage(request);
    const input: CertificatePdfInput = {
      language,
      holderName: row.holderName,
      formationTitle: pickLanguage(row.formationTitle, language),
      score: row.score,
      maxScore: QUIZ_MAX_SCORE,
      issuedAt: row.issuedAt,
      code: formatCertificateCode(row.code),
      verifyUrl: verifyUrl(app.config.publicUrl, row.code),
      qrPayload: certificateQrText(app.config.publicUrl, toCertificate(row)),
      keyId: row.keyId,
    };
    // The ETag is the rendering's fingerprint: a copy the browser has is confirmed without a render or a count.
    const etag = pdfFiles.etagOf(input);
    reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const quota = await takeCertificateDownload(db, user.id);
    if (!quota.allowed) throw tooManyRequests(quota, 'certificate.download_limit');
    let pdf: Buffer;
    try {
      pdf = await readFile((await pdfFiles.get(input)).path);
    } catch (error) {
      request.log.error({ err: error, code: row.code }, 'certificate PDF failed');
      throw new HttpProblem(500, 'certificate.generation_failed');
    }
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="certificate-${row.code}-${language}.pdf"`)
      .send(pdf);
  });
}

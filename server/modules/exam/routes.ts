import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FormationIdParamsSchema } from '../../../contract/catalogue';
import { LANGUAGES, QUIZ_MAX_SCORE, type Language } from '../../../contract/constants';
import {
  AdminReviewListQuerySchema,
  AttemptListQuerySchema,
  AttemptSubmitSchema,
  CertificateCodeParamsSchema,
  CertificateListQuerySchema,
  CertificatePdfQuerySchema,
  formatCertificateCode,
  RatingInputSchema,
  ReviewIdParamsSchema,
  ReviewModerationSchema,
  VERIFY_RATE_LIMIT,
  verifyUrl,
  certificateQrText,
  type AdminReview,
  type AdminReviewPage,
  type AttemptResult,
  type CertificatePage,
  type CertificatePublicKey,
  type CertificateVerification,
  type Quiz,
  type QuizAttemptPage,
  type RatingResult,
} from '../../../contract/exam';
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/outbox';
import { isStaff } from '../../../contract/roles';
import { pickLanguage } from '../../../contract/translatable';
import { checkCertificateTexts, type CertificatePdfInput } from '../../lib/certificate-pdf';
import { createRenderPool } from '../../lib/certificate-render-pool';
import { createCertificateSigner, loadCertificateKey } from '../../lib/certificate-signing';
import { limitRequests, perWindow, tooManyRequests } from '../../lib/limit-requests';
import { HttpProblem, notFound } from '../../lib/problem';
import { parseInput } from '../../lib/validate';
import { currentUser, requireRole, requireUser } from '../../plugins/authenticate';
import { idempotent } from '../../plugins/idempotency';
import { toQuestion } from '../catalogue/serializers';
import { requestLanguage } from '../site/request-language';
import { listAttempts, submitAttempt } from './attempts-service';
import { createCertificateFiles } from './certificate-files';
import { findCertificate, listCertificates, toCertificate, toVerification } from './certificates-service';
import { takeCertificateDownload } from './download-quota';
import { questionRows, requireQuizOpen } from './quiz-access';
import { rateFormation } from './ratings-service';
import { listReviewsForStaff, setReviewPublished } from './reviews-moderation';

/** If-None-Match (`*`, or a list of strong or weak tags) against the current strong ETag. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  // The idempotency plugin has already refused a malformed key (422), so a present one is a UUID.
  return value ? value.trim().toLowerCase() : null;
}

/**
 * The final exam (quiz, graded attempts), certificates (list, PDF, public verification and the signing
 * key), ratings by certificate holders, and review moderation by staff.
 */
export async function examRoutes(app: FastifyInstance) {
  checkCertificateTexts();
  const { db } = app.database;
  const signer = createCertificateSigner(await loadCertificateKey(app.config.dataDir));

  app.get('/formations/:id/quiz', { preHandler: requireUser }, async (request, reply): Promise<Quiz> => {
    const { id } = parseInput(FormationIdParamsSchema, request.params);
    const { formation } = await requireQuizOpen(db, currentUser(request), id);
    const questions = await questionRows(db, id);
    if (questions.length === 0) throw new HttpProblem(404, 'quiz.no_data');
    reply.header('Cache-Control', 'private, no-store');
    return { formation_id: id, pass_mark: formation.passMark, max_score: QUIZ_MAX_SCORE, questions: questions.map(toQuestion) };
  });

  app.post('/formations/:id/quiz/attempts', idempotent({ preHandler: requireUser }), async (request, reply): Promise<AttemptResult> => {
    const { id } = parseInput(FormationIdParamsSchema, request.params);
    const { answers, draw, taken_at: takenAt } = parseInput(AttemptSubmitSchema, request.body);
    const user = currentUser(request);
    const { result, created } = await submitAttempt(
      { db: request.db, signer },
      {
        key: idempotencyKey(request),
        learner: { id: user.id, roles: user.roles },
        holderName: `${user.row.firstName} ${user.row.lastName}`.trim(),
        formationId: id,
        answers,
        draw,
        takenAt,
      },
    );
    reply.code(created ? 201 : 200);
    return result;
  });

  app.get('/formations/:id/quiz/attempts', { preHandler: requireUser }, async (request, reply): Promise<QuizAttemptPage> => {
    const { id } = parseInput(FormationIdParamsSchema, request.params);
    const query = parseInput(AttemptListQuerySchema, request.query);
    reply.header('Cache-Control', 'private, no-store');
    return listAttempts(db, currentUser(request).id, id, query);
  });

  app.get('/certificates', { preHandler: requireUser }, async (request, reply): Promise<CertificatePage> => {
    const query = parseInput(CertificateListQuerySchema, request.query);
    reply.header('Cache-Control', 'private, no-store');
    return listCertificates(db, currentUser(request).id, query);
  });

  app.get('/certificates/public-key', async (_request, reply): Promise<CertificatePublicKey> => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return { algorithm: 'Ed25519', key_id: signer.keyId, public_key_pem: signer.publicKeyPem, public_key: signer.publicKeyRaw };
  });

  app.get(
    '/certificates/verify/:code',
    { onRequest: limitRequests({ name: 'verify', rule: perWindow(VERIFY_RATE_LIMIT) }) },
    async (request, reply): Promise<CertificateVerification> => {
      const { code } = parseInput(CertificateCodeParamsSchema, request.params);
      const row = await findCertificate(db, code);
      if (!row) throw notFound('certificate');
      reply.header('Cache-Control', 'no-store');
      return toVerification(row, signer);
    },
  );

  const renderPool = createRenderPool();
  app.addHook('onClose', () => renderPool.close());
  const pdfFiles = createCertificateFiles(app.config.dataDir, renderPool);

  // A PDF is compressed already; the compression plugin would only spend CPU on it.
  app.get('/certificates/:code/pdf', { preHandler: requireUser, compress: false }, async (request, reply) => {
    const { code } = parseInput(CertificateCodeParamsSchema, request.params);
    const { lang } = parseInput(CertificatePdfQuerySchema, request.query);
    const user = currentUser(request);
    const row = await findCertificate(db, code);
    // A certificate that no longer exists leaves no file behind.
    if (!row) await pdfFiles.forget(code);
    // Someone else's certificate does not exist for this caller: its owner and staff alone download it.
    if (!row || (row.userId !== user.id && !isStaff(user.roles))) throw notFound('certificate');
    const preferred = user.row.preferredLanguage;
    const language: Language =
      lang ?? (preferred && (LANGUAGES as readonly string[]).includes(preferred) ? (preferred as Language) : requestLanguage(request));
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

  app.post('/formations/:id/ratings', idempotent({ preHandler: requireUser }), async (request): Promise<RatingResult> => {
    const { id } = parseInput(FormationIdParamsSchema, request.params);
    const input = parseInput(RatingInputSchema, request.body);
    const user = currentUser(request);
    return rateFormation(request.db, {
      userId: user.id,
      firstName: user.row.firstName,
      lastName: user.row.lastName,
      formationId: id,
      rating: input.rating,
      feedback: input.feedback,
    });
  });

  const staffOnly = { preHandler: requireRole('agent', 'admin') };

  app.get('/admin/reviews', staffOnly, async (request, reply): Promise<AdminReviewPage> => {
    const query = parseInput(AdminReviewListQuerySchema, request.query);
    reply.header('Cache-Control', 'private, no-store');
    return listReviewsForStaff(db, query);
  });

  app.patch('/admin/reviews/:id', staffOnly, async (request): Promise<AdminReview> => {
    const { id } = parseInput(ReviewIdParamsSchema, request.params);
    const { published } = parseInput(ReviewModerationSchema, request.body);
    return setReviewPublished(db, id, published);
  });
}

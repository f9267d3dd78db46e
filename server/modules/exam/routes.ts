import { readFile } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { FormationIdParamsSchema } from '../../../contract/catalogue';
import { LANGUAGES, QUIZ_MAX_SCORE, type Language } from '../../../contract/constants';
import {
  AdminReviewListQuerySchema,
  AdminReviewPageSchema,
  AdminReviewSchema,
  AttemptListQuerySchema,
  AttemptResultSchema,
  AttemptSubmitSchema,
  CertificateCodeParamsSchema,
  CertificateListQuerySchema,
  CertificatePageSchema,
  CertificatePdfQuerySchema,
  CertificatePublicKeySchema,
  CertificateVerificationSchema,
  formatCertificateCode,
  QuizAttemptPageSchema,
  QuizSchema,
  RatingInputSchema,
  RatingResultSchema,
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
import { oneOf } from '../../../contract/one-of';
import { isStaff } from '../../../contract/roles';
import { pickLanguage } from '../../../contract/pick-language';
import { describeRoute, type ApiInstance } from '../../lib/http/route-schema';
import type { CertificatePdfInput } from '../../lib/certificates/certificate-pdf';
import { checkCertificateTexts } from '../../lib/certificates/certificate-texts';
import { createRenderPool } from '../../lib/certificates/certificate-render-pool';
import { createCertificateSigner, loadCertificateKey } from '../../lib/certificates/certificate-signing';
import { etagMatches } from '../../lib/http/etag';
import { limitRequests, perWindow, tooManyRequests } from '../../lib/http/limit-requests';
import { HttpProblem, notFound } from '../../lib/http/problem';
import type { LimitRule } from '../../lib/http/rate-limiter';
import { currentUser } from '../../plugins/authenticate';
import { idempotent } from '../../plugins/idempotency';
import { toQuestion } from '../catalogue/public';
import { requestLanguage } from '../../lib/http/accept-language';
import { listAttempts, submitAttempt } from './attempts-service';
import { createCertificateFiles } from './certificate-files';
import { findCertificate, listCertificates, toCertificate, toVerification } from './certificates-service';
import { takeCertificateDownload } from './download-quota';
import { questionRows, requireQuizOpen } from './quiz-access';
import { rateFormation } from './ratings-service';
import { listReviewsForStaff, setReviewPublished } from './reviews-moderation';

/** Ratings per learner and hour (README, "Limits"): one review per formation, edited in place. */
export const RATING_BUDGET: LimitRule = { limit: 30, windowSeconds: 3600 };

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
export async function examRoutes(app: ApiInstance) {
  checkCertificateTexts();
  const { db } = app.database;
  const signer = createCertificateSigner(await loadCertificateKey(app.config.storageDir));

  const quiz = describeRoute({
    tags: ['exam'],
    summary: "The formation's final exam: its questions without their answers, and the mark to reach",
    description: 'Open to enrolled learners once every lesson is completed (and its plausible moment has come), and to staff.',
    access: 'user',
    params: FormationIdParamsSchema,
    response: { 200: QuizSchema },
    errors: { 402: ['enrollment.required'], 404: ['http.not_found', 'quiz.no_data'], 423: ['quiz.locked'] },
  });
  app.get('/formations/:id/quiz', { schema: quiz }, async (request, reply): Promise<Quiz> => {
    const { id } = request.params;
    const { formation } = await requireQuizOpen(db, currentUser(request), id);
    const questions = await questionRows(db, id);
    if (questions.length === 0) throw new HttpProblem(404, 'quiz.no_data');
    reply.header('Cache-Control', 'private, no-store');
    return { formation_id: id, pass_mark: formation.passMark, max_score: QUIZ_MAX_SCORE, questions: questions.map(toQuestion) };
  });

  const submit = describeRoute({
    tags: ['exam'],
    summary: 'Submits an attempt at the final exam, graded on the server; the first pass issues the certificate',
    description:
      'The Idempotency-Key becomes the attempt id: 201 for a new attempt, 200 for one already recorded under the key. ' +
      '409 `quiz.draw_changed` when the answers are not for the draw this attempt calls for; 423 `quiz.retry_later` ' +
      '(with Retry-After) while the wait after a failed attempt runs; 422 with field codes for answers that do not ' +
      'match the drawn questions.',
    access: 'user',
    params: FormationIdParamsSchema,
    body: AttemptSubmitSchema,
    response: { 200: AttemptResultSchema, 201: AttemptResultSchema },
    errors: {
      402: ['enrollment.required'],
      404: ['http.not_found', 'quiz.no_data'],
      409: ['quiz.draw_changed'],
      423: ['quiz.locked', 'quiz.retry_later'],
    },
    idempotent: true,
  });
  app.post('/formations/:id/quiz/attempts', idempotent({ schema: submit }), async (request, reply): Promise<AttemptResult> => {
    const { id } = request.params;
    const { answers, draw, taken_at: takenAt } = request.body;
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

  const attempts = describeRoute({
    tags: ['exam'],
    summary: "The caller's attempts at a formation's exam, newest first",
    access: 'user',
    params: FormationIdParamsSchema,
    querystring: AttemptListQuerySchema,
    response: { 200: QuizAttemptPageSchema },
  });
  app.get('/formations/:id/quiz/attempts', { schema: attempts }, async (request, reply): Promise<QuizAttemptPage> => {
    const { id } = request.params;
    const query = request.query;
    reply.header('Cache-Control', 'private, no-store');
    return listAttempts(db, currentUser(request).id, id, query);
  });

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

  const rate = describeRoute({
    tags: ['exam'],
    summary: 'A certificate holder rates the formation: their one review is created or updated, and published at once',
    description: "A review staff hid stays hidden when its author edits it. The answer carries the formation's counters after this rating.",
    access: 'user',
    params: FormationIdParamsSchema,
    body: RatingInputSchema,
    response: { 200: RatingResultSchema },
    errors: {
      404: ['http.not_found'],
      409: ['certificate.required'],
      429: ['http.too_many_requests'],
    },
    idempotent: true,
  });
  // One review per formation, edited in place: a learner has no reason to send more than this in an hour.
  const ratingBudget = { name: 'rating', rule: RATING_BUDGET, by: (request: FastifyRequest) => currentUser(request).id };
  app.post('/formations/:id/ratings', idempotent({ schema: rate }, { limits: [ratingBudget] }), async (request): Promise<RatingResult> => {
    const { id } = request.params;
    const input = request.body;
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

  const reviewList = describeRoute({
    tags: ['exam'],
    summary: 'Every review, published or hidden, newest first, for moderation',
    access: 'staff',
    querystring: AdminReviewListQuerySchema,
    response: { 200: AdminReviewPageSchema },
  });
  app.get('/admin/reviews', { schema: reviewList }, async (request, reply): Promise<AdminReviewPage> => {
    const query = request.query;
    reply.header('Cache-Control', 'private, no-store');
    return listReviewsForStaff(db, query);
  });

  const moderate = describeRoute({
    tags: ['exam'],
    summary: "Hides or shows a review; the formation's rating and reviews count follow",
    access: 'staff',
    params: ReviewIdParamsSchema,
    body: ReviewModerationSchema,
    response: { 200: AdminReviewSchema },
    errors: { 404: ['http.not_found'] },
  });
  app.patch('/admin/reviews/:id', { schema: moderate }, async (request): Promise<AdminReview> => {
    const { id } = request.params;
    const { published } = request.body;
    return setReviewPublished(db, id, published);
  });
}

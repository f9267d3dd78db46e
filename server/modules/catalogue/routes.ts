import {
  EnrollmentCreateSchema,
  EnrollmentParamsSchema,
  EnrollmentSchema,
  EnrollmentStatusSchema,
  FormationDetailSchema,
  FormationIdParamsSchema,
  FormationListQuerySchema,
  FormationPageSchema,
  ReviewListQuerySchema,
  ReviewPageSchema,
  type Enrollment,
  type EnrollmentStatusResponse,
  type FormationDetail,
  type FormationPage,
  type ReviewPage,
} from '../../../contract/catalogue';
import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from '../../../contract/outbox';
import { AnswerCache, okSerialiser, sendCachedAnswer } from '../../lib/http/answer-cache';
import { etagMatches } from '../../lib/http/etag';
import { describeRoute, type ApiInstance } from '../../lib/http/route-schema';
import { VersionedMemo } from '../../lib/versioned-memo';
import { WriteMemo } from '../../lib/write-memo';
import { currentUser, identify } from '../../plugins/authenticate';
import { idempotent } from '../../plugins/idempotency';
import { sharedStreamVersionReader } from '../../lib/sync/stream-version';
import { catalogueStream } from './catalogue-stream';
import { enrollInFreeFormation, enrollmentStatus } from './enrollments-service';
import { getFormationDetail, listFormations, listReviews } from './formations-service';
import { viewCounterFor, VIEWS_FLUSH_MS } from './views-service';

function deviceIdOf(raw: string | string[] | undefined): string | null {
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return DEVICE_ID_PATTERN.test(value) ? value : null;
}

/** The public catalogue (anyone) and enrollment (signed-in users of any role); its sync entities live in catalogue-sync-entities.ts. */
export async function catalogueRoutes(app: ApiInstance) {
  const { db } = app.database;
  // Views are remembered in memory and written in batches: a public GET never writes to the database.
  const views = viewCounterFor(db);
  const flushViews = () => views.flush().catch((error: unknown) => app.log.error({ err: error }, 'formation views flush failed'));
  let viewsTimer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    viewsTimer = setInterval(() => void flushViews(), VIEWS_FLUSH_MS);
    viewsTimer.unref();
  });
  app.addHook('onClose', async () => {
    if (viewsTimer) clearInterval(viewsTimer);
    await flushViews();
  });

  const list = describeRoute({
    tags: ['catalogue'],
    summary: 'One page of the published formations, newest first, filtered by text, topic and level',
    access: 'public',
    querystring: FormationListQuerySchema,
    response: { 200: FormationPageSchema, 304: null },
    headers: { 200: { ETag: 'The version of this answer; send it back as If-None-Match for a 304' } },
  });
  // The list is the same for every visitor and changes only with the catalogue's change log: pages are
  // served from memory while its version holds (views counts, which the log ignores, lag ≤ 10 s).
  const pages = new AnswerCache({ maxEntries: 300, maxAgeMs: 10_000 });
  const catalogueVersion = sharedStreamVersionReader(app.database, catalogueStream);
  app.get('/formations', { schema: list }, async (request, reply) => {
    const query = request.query;
    const key = JSON.stringify([query.page, query.per_page, query.q ?? null, query.topic ?? null, query.level ?? null]);
    const serialise = okSerialiser<FormationPage>(reply);
    const entry = await pages.resolve(key, await catalogueVersion(), async () => ({
      body: serialise(await listFormations(db, query)),
      meta: undefined,
    }));
    reply.header('Cache-Control', 'no-cache');
    reply.header('ETag', entry.etag);
    if (etagMatches(request.headers['if-none-match'], entry.etag)) {
      reply.code(304);
      return reply.send();
    }
    return sendCachedAnswer(request, reply, entry);
  });

  const detail = describeRoute({
    tags: ['catalogue'],
    summary: 'A published formation with its modules, lesson outlines and review summary; counts one view per visitor per day',
    access: 'optional-user',
    params: FormationIdParamsSchema,
    response: { 200: FormationDetailSchema },
    errors: { 404: ['http.not_found'] },
  });
  // Like the list: read again once the catalogue's change log moves (a staff edit, a review, an
  // enrolment's count), views counts lagging ≤ 10 s as they do there. A missing formation is not kept.
  const details = new VersionedMemo<FormationDetail>({ maxEntries: 500, maxAgeMs: 10_000 });
  app.get('/formations/:id', { schema: detail }, async (request, reply): Promise<FormationDetail> => {
    const { id } = request.params;
    const detail = await details.get(id, await catalogueVersion(), () => getFormationDetail(db, id));
    const user = await identify(request);
    const counted = await views.record(id, {
      userId: user?.id ?? null,
      ip: request.ip,
      deviceId: deviceIdOf(request.headers[DEVICE_ID_HEADER.toLowerCase()]),
      userAgent: request.headers['user-agent'],
    });
    reply.header('Cache-Control', 'no-store');
    return counted ? { ...detail, views_count: detail.views_count + 1 } : detail;
  });

  const reviews = describeRoute({
    tags: ['catalogue'],
    summary: 'One page of the published reviews of a published formation, newest first',
    access: 'public',
    params: FormationIdParamsSchema,
    querystring: ReviewListQuerySchema,
    response: { 200: ReviewPageSchema },
    errors: { 404: ['http.not_found'] },
  });
  const reviewPages = new VersionedMemo<ReviewPage>({ maxEntries: 500, maxAgeMs: 10_000 });
  app.get('/formations/:id/reviews', { schema: reviews }, async (request, reply): Promise<ReviewPage> => {
    const { id } = request.params;
    const query = request.query;
    reply.header('Cache-Control', 'no-cache');
    // Reviews, their publication and their formation are rows of the catalogue stream.
    return reviewPages.get(JSON.stringify([id, query.page, query.per_page]), await catalogueVersion(), () => listReviews(db, id, query));
  });

  const status = describeRoute({
    tags: ['catalogue'],
    summary: "The signed-in learner's enrollment in a published formation, if any",
    access: 'user',
    params: EnrollmentParamsSchema,
    response: { 200: EnrollmentStatusSchema },
    errors: { 404: ['http.not_found'] },
  });
  // Asked on every course page a learner opens: remembered while formations and enrollments are unwritten.
  const statuses = new WriteMemo<EnrollmentStatusResponse>(['formations', 'enrollments'], 10_000);
  app.get('/enrollments/:formation_id', { schema: status }, async (request, reply): Promise<EnrollmentStatusResponse> => {
    const { formation_id } = request.params;
    reply.header('Cache-Control', 'private, no-store');
    const userId = currentUser(request).id;
    return statuses.get(app.database.writes, `${userId} ${formation_id}`, () => enrollmentStatus(db, userId, formation_id));
  });

  const enroll = describeRoute({
    tags: ['catalogue'],
    summary: 'Enrolls the signed-in learner in a free formation (or a paid one already settled); repeating it is harmless',
    access: 'user',
    body: EnrollmentCreateSchema,
    response: { 200: EnrollmentSchema, 201: EnrollmentSchema },
    errors: {
      402: ['enrollment.payment_required'],
      404: ['http.not_found'],
      409: ['enrollment.revoked', 'http.conflict'],
    },
    idempotent: true,
  });
  app.post('/enrollments', idempotent({ schema: enroll }), async (request, reply): Promise<Enrollment> => {
    const { formation_id } = request.body;
    const { enrollment, created } = await enrollInFreeFormation(request.db, currentUser(request).id, formation_id);
    reply.code(created ? 201 : 200);
    return enrollment;
  });
}

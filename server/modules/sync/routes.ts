import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CatalogueSyncPageSchema,
  MeSyncPageSchema,
  SYNC_PAGE_SIZE,
  SyncQuerySchema,
  syncEtag,
  type AnySyncPage,
} from '../../../contract/sync';
import { AnswerCache, okSerialiser, sendCachedAnswer } from '../../lib/http/answer-cache';
import { etagMatches } from '../../lib/http/etag';
import { describeRoute, type ApiInstance } from '../../lib/http/route-schema';
import { WriteMemo } from '../../lib/write-memo';
import { currentUser } from '../../plugins/authenticate';
import { readSyncPage, unchangedCursorAfter, type SyncRead, type SyncStreamDefinition } from '../../lib/sync/stream';
import { sharedStreamVersionReader } from '../../lib/sync/stream-version';
import { catalogueStream, meStream } from './streams';

/**
 * Headers that only mean something on a document (helmet sets them on every answer). A sync answer is
 * JSON read by fetch, polled every few minutes by every device: dropping them keeps a "nothing changed"
 * 304 under a kilobyte. nosniff and Cross-Origin-Resource-Policy stay, they protect JSON too.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Headers of every sync answer; true when the answer is a bodiless 304. */
function syncHeaders(request: FastifyRequest, reply: FastifyReply, cursor: string, unchanged: boolean, userId: string | null): boolean {
  const etag = syncEtag(cursor);
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  reply.header('ETag', etag);
  // Always revalidated; the learner's own stream must never sit in a shared cache.
  reply.header('Cache-Control', userId ? 'private, no-cache' : 'no-cache');
  if (userId) reply.header('Vary', 'Authorization');
  if (unchanged && etagMatches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return true;
  }
  return false;
}

async function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  stream: SyncStreamDefinition,
  userId: string | null,
  cursor: string | undefined,
): Promise<AnySyncPage | undefined> {
  const { page, unchanged } = await readSyncPage(request.server.database.db, stream, {
    cursor,
    userId,
    limit: SYNC_PAGE_SIZE,
  });
  return syncHeaders(request, reply, page.cursor, unchanged, userId) ? undefined : page;
}

/** The sync streams of DESIGN.md: the public catalogue and the signed-in learner's own rows. */
export async function syncRoutes(app: ApiInstance) {
  const catalogue = describeRoute({
    tags: ['sync'],
    summary: 'The next page of public catalogue changes after `cursor` (none: from the start)',
    description:
      'The ETag is the page cursor as a weak tag (`W/"cursor"`); `If-None-Match` with it answers 304 when nothing changed since.',
    access: 'public',
    querystring: SyncQuerySchema,
    response: { 200: CatalogueSyncPageSchema, 304: null },
    headers: { 200: { ETag: 'The page cursor as a weak tag (`W/"cursor"`), for If-None-Match' } },
  });
  // Every new device starts with the same first page: kept serialised and compressed while the
  // catalogue's change log stays at the same version.
  const firstPages = new AnswerCache<{ cursor: string; unchanged: boolean }>({ maxEntries: 1, maxAgeMs: 10_000 });
  const catalogueVersion = sharedStreamVersionReader(app.database, catalogueStream);
  app.get('/sync/catalogue', { schema: catalogue }, async (request, reply) => {
    const { cursor } = request.query;
    if (cursor !== undefined) return answer(request, reply, catalogueStream, null, cursor);
    const serialise = okSerialiser<AnySyncPage>(reply);
    const entry = await firstPages.resolve('first', await catalogueVersion(), async () => {
      const { page, unchanged } = await readSyncPage(app.database.db, catalogueStream, {
        cursor: undefined,
        userId: null,
        limit: SYNC_PAGE_SIZE,
      });
      return { body: serialise(page), meta: { cursor: page.cursor, unchanged } };
    });
    if (syncHeaders(request, reply, entry.meta.cursor, entry.meta.unchanged, null)) return reply.send();
    return sendCachedAnswer(request, reply, entry);
  });

  const me = describeRoute({
    tags: ['sync'],
    summary: "The next page of changes to the signed-in learner's own rows after `cursor`",
    description:
      'The ETag is the page cursor as a weak tag (`W/"cursor"`); `If-None-Match` with it answers 304 when nothing changed since.',
    access: 'user',
    querystring: SyncQuerySchema,
    response: { 200: MeSyncPageSchema, 304: null },
    headers: { 200: { ETag: 'The page cursor as a weak tag (`W/"cursor"`), for If-None-Match' } },
  });
  // Every device polls its learner's stream, and the answer is nearly always "nothing new" (304): that
  // answer is remembered per learner and cursor while no table the stream reads was written.
  const meTables = [...meStream.entities.map((entity) => entity.table), 'sync_tombstones', 'app_meta'];
  const unchangedMe = new WriteMemo<string | null>(meTables, 10_000);
  app.get('/sync/me', { schema: me }, async (request, reply) => {
    const userId = currentUser(request).id;
    const { cursor } = request.query;
    if (cursor === undefined || !request.headers['if-none-match']) return answer(request, reply, meStream, userId, cursor);
    const fresh: { read?: SyncRead } = {};
    // The cursor of the unchanged page that follows `cursor`, or null when there are changes.
    const unchangedCursor = await unchangedMe.get(app.database.writes, `${userId} ${cursor}`, async () => {
      const unchanged = await unchangedCursorAfter(app.database.db, meStream, { cursor, userId });
      if (unchanged !== null) return unchanged;
      fresh.read = await readSyncPage(app.database.db, meStream, { cursor, userId, limit: SYNC_PAGE_SIZE });
      return fresh.read.unchanged ? fresh.read.page.cursor : null;
    });
    if (unchangedCursor !== null && syncHeaders(request, reply, unchangedCursor, true, userId)) return reply.send();
    if (fresh.read)
      return syncHeaders(request, reply, fresh.read.page.cursor, fresh.read.unchanged, userId) ? reply.send() : fresh.read.page;
    return answer(request, reply, meStream, userId, cursor);
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SYNC_PAGE_SIZE, SyncQuerySchema, syncEtag, type AnySyncPage } from '../../../contract/sync';
import { parseInput } from '../../lib/validate';
import { currentUser, requireUser } from '../../plugins/authenticate';
import { readSyncPage, type SyncStreamDefinition } from './stream';
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

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  // A proxy or the compression layer may have weakened the tag; the cursor inside is what counts.
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  stream: SyncStreamDefinition,
  userId: string | null,
): Promise<AnySyncPage | undefined> {
  const { cursor } = parseInput(SyncQuerySchema, request.query);
  const { page, unchanged } = await readSyncPage(request.server.database.db, stream, {
    cursor,
    userId,
    limit: SYNC_PAGE_SIZE,
  });
  const etag = syncEtag(page.cursor);
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  reply.header('ETag', etag);
  // Always revalidated; the learner's own stream must never sit in a shared cache.
  reply.header('Cache-Control', userId ? 'private, no-cache' : 'no-cache');
  if (userId) reply.header('Vary', 'Authorization');
  if (unchanged && etagMatches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return undefined;
  }
  return page;
}

/** The sync streams of DESIGN.md: the public catalogue and the signed-in learner's own rows. */
export async function syncRoutes(app: FastifyInstance) {
  app.get('/sync/catalogue', (request, reply) => answer(request, reply, catalogueStream, null));

  app.get('/sync/me', { preHandler: requireUser }, (request, reply) =>
    answer(request, reply, meStream, currentUser(request).id),
  );
}

import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode, FieldErrors } from '../../contract/errors';
import { codeForStatus } from '../../contract/http-status';
import { PROBLEM_CONTENT_TYPE } from '../../contract/problem';
import { busyCause } from '../db/gate';
import { MAX_URL_LENGTH } from '../lib/http/client-errors';
import { lingerIfBodyUnread } from '../lib/http/lingering-close';
import { HttpProblem, statusTitle } from '../lib/http/problem';

export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  detail?: string,
  errors?: FieldErrors,
  members: Record<string, unknown> = {},
) {
  return reply
    .code(status)
    .type(PROBLEM_CONTENT_TYPE)
    .send({
      ...members,
      type: 'about:blank',
      title: statusTitle(status),
      status,
      code,
      ...(detail ? { detail } : {}),
      ...(errors ? { errors } : {}),
    });
}

/** PostgreSQL's disk_full and out_of_memory-on-disk class (53100), and the OS's "no space left on device". */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);
/** How long a client should wait before sending again to a full disk. */
const STORAGE_FULL_RETRY_SECONDS = 300;

/** True when the error, or any error in its cause chain, says the disk is full. */
export function isDiskFull(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; typeof current === 'object' && current !== null && depth < 8; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Every error leaves as application/problem+json with a stable code; a 5xx never shows its internals. */
export const problemHandler = fp(
  async (app: FastifyInstance) => {
    // Under the parser's 16 KB limit, a long URL reaches the app: refused before routing or parsing.
    app.addHook('onRequest', async (request) => {
      if (request.url.length > MAX_URL_LENGTH) throw new HttpProblem(414, 'http.uri_too_long');
    });
    // An answer that leaves before its request's body has all arrived (a body over its limit, a refused
    // upload) ends the connection, but only once the client has stopped sending: it reads the answer.
    app.addHook('onSend', async (request, reply, payload) => {
      if (lingerIfBodyUnread(request.raw)) reply.header('connection', 'close');
      return payload;
    });
    app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
      // The database gate's refusal may come wrapped by the driver (drizzle's query error).
      const busy = error instanceof HttpProblem ? null : busyCause(error);
      if (busy) {
        reply.headers(busy.headers);
        return sendProblem(reply, busy.status, busy.code);
      }
      if (error instanceof HttpProblem) {
        reply.headers(error.headers);
        return sendProblem(reply, error.status, error.code, error.detail, error.errors, error.members);
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, body too large, wrong content type) keep their status.
        return sendProblem(reply, status, codeForStatus(status, 'validation.failed'), error.message);
      }
      if (isDiskFull(error)) {
        // 507: the write was not kept (an idempotent write's transaction rolls back on any status >= 400),
        // so nothing was acknowledged; the outbox sends it again after Retry-After.
        request.log.error({ err: error }, 'disk full');
        reply.header('Retry-After', String(STORAGE_FULL_RETRY_SECONDS));
        return sendProblem(reply, 507, 'server.storage_full');
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendProblem(reply, 500, 'server.error');
    });
  },
  { name: 'problem-handler' },
);

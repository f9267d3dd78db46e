/*
 * The server's decorations of Fastify's types, for the tests' typecheck: the tests see the server through
 * its declaration output (tsconfig.tools.json references tsconfig.server.json), which keeps a module's
 * `declare module 'fastify'` only where that module is imported, and never emits the hand-written
 * server/types.d.ts.
 */
import type {} from '../../server/types';
import type {} from '../../server/plugins/authenticate';
import type {} from '../../server/plugins/database-gate';
import type {} from '../../server/plugins/idempotency';
import type {} from '../../server/plugins/mail-jobs';
import type {} from '../../server/plugins/media-jobs';
import type {} from '../../server/plugins/request-pacing';
import type {} from '../../server/plugins/uploads';

import compress from '@fastify/compress';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { API_BASE } from '../contract/constants';
import { codeForStatus } from '../contract/http-status';
import type { AppConfig, TrustProxy } from './config';
import type { Database } from './db/client';
import { apiDocs } from './plugins/api-docs';
import { DYNAMIC_BROTLI_QUALITY } from './lib/http/answer-cache';
import { clientErrorHandler } from './lib/http/client-errors';
import { setPasswordHashCost } from './lib/auth/passwords';
import { limitImageThreads } from './lib/media/image-threads';
import type { PacerLimits } from './lib/http/request-pacer';
import { validatorCompiler } from './lib/http/route-schema';
import { buildSerializerFactory } from './lib/http/serializer-compiler';
import { errSerializer, reqSerializer } from './lib/http/log-serializers';
import { apiModules } from './modules/index';
import { authenticate } from './plugins/authenticate';
import { databaseGate } from './plugins/database-gate';
import { deviceSyncTracking } from './plugins/device-sync';
import { idempotency } from './plugins/idempotency';
import { mailJobsPlugin } from './plugins/mail-jobs';
import { mediaJobsPlugin } from './plugins/media-jobs';
import { problemHandler, sendProblem } from './plugins/problem-handler';
import { requestPacing } from './plugins/request-pacing';
import { routeAccess } from './plugins/route-access';
import { securityHeaders } from './plugins/security-headers';
import { uploads } from './plugins/uploads';
import { webApp } from './plugins/web-app';
import { ssrPageData, ssrPageVersion } from './modules/site/ssr-page-data';

/**
 * TRUST_PROXY as Fastify takes it. A hop count believes that many addresses from the right of
 * X-Forwarded-For, the socket's peer included (Fastify itself treats a number as "trust nothing"); a list
 * believes entries only while they come from those proxies. Everything left of them is the client's own
 * say and is ignored, so an invented X-Forwarded-For cannot dodge a per-address limit.
 */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: boolean;
  /** Where log lines go when `logger` is on (standard output by default); tests read them. */
  logStream?: { write(line: string): void };
  /** Sees every route as it is registered (the OpenAPI coverage test lists them). */
  onRoute?: (route: RouteOptions) => void;
  /** Over the request pacer's limits for the engine (server/lib/http/request-pacer.ts); tests widen the wait. */
  pacerLimits?: Partial<PacerLimits>;
}

/** Builds the whole academy server; tests call it and use `inject`, main.ts calls it and listens. */
export async function buildApp({
  config,
  database,
  logger = false,
  logStream,
  onRoute,
  pacerLimits,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Errors are logged through errSerializer: a database failure leaves its SQLSTATE, never its query's values.
    // Requests through reqSerializer: secret query values (`sig`, `token`, `code`) never reach a log.
    logger: logger
      ? { level: config.logLevel, serializers: { err: errSerializer, req: reqSerializer }, ...(logStream ? { stream: logStream } : {}) }
      : false,
    trustProxy: trustProxyOption(config.trustProxy),
    // Response serialisers compiled once per schema in a process, not once per app built.
    schemaController: { compilersFactory: { buildSerializer: buildSerializerFactory } },
    bodyLimit: 1024 * 1024,
    // Clients retry through the outbox; a stuck request should fail instead of holding a socket.
    requestTimeout: 120_000,
    // A plugin's start (the web app reads and hashes dist/, the renderer loads) takes well under a second
    // on a quiet machine but can pass avvio's 10 s default on a busy one; starting late beats not starting.
    pluginTimeout: 60_000,
    clientErrorHandler,
    // The router's own refusals (a malformed percent-escape, an over-long path parameter) leave as
    // problems like every other error, not in Fastify's shape.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      void sendProblem(reply, status, status === 400 ? 'http.malformed_url' : codeForStatus(status));
    },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  limitImageThreads();
  setPasswordHashCost(config.passwordHashCost);
  app.decorate('config', config);
  app.decorate('database', database);
  // Route schemas document, serialise and validate: each request part described by describeRoute is
  // parsed once by its valibot schema, with the contract's field codes (server/lib/http/route-schema.ts).
  app.setValidatorCompiler(validatorCompiler);

  await app.register(problemHandler);
  // Before the gate and the guards: a request waits its turn of the event loop before anything reads for it.
  await app.register(requestPacing, { limits: pacerLimits });
  // First of the preHandlers, so every database statement of a request passes the gate.
  await app.register(databaseGate);
  // Brotli at quality 11 (zlib's default) takes tens of ms per catalogue page; answers made per request
  // are compressed at DYNAMIC_BROTLI_QUALITY (named here so a plugin upgrade cannot bring 11 back).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
  await app.register(securityHeaders, { staticDir: config.staticDir });
  await app.register(uploads);
  await app.register(authenticate);
  await app.register(routeAccess);
  await app.register(mailJobsPlugin);
  await app.register(mediaJobsPlugin);
  await app.register(idempotency);
  await app.register(deviceSyncTracking);
  await app.register(apiDocs);
  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: API_BASE },
  );
  // Public pages are rendered on the server from the database (server/lib/ssr/ssr-page.ts).
  await app.register(webApp, {
    staticDir: config.staticDir,
    ssrCacheEntries: config.ssrCacheEntries,
    pages: { read: ssrPageData(database.db, app.log), version: ssrPageVersion(database) },
  });
  return app;
}

import { existsSync, readFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GEO_LOOKUP_ORIGINS } from '../../contract/geo';
import { CMI_GATEWAY_ORIGINS } from '../../contract/payments';
import { inlineScriptHashes, inlineStyleHashes } from '../lib/http/csp';

/**
 * Powerful features the academy never asks for are switched off for its pages and anything they could
 * embed; the video player keeps full screen and picture-in-picture. Only features Chromium recognises are
 * named: an unknown one is a console error (and a Lighthouse best-practices fault).
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self), picture-in-picture=(self)';

/** One year, as preload lists ask; sent only when learners reach the academy over https (PUBLIC_URL). */
export const HSTS_MAX_AGE = 31_536_000;

/**
 * The headers helmet writes for `options`, computed once. They are the same for every answer, and
 * @fastify/helmet rebuilt helmet (parsing the whole policy again) on every request: 6% of the server's
 * time answering a cached page. Helmet is run once against a detached response and its headers kept.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failure: unknown = null;
  helmet(options)(request, response, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

export const securityHeaders = fp<{ staticDir: string | null }>(
  async (app: FastifyInstance, options) => {
    const indexPath = options.staticDir ? path.join(options.staticDir, 'index.html') : null;
    const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : '';
    const styleHashes = inlineStyleHashes(indexHtml);
    const scriptHashes = inlineScriptHashes(indexHtml);
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...scriptHashes],
          styleSrc: ["'self'", ...styleHashes],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...GEO_LOOKUP_ORIGINS],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          // The card payment form is posted to CMI's hosted page; nowhere else.
          formAction: ["'self'", ...CMI_GATEWAY_ORIGINS],
          upgradeInsecureRequests: null,
        },
      },
      // The PWA fetches its own media cross-origin-isolated; nothing embeds third-party resources.
      crossOriginEmbedderPolicy: false,
      // Over plain http the header means nothing; behind https it keeps later visits off http.
      hsts: app.config.publicUrl.startsWith('https:') ? { maxAge: HSTS_MAX_AGE, includeSubDomains: false } : false,
    });
    headers['permissions-policy'] = PERMISSIONS_POLICY;
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

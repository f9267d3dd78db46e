import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GEO_LOOKUP_ORIGINS } from '../../contract/geo';
import { CMI_GATEWAY_ORIGINS } from '../../contract/payments';
import { inlineScriptHashes, inlineStyleHashes } from '../lib/csp';

/**
 * Powerful features the academy never asks for are switched off for its pages and anything they could
 * embed; the video player keeps full screen and picture-in-picture. Only features Chromium recognises are
 * named: an unknown one is a console error (and a Lighthouse best-practices fault).
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self), picture-in-picture=(self)';

/** One year, as preload lists ask; sent only when learners reach the academy over https (PUBLIC_URL). */
export const HSTS_MAX_AGE = 31_536_000;

export const securityHeaders = fp<{ staticDir: string | null }>(
  async (app: FastifyInstance, options) => {
    const indexPath = options.staticDir ? path.join(options.staticDir, 'index.html') : null;
    const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : '';
    const styleHashes = inlineStyleHashes(indexHtml);
    const scriptHashes = inlineScriptHashes(indexHtml);
    await app.register(helmet, {
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
          // The card payment form is posted to CMI's hosted page (issue 19); nowhere else.
          formAction: ["'self'", ...CMI_GATEWAY_ORIGINS],
          upgradeInsecureRequests: null,
        },
      },
      // The PWA fetches its own media cross-origin-isolated; nothing embeds third-party resources.
      crossOriginEmbedderPolicy: false,
      // Over plain http the header means nothing; behind https it keeps later visits off http.
      hsts: app.config.publicUrl.startsWith('https:') ? { maxAge: HSTS_MAX_AGE, includeSubDomains: false } : false,
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers' },
);

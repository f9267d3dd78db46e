import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GEO_LOOKUP_ORIGINS } from '../../contract/geo';

/**
 * The start-up loader is inline CSS in index.html so it paints without JavaScript.
 * Rather than allow every inline style, the policy allows exactly those blocks by hash.
 */
export function inlineStyleHashes(indexHtml: string): string[] {
  const hashes: string[] = [];
  for (const match of indexHtml.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
    const digest = createHash('sha256').update(match[1] ?? '').digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

export const securityHeaders = fp<{ staticDir: string | null }>(
  async (app: FastifyInstance, options) => {
    const indexPath = options.staticDir ? path.join(options.staticDir, 'index.html') : null;
    const styleHashes = indexPath && existsSync(indexPath) ? inlineStyleHashes(readFileSync(indexPath, 'utf8')) : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", ...styleHashes],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...GEO_LOOKUP_ORIGINS],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // The PWA fetches its own media cross-origin-isolated; nothing embeds third-party resources.
      crossOriginEmbedderPolicy: false,
      hsts: false,
    });
  },
  { name: 'security-headers' },
);

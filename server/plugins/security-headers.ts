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

/**
 * The start-up loader's language script is inline too (it must run before any bundle arrives): the
 * policy allows exactly the inline scripts of index.html by hash, never 'unsafe-inline'.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  const hashes: string[] = [];
  for (const match of indexHtml.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc\s*=/.test(match[1] ?? '')) continue;
    const digest = createHash('sha256').update(match[2] ?? '').digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

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

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '../../contract/constants';
import { loadShellPage } from '../lib/ssr/shell-page';
import { sendCachedAnswer } from '../lib/http/answer-cache';
import { withInlineSources } from '../lib/http/csp';
import { loadSsrPage, type PageSource } from '../lib/ssr/ssr-page';
import { COUNTRY_HEADERS } from '../lib/http/visitor-country';
import { sendProblem } from './problem-handler';

const HTML = 'text/html; charset=utf-8';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A server-rendered public page: the same for every anonymous visitor with the same language and country. */
const RENDERED_PAGE_CACHE = 'public, max-age=0, s-maxage=60';

/** The copies the build writes beside each text file (scripts/lib/precompress.ts). */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/** Vite fingerprints everything under /assets; the worker, the shell and the manifest must be re-checked. */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (`sw.js.br`) is cached as the file it stands for.
  const normalised = filePath.split(path.sep).join('/').replace(PRECOMPRESSED_SUFFIX, '');
  if (normalised.includes('/assets/')) return IMMUTABLE;
  if (/\/(sw\.js|index\.html|manifest\.webmanifest|registerSW\.js)$/.test(normalised)) return REVALIDATE;
  if (/\/workbox-[\w-]+\.js$/.test(normalised)) return IMMUTABLE;
  return 'public, max-age=3600';
}

/** The path of a request URL, decoded; null when its escapes are malformed (no file has such a name). */
function decodedPathname(url: string): string | null {
  const [raw = ''] = url.split('?', 1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * A path with a segment that starts with a dot (`/.vite/manifest.json`, `/.env`): build metadata the
 * server reads itself (lib/ssr/shell-page.ts), never a file for browsers, so it is not found.
 */
export function isHiddenPath(pathname: string): boolean {
  // A malformed escape is read as written.
  const decoded = decodedPathname(pathname) ?? pathname;
  return decoded.split(/[/\\]/).some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

/**
 * Every file of the build as a browser names it (`/assets/app-1a2b.js`), without hidden files (build
 * metadata the server reads itself) and without the precompressed copies, which are sent for the file they
 * stand for, never by their own names.
 */
function builtFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const name = `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`;
    if (!isHiddenPath(name) && !PRECOMPRESSED_SUFFIX.test(name)) files.add(name);
  }
  return files;
}

/**
 * Serves the built PWA: files as they are, every other non-API GET gets index.html so the
 * client router can answer it; unknown API paths stay problems, never HTML.
 */
export const webApp = fp<{ staticDir: string | null; pages?: PageSource; ssrCacheEntries: number }>(
  async (app: FastifyInstance, options) => {
    const root = options.staticDir;
    const hasBuild = root !== null && existsSync(path.join(root, 'index.html'));
    const shell = hasBuild ? loadShellPage(root) : null;
    const pages = options.pages ?? { read: async () => ({}), version: async () => 0 };
    const ssr =
      hasBuild && shell ? await loadSsrPage({ staticDir: root, shell, pages, log: app.log, cacheEntries: options.ssrCacheEntries }) : null;
    // Each cached page's policy with its inline blocks added, made once per page and base policy instead of per request.
    const policies = new WeakMap<object, { base: string; withInline: string }>();
    const policyFor = (page: { meta: { styleHashes: readonly string[] } }, base: string): string => {
      const known = policies.get(page);
      if (known?.base === base) return known.withInline;
      const withInline = withInlineSources(base, { style: page.meta.styleHashes });
      policies.set(page, { base, withInline });
      return withInline;
    };
    const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
      const [pathname = '', query] = request.url.split('?', 2);
      const rendered = ssr?.renders(pathname, query ? `?${query}` : '') ? await ssr.render(pathname, request.headers) : null;
      reply
        .header('Cache-Control', rendered ? RENDERED_PAGE_CACHE : REVALIDATE)
        // The page answers the visitor's country and language: shared caches must keep one per value.
        .header('Vary', `${COUNTRY_HEADERS}, Accept-Language`);
      if (rendered) {
        // The page carries its route's stylesheets inline (lib/ssr/ssr-page.ts): this answer's policy allows them too.
        const policy = reply.getHeader('content-security-policy');
        if (typeof policy === 'string') reply.header('content-security-policy', policyFor(rendered, policy));
        return reply.send(await sendCachedAnswer(request, reply, rendered, HTML));
      }
      return reply.type(HTML).send(shell?.render(request.headers));
    };
    if (hasBuild) {
      // The shell is rendered per visitor (lib/ssr/shell-page.ts), public pages by React on the server
      // (lib/ssr/ssr-page.ts); the static plugin serves everything else.
      app.get('/', sendShell);
      await app.register(fastifyStatic, {
        root,
        // Served by the route below, which answers only the build's own files.
        serve: false,
        index: false,
        cacheControl: false,
        etag: true,
        lastModified: true,
        // The build writes each text file brotli- and gzip-compressed at their best settings
        // (scripts/lib/precompress.ts): sent as they are, the compression plugin leaves them alone.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          res.header('Cache-Control', cacheControlFor(filePath));
        },
      });
      // The build's file names, read once: a deployment replaces the build and restarts the server. A
      // request is a lookup here instead of the plugin's wildcard, which reads each directory on the way
      // to check the spelling on every request (a service worker's install asks for the whole build).
      const files = builtFiles(root);
      app.route({
        method: ['GET', 'HEAD'],
        url: '/*',
        schema: { hide: true },
        handler: (request, reply) => {
          const pathname = decodedPathname(request.url);
          if (pathname === null || !files.has(pathname)) return reply.callNotFound();
          return reply.sendFile(pathname);
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === API_BASE || pathname.startsWith(`${API_BASE}/`);
      if (isApi || !hasBuild || isHiddenPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return sendProblem(reply, 404, 'http.not_found');
      }
      return sendShell(request, reply);
    });
  },
  { name: 'web-app', dependencies: ['problem-handler'] },
);

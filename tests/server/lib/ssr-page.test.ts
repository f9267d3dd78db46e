import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPTS_LOADER, deferredScriptsBlock } from '../../../server/lib/ssr/deferred-scripts';
import { loadSsrPage } from '../../../server/lib/ssr/ssr-page';

/** A built server renderer that counts its renders, beside an empty static build. */
const root = mkdtempSync(path.join(tmpdir(), 'academy-ssr-'));
mkdirSync(path.join(root, 'dist'));
mkdirSync(path.join(root, 'dist-server'));
writeFileSync(
  path.join(root, 'dist-server', 'entry-server.js'),
  `let renders = 0;
export const pageNamespaces = (pathname) => (pathname === '/login' ? null : pathname === '/courses' ? ['catalogue'] : []);
export const pageModule = () => null;
export async function render(url, language) {
  renders += 1;
  // The catalogue's first pictures are high-priority, as React writes the attribute.
  const picture = url.startsWith('/courses') ? '<img src="/t.webp" fetchPriority="high"/>' : '';
  return { html: '<main>render ' + renders + ' of ' + url + '</main>' + picture, data: { language } };
}
`,
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const shell = { render: () => '<html><head></head><body><div id="root"></div></body></html>', manifest: {} };
const headers = { 'x-country-code': 'GB', 'accept-language': 'en' };

describe('rendered pages are cached by path, language and the version of what they are drawn from', () => {
  it('renders a page again when its version moves, and only then', async () => {
    const versions: Record<string, number> = { '/courses': 7, '/': 0 };
    const ssr = await loadSsrPage({
      staticDir: path.join(root, 'dist'),
      shell,
      pages: { read: async () => ({}), version: async (pathname) => versions[pathname] ?? 0 },
      log: Fastify({ logger: false }).log,
      cacheEntries: 256,
    });
    if (!ssr) throw new Error('the renderer did not load');
    const body = async (pathname: string) => (await ssr.render(pathname, headers))?.body.toString('utf8') ?? '';

    expect(await body('/courses')).toContain('<main>render 1 of /courses</main>');
    expect(await body('/courses')).toContain('render 1 of /courses');
    expect(await body('/')).toContain('render 2 of /');
    // A course published: the catalogue's version moves, its page is drawn again; the home page stays cached.
    versions['/courses'] = 8;
    expect(await body('/courses')).toContain('render 3 of /courses');
    expect(await body('/')).toContain('render 2 of /');
    expect(ssr.renders('/login', '')).toBe(false);
  });
});

describe('a rendered page preloads its own strings with the app’s scripts', () => {
  it('in the language it is rendered in, with the deferred scripts, and none for a page without its own', async () => {
    const manifest = {
      'locales/ar/catalogue.json': { file: 'assets/catalogue-ar1.js' },
      'locales/en/catalogue.json': { file: 'assets/catalogue-en1.js' },
    };
    const deferred = deferredScriptsBlock('<script type="module" crossorigin src="/assets/index.js"></script>');
    const page = `<html><head></head><body><div id="root"></div>${deferred}</body></html>`;
    const ssr = await loadSsrPage({
      staticDir: path.join(root, 'dist'),
      shell: { render: () => page, manifest },
      pages: { read: async () => ({}), version: async () => 0 },
      log: Fastify({ logger: false }).log,
      cacheEntries: 256,
    });
    if (!ssr) throw new Error('the renderer did not load');
    const body = async (pathname: string, country: string) =>
      (await ssr.render(pathname, { 'x-country-code': country, 'accept-language': 'en' }))?.body.toString('utf8') ?? '';

    const arabic = await body('/courses', 'MA');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(
      '<script fetchpriority="low" type="module" crossorigin src="/assets/index.js"></script><link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/catalogue-ar1.js"></head>',
    );
    expect(arabic).not.toContain('catalogue-en1');
    expect(await body('/courses', 'GB')).toContain(
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/catalogue-en1.js"></head>',
    );
    expect(await body('/', 'GB')).not.toContain('modulepreload');
  });

  it('in the head at low priority, after the preloads of the page’s first pictures, so the scripts are asked for with the HTML', async () => {
    const deferred = deferredScriptsBlock('<script type="module" crossorigin src="/assets/index.js"></script>');
    const page = `<html><head><title>t</title></head><body><div id="root"></div>${deferred}</body></html>`;
    const ssr = await loadSsrPage({
      staticDir: path.join(root, 'dist'),
      shell: { render: () => page, manifest: {} },
      pages: { read: async () => ({}), version: async () => 0 },
      log: Fastify({ logger: false }).log,
      cacheEntries: 256,
    });
    if (!ssr) throw new Error('the renderer did not load');
    const body = async (pathname: string) => (await ssr.render(pathname, headers))?.body.toString('utf8') ?? '';

    const home = await body('/');
    // At low priority: the page's words and styles come first, and Lighthouse's simulation, which takes a
    // high-priority script asked for before the first paint as render-blocking, does not wait for them.
    expect(home).toContain('<title>t</title><script fetchpriority="low" type="module" crossorigin src="/assets/index.js"></script></head>');
    expect(home).not.toContain('<template');
    expect(home).not.toContain(DEFERRED_SCRIPTS_LOADER);
    expect(home).toMatch(/<main>render \d+ of \/<\/main><\/div><script type="application\/json" id="ssr-data">.*<\/script><\/body>/);

    // A page with pictures no longer holds its scripts back until they are in: asked for after them at low
    // priority, the scripts do not delay them, and the wait cost the catalogue's pages 0.4 s of hydration on 2G.
    const catalogue = await body('/courses');
    expect(catalogue).toContain(
      '<head><title>t</title><link rel="preload" as="image" href="/t.webp" fetchpriority="high"><script fetchpriority="low" type="module" crossorigin src="/assets/index.js"></script></head>',
    );
    expect(catalogue).not.toContain('<template');
    expect(catalogue).not.toContain(DEFERRED_SCRIPTS_LOADER);
  });
});

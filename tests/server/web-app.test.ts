import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from '../../scripts/lib/precompress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/** A stand-in for dist/: an index.html with the inline loader style, a hashed asset, the worker. */
const LOADER_STYLE = '.loader{display:grid;place-items:center;min-height:100vh}';
const LOADER_SCRIPT = 'document.documentElement.lang="ar"';
const INDEX_HTML = `<!doctype html><html lang="en"><head><style>${LOADER_STYLE}</style></head><body><div class="loader">Detecting…</div><script>${LOADER_SCRIPT}</script><script type="module" src="/assets/x.js"></script></body></html>`;
const BIG_SCRIPT = `export const lessons = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, title: `Lesson ${i}` })))};\n`;

const BIG_JSON = {
  data: Array.from({ length: 200 }, (_, i) => ({ id: i, title: { en: `Course ${i}`, fr: `Cours ${i}`, ar: `دورة ${i}` } })),
};

let staticDir: string;
let t: TestApp;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'academy-dist-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(staticDir, 'assets', 'x.js'), BIG_SCRIPT);
  writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  // As the build leaves them (scripts/lib/precompress.ts): a chunk and the worker with their compressed copies.
  mkdirSync(path.join(staticDir, 'assets', 'pre'));
  writeFileSync(path.join(staticDir, 'assets', 'pre', 'lessons.js'), BIG_SCRIPT);
  await precompressDirectory(path.join(staticDir, 'assets', 'pre'));
  writeFileSync(path.join(staticDir, 'sw.js.br'), brotliCompressSync('self.addEventListener("fetch", () => {});\n'));
  writeFileSync(path.join(staticDir, 'manifest.webmanifest'), '{"name":"Agri Academy"}');
  mkdirSync(path.join(staticDir, '.vite'));
  writeFileSync(
    path.join(staticDir, '.vite', 'manifest.json'),
    JSON.stringify(
      Object.fromEntries(['ar', 'fr', 'en'].map((l) => [`src/lib/first-screen-strings/${l}.ts`, { file: `assets/${l}-1234.js` }])),
    ),
  );
  t = await createTestApp({
    staticDir,
    configure(app) {
      app.get('/api/test/catalogue', async () => BIG_JSON);
    },
  });
});

afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('serving the built app', () => {
  it('answers client routes with index.html so the router can draw them', async () => {
    for (const url of ['/', '/courses', '/course/123/study', '/about?utm_source=x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div class="loader">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves files as they are', async () => {
    const res = await get('/assets/x.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(BIG_SCRIPT);
  });

  it('serves a file only by the name the build gave it: another spelling gets the app’s page, not the file', async () => {
    // An escaped letter is the same name.
    expect((await get('/assets/%78.js')).body).toBe(BIG_SCRIPT);
    for (const url of ['/ASSETS/X.JS', '/assets//x.js', '/Assets/x.js', '/assets', '/assets/%E0%A4%A']) {
      const res = await get(url);
      expect(res.body, url).not.toBe(BIG_SCRIPT);
      if (res.statusCode === 200) expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      else expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('reads the build’s names once: a file written beside it later is not served (a deployment restarts the server)', async () => {
    writeFileSync(path.join(staticDir, 'assets', 'late.js'), 'export const late = true;\n');
    const res = await get('/assets/late.js');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('late = true');
  });

  it('keeps unknown /api paths as 404 problems, never the app’s HTML', async () => {
    for (const url of ['/api', '/api/nothing-here', '/api/formations/x/nope?page=2']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/problem\+json/);
      expect(res.json(), url).toMatchObject({ status: 404, code: 'http.not_found' });
      expect(res.body, url).not.toContain('<html');
    }
  });

  it('answers a non-GET to an unknown page with a problem, not the shell', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/courses', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('the shell a first visit gets', () => {
  const hints = (body: string) => ({
    country: /<meta name="academy-country" content="([^"]*)">/.exec(body)?.[1],
    strings: /<link rel="modulepreload" crossorigin href="\/assets\/(\w+)-1234\.js">/.exec(body)?.[1],
  });

  it('answers the country from the trusted header and preloads that country’s strings', async () => {
    expect(hints((await get('/', { 'x-country-code': 'MA' })).body)).toEqual({ country: 'MA', strings: 'ar' });
    expect(hints((await get('/courses', { 'cf-ipcountry': 'sn' })).body)).toEqual({ country: 'SN', strings: 'fr' });
    expect(hints((await get('/about', { 'x-country-code': 'GB', 'accept-language': 'fr-FR,fr;q=0.9' })).body)).toEqual({
      country: 'GB',
      strings: 'fr',
    });
  });

  it('says it does not know the country without a header, and follows the browser’s languages', async () => {
    expect(hints((await get('/', { 'accept-language': 'de-DE, ar;q=0.4, en;q=0.8' })).body)).toEqual({ country: '', strings: 'en' });
    expect(hints((await get('/', { 'accept-language': 'de' })).body)).toEqual({ country: '', strings: 'en' });
    expect(hints((await get('/', { 'x-country-code': 'XX', 'accept-language': 'ar-MA' })).body)).toEqual({ country: '', strings: 'ar' });
  });

  it('names the language it predicts, so the start-up loader speaks it before any script arrives', async () => {
    const language = (body: string) => /<meta name="academy-language" content="([^"]*)">/.exec(body)?.[1];
    expect(language((await get('/course/1/quiz', { 'x-country-code': 'MA' })).body)).toBe('ar');
    expect(language((await get('/', { 'cf-ipcountry': 'SN' })).body)).toBe('fr');
    expect(language((await get('/', { 'x-country-code': 'GB', 'accept-language': 'fr-FR,fr;q=0.9' })).body)).toBe('fr');
    expect(language((await get('/', { 'accept-language': 'de' })).body)).toBe('en');
  });

  it('never echoes a header it does not trust into the page', async () => {
    const res = await get('/', { 'x-country-code': '"><script>alert(1)</script>' });
    expect(res.body).not.toContain('<script>alert');
    expect(hints(res.body).country).toBe('');
  });

  it('tells shared caches that the page varies with the country and the language', async () => {
    const res = await get('/');
    expect(res.headers.vary).toMatch(/CF-IPCountry/i);
    expect(res.headers.vary).toMatch(/X-Country-Code/i);
    expect(res.headers.vary).toMatch(/Accept-Language/i);
  });
});

describe('cache headers', () => {
  it('lets browsers keep fingerprinted assets for a year', async () => {
    expect((await get('/assets/x.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes browsers re-check the worker, the shell and the manifest every time', async () => {
    for (const url of ['/sw.js', '/index.html', '/manifest.webmanifest']) {
      expect((await get(url)).headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('compression', () => {
  it('sends brotli to browsers that accept it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/x.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 2);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('falls back to gzip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/x.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('compresses large API answers too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/catalogue', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(BIG_JSON);
  });

  it('sends the build’s precompressed copies as they are, brotli first, then gzip, else the file', async () => {
    const file = path.join(staticDir, 'assets', 'pre', 'lessons.js');
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/pre/lessons.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(readFileSync(`${file}.br`))).toBe(true);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await t.app.inject({ method: 'GET', url: '/assets/pre/lessons.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(`${file}.gz`))).toBe(true);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/pre/lessons.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('keeps the worker re-checked when it is sent compressed, and never sends a copy by its own name', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const copy = await get('/assets/pre/lessons.js.br');
    expect(copy.headers['content-type']).toMatch(/^text\/html/);
    expect(copy.rawPayload.equals(readFileSync(path.join(staticDir, 'assets', 'pre', 'lessons.js.br')))).toBe(false);
  });

  it('leaves small answers alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy that allows exactly the inline loader style', async () => {
    const csp = (await get('/')).headers['content-security-policy'];
    expect(typeof csp).toBe('string');
    const hash = createHash('sha256').update(LOADER_STYLE).digest('base64');
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('allows exactly the inline start-up loader script by hash, and no other inline script', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const hash = createHash('sha256').update(LOADER_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it("lets forms post only to the academy and to CMI's hosted payment pages", async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toMatch(/form-action 'self' https:\/\/testpayment\.cmi\.co\.ma https:\/\/payment\.cmi\.co\.ma(;|$)/);
  });

  it('sends the CSP on API answers as well', async () => {
    expect((await get('/api/health')).headers['content-security-policy']).toBeDefined();
    expect((await get('/api/health')).headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('build metadata and browser policies', () => {
  it('keeps /.vite/manifest.json private: 404 as a problem, however the path is spelled', async () => {
    for (const url of ['/.vite/manifest.json', '/%2Evite/manifest.json', '/.vite/', '/assets/../.vite/manifest.json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/problem\+json/);
      expect(res.body, url).not.toContain('first-screen-strings');
    }
    // The server still reads it itself: the shell preloads the language's strings.
    expect((await get('/', { 'accept-language': 'fr' })).body).toContain('assets/fr-1234.js');
  });

  it('sends a Permissions-Policy that turns off the features the academy never uses', async () => {
    for (const url of ['/', '/api/health']) {
      const policy = String((await get(url)).headers['permissions-policy']);
      expect(policy, url).toContain('camera=()');
      expect(policy, url).toContain('geolocation=()');
      expect(policy, url).toContain('microphone=()');
      expect(policy, url).toContain('fullscreen=(self)');
    }
  });

  it('sends no HSTS over plain http', async () => {
    expect((await get('/api/health')).headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS for a year when learners reach the academy over https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://academy.example.org' } });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});

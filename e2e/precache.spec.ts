import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import type { BuildManifest } from '../scripts/lib/first-visit';
import { DIST, ROOT } from './support/paths';

/** Reads the built worker's precache list: what a learner has offline after the first visit. */
function precachedUrls(): Set<string> {
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  return new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? ''));
}

/** The first string of a locale file without quotes or escapes, to find it verbatim in a built chunk. */
function plainString(value: unknown): string | undefined {
  if (typeof value === 'string') return /^[^"'`\\\n{}]{4,}$/.test(value) ? value : undefined;
  if (value && typeof value === 'object') {
    for (const item of Object.values(value)) {
      const found = plainString(item);
      if (found) return found;
    }
  }
  return undefined;
}

test.describe('the built service worker', () => {
  test('precaches the shell, every asset, the icons and the manifest', () => {
    const urls = precachedUrls();
    for (const file of ['index.html', 'manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png']) {
      expect(urls, file).toContain(file);
    }
    const assets = readdirSync(path.join(DIST, 'assets')).filter((file) => /\.(js|css)$/.test(file));
    expect(assets.length).toBeGreaterThan(10);
    for (const asset of assets) expect(urls, asset).toContain(`assets/${asset}`);
  });

  test('precaches every namespace of all three languages, so switching language works offline', () => {
    const urls = precachedUrls();
    const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
    const namespaces = (language: string) =>
      readdirSync(path.join(ROOT, 'locales', language))
        .filter((file) => file.endsWith('.json'))
        .sort();
    expect(namespaces('en').length).toBeGreaterThan(3);
    for (const language of ['ar', 'fr', 'en']) {
      expect(namespaces(language), `${language} has every namespace`).toEqual(namespaces('en'));
      for (const namespace of namespaces(language)) {
        const source = `locales/${language}/${namespace}`;
        // A language file is its own chunk, or travels in its language's first-screen chunk
        // (src/lib/first-screen-strings); either way that chunk is precached.
        const own = Object.entries(manifest).find(([key]) => key.endsWith(source))?.[1];
        const chunk = own ?? manifest[`src/lib/first-screen-strings/${language}.ts`];
        expect(chunk, `${source} is in the build`).toBeDefined();
        expect(urls, source).toContain(chunk?.file);
        if (!own) {
          const sample = plainString(JSON.parse(readFileSync(path.join(ROOT, source), 'utf8')));
          expect(readFileSync(path.join(DIST, chunk?.file ?? ''), 'utf8'), `${source} is in ${chunk?.file}`).toContain(sample);
        }
      }
    }
  });

  test('keeps build-only files out of the learner’s storage', () => {
    const urls = precachedUrls();
    expect([...urls].filter((url) => url.startsWith('.vite/'))).toEqual([]);
    expect(urls).not.toContain('sw.js');
  });
});

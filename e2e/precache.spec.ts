import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { BuildManifest } from '../scripts/lib/first-visit';
import { DIST, ROOT } from './support/paths';

/** Reads the built worker's precache list: what a learner has offline after the first visit. */
function precachedUrls(): Set<string> {
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  return new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? ''));
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
        // A language file is either its own chunk or bundled into one; either way its chunk is precached.
        const chunk = Object.entries(manifest).find(([key]) => key.endsWith(source))?.[1];
        expect(chunk, `${source} is in the build`).toBeDefined();
        expect(urls, source).toContain(chunk?.file);
      }
    }
  });

  test('keeps build-only files out of the learner’s storage', () => {
    const urls = precachedUrls();
    expect([...urls].filter((url) => url.startsWith('.vite/'))).toEqual([]);
    expect(urls).not.toContain('sw.js');
  });
});

// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineScriptHashes } from '../../server/lib/http/csp';
import { loaderStrings, START_LOADER_SCRIPT_MARKER, startLoaderLanguage, startLoaderScript } from '../../scripts/lib/start-loader-language';

const LOCALES = path.resolve('locales');
const strings = loaderStrings(LOCALES);
const detecting = (language: 'ar' | 'fr' | 'en') =>
  (JSON.parse(readFileSync(path.join(LOCALES, language, 'common.json'), 'utf8')) as { loader: { detecting: string } }).loader.detecting;

/** index.html's loader as the browser has parsed it when the inline script runs, then the script itself. */
function runLoaderScript({ stored, predicted }: { stored?: string; predicted?: string }) {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  document.head.innerHTML = predicted === undefined ? '' : `<meta name="academy-language" content="${predicted}">`;
  document.body.innerHTML =
    '<div id="start-loader"><p id="start-loader-text">Detecting your location for language preferences...</p></div>';
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem('user-language', stored);
  // The same text the build puts in index.html, run the way the browser runs an inline script.
  new Function(startLoaderScript(strings))();
  return {
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    text: document.getElementById('start-loader-text')?.textContent,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the start-up loader speaks the visitor’s language before any bundle (SPEC §2)', () => {
  it('takes the loader text of each language from the locale files', () => {
    expect(strings).toEqual({ ar: detecting('ar'), fr: detecting('fr'), en: detecting('en') });
  });

  it('shows a returning Arabic learner the Arabic text, right to left', () => {
    expect(runLoaderScript({ stored: 'ar' })).toEqual({ lang: 'ar', dir: 'rtl', text: detecting('ar') });
  });

  it('prefers the stored choice to the server’s prediction', () => {
    expect(runLoaderScript({ stored: 'en', predicted: 'ar' })).toEqual({ lang: 'en', dir: 'ltr', text: detecting('en') });
    expect(runLoaderScript({ stored: 'fr', predicted: 'ar' })).toEqual({ lang: 'fr', dir: 'ltr', text: detecting('fr') });
  });

  it('on a first visit, follows the language the server predicted', () => {
    expect(runLoaderScript({ predicted: 'ar' })).toEqual({ lang: 'ar', dir: 'rtl', text: detecting('ar') });
    expect(runLoaderScript({ predicted: 'fr' })).toEqual({ lang: 'fr', dir: 'ltr', text: detecting('fr') });
  });

  it('marks <html data-consented> for a visitor who chose about cookies before, and only then', () => {
    const consentedAfter = (consent: string | null) => {
      document.documentElement.removeAttribute('data-consented');
      localStorage.clear();
      if (consent !== null) localStorage.setItem('cookieConsent', consent);
      new Function(startLoaderScript(strings))();
      return document.documentElement.hasAttribute('data-consented');
    };
    expect(consentedAfter('accepted')).toBe(true);
    expect(consentedAfter('declined')).toBe(true);
    expect(consentedAfter(null)).toBe(false);
    expect(consentedAfter('maybe')).toBe(false);
  });

  it('ignores a stored value it does not know, and stays English with nothing to go on', () => {
    expect(runLoaderScript({ stored: 'constructor', predicted: 'fr' })).toEqual({ lang: 'fr', dir: 'ltr', text: detecting('fr') });
    expect(runLoaderScript({ stored: 'de', predicted: '<b>' })).toEqual({ lang: 'en', dir: 'ltr', text: detecting('en') });
    expect(runLoaderScript({})).toEqual({ lang: 'en', dir: 'ltr', text: detecting('en') });
  });

  it('still follows the prediction when storage is blocked (privacy mode)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runLoaderScript({ predicted: 'ar' })).toEqual({ lang: 'ar', dir: 'rtl', text: detecting('ar') });
  });

  it('cannot close its own script element, whatever a translation says', () => {
    expect(startLoaderScript({ ar: '</script><script>alert(1)', fr: 'x', en: 'y' })).not.toContain('</script');
  });
});

describe('the build step that puts it in index.html', () => {
  const transform = (html: string) =>
    (startLoaderLanguage(LOCALES).transformIndexHtml as unknown as { handler: (html: string) => string }).handler(html);

  it('replaces the marker in index.html with an inline script the CSP can allow by hash', () => {
    const index = readFileSync(path.resolve('index.html'), 'utf8');
    expect(index).toContain(START_LOADER_SCRIPT_MARKER);
    const out = transform(index);
    expect(out).not.toContain(START_LOADER_SCRIPT_MARKER);
    expect(out).toContain(`<script>${startLoaderScript(strings)}</script>`);
    // The loader text comes before the script, so the script finds it.
    expect(out.indexOf('id="start-loader-text"')).toBeLessThan(out.indexOf('<script>'));
    expect(inlineScriptHashes(out)).toHaveLength(1);
  });

  it('fails the build when index.html lost its marker', () => {
    expect(() => transform('<html><body></body></html>')).toThrow(START_LOADER_SCRIPT_MARKER);
  });

  it('stays a few hundred bytes', () => {
    expect(new TextEncoder().encode(startLoaderScript(strings)).length).toBeLessThan(700);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { modulePreloadTag, readBuildManifest, type BuildManifest } from './build-manifest';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../../contract/constants';
import { EMBEDDED_COUNTRY_META, EMBEDDED_LANGUAGE_META } from '../../../contract/geo';
import { countryLanguage } from '../../../contract/language-choice';
import { headerLanguage } from '../http/accept-language';
import { countryFromHeaders } from '../http/visitor-country';
import { addDeferredScriptTags } from './deferred-scripts';

/** The module with each language's first-screen strings (src/lib/first-screen-strings). */
const stringsModule = (language: Language) => `src/lib/first-screen-strings/${language}.ts`;

type Headers = Record<string, string | string[] | undefined>;

/**
 * What the app will most likely pick on a first visit (SPEC §4 without the stored choice, which only
 * the browser knows): the country's language, else the browser's, else English.
 */
export function predictedLanguage(country: string | null, acceptLanguage: string | string[] | undefined): Language {
  return countryLanguage(country) ?? headerLanguage(acceptLanguage) ?? FALLBACK_LANGUAGE;
}

export interface ShellPage {
  /** index.html for this visitor, with the country answer and a preload of the likely strings. */
  render(headers: Headers): string;
  /** The build's manifest, read once with index.html. */
  manifest: BuildManifest;
}

/**
 * index.html as the server sends it on a first visit. The academy's own country lookup is answered in
 * the page itself, with the language it predicts, and the strings the app will most likely need start downloading with its script:
 * on 2G each saves a round trip before the first screen. Pages the service worker serves carry
 * neither and work as before.
 */
export function loadShellPage(staticDir: string): ShellPage {
  const html = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const manifest = readBuildManifest(staticDir);
  const stringsPreload = new Map<Language, string>(
    LANGUAGES.map((language) => [language, modulePreloadTag(manifest[stringsModule(language)]?.file)]),
  );
  const headEnd = html.indexOf('</head>');
  return {
    manifest,
    render(headers) {
      if (headEnd < 0) return html;
      const country = countryFromHeaders(headers);
      const language = predictedLanguage(country, headers['accept-language']);
      // The language lets the start-up loader speak it before any script arrives (index.html).
      const hints =
        `<meta name="${EMBEDDED_COUNTRY_META}" content="${country ?? ''}">` +
        `<meta name="${EMBEDDED_LANGUAGE_META}" content="${language}">`;
      // The strings load with the entry, after the page's own content (server/lib/ssr/deferred-scripts.ts).
      const page = html.slice(0, headEnd) + hints + html.slice(headEnd);
      return addDeferredScriptTags(page, stringsPreload.get(language) ?? '');
    },
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { COOKIE_CONSENT_VALUES, LANGUAGES, STORAGE_KEYS, type Language } from '../../contract/constants';
import { EMBEDDED_LANGUAGE_META } from '../../contract/geo';
import { directionOf } from '../../src/lib/html-lang';

/** Where index.html asks for the script, right after the loader it translates. */
export const START_LOADER_SCRIPT_MARKER = '<!--start-loader-language-->';
/** The loader's text in index.html (English, as a page without JavaScript shows it). */
export const START_LOADER_TEXT_ID = 'start-loader-text';

/** SPEC §2's loader text in each language, from the locale files the app itself reads. */
export function loaderStrings(localesDir: string): Record<Language, string> {
  const read = (language: Language) => {
    const common = JSON.parse(readFileSync(path.join(localesDir, language, 'common.json'), 'utf8')) as { loader?: { detecting?: unknown } };
    const text = common.loader?.detecting;
    if (typeof text !== 'string' || text === '') throw new Error(`locales/${language}/common.json has no loader.detecting`);
    return text;
  };
  return Object.fromEntries(LANGUAGES.map((language) => [language, read(language)])) as Record<Language, string>;
}

/**
 * The few bytes that put the static loader in the visitor's language before any bundle arrives: the
 * language they chose before (local storage), else the one the server predicted for a first visit (a
 * meta it writes into the page), else the page stays English. It sets `<html lang dir>` as the app will.
 * It also marks `<html data-consented>` when the visitor chose about cookies before, so the banner a
 * server-drawn page carries (the server cannot see the choice) is never painted (cookie-banner.css).
 * Synchronous and network-free, so it costs the first paint nothing; the CSP allows it by hash.
 */
export function startLoaderScript(strings: Record<Language, string>): string {
  const table = Object.fromEntries(LANGUAGES.map((language) => [language, [directionOf(language), strings[language]]]));
  // Inside <script>, "<" could close the element: JSON escaped for HTML.
  const json = JSON.stringify(table).replaceAll('<', '\\u003c');
  const known = `/^(${LANGUAGES.join('|')})$/`;
  return (
    `(function(){var s=${json},k=${known},d=document,l;` +
    `try{l=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)});` +
    `if(${JSON.stringify(COOKIE_CONSENT_VALUES)}.indexOf(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.cookieConsent)}))>=0)d.documentElement.setAttribute("data-consented","")}catch(e){}` +
    `if(!k.test(l)){l=d.querySelector('meta[name="${EMBEDDED_LANGUAGE_META}"]');l=l&&l.content}` +
    `if(!k.test(l))return;var h=d.documentElement,p=d.getElementById("${START_LOADER_TEXT_ID}");` +
    `h.lang=l;h.dir=s[l][0];if(p)p.textContent=s[l][1]})()`
  );
}

/** Replaces the marker in index.html with the script, in the build and in the dev server alike. */
export function startLoaderLanguage(localesDir = path.resolve('locales')): Plugin {
  return {
    name: 'academy:start-loader-language',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(START_LOADER_SCRIPT_MARKER)) throw new Error(`index.html lacks ${START_LOADER_SCRIPT_MARKER}`);
        return html.replace(START_LOADER_SCRIPT_MARKER, `<script>${startLoaderScript(loaderStrings(localesDir))}</script>`);
      },
    },
  };
}

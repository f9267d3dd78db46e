import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../../contract/constants';
import { RTL_LANGUAGES } from '../../../contract/constants';
import type { ShellPage } from './shell-page';
import { predictedLanguage } from './shell-page';
import { countryFromHeaders } from '../http/visitor-country';
import { embeddableJson } from '../../../contract/embedded-json';
import { AnswerCache, type CachedAnswer } from '../http/answer-cache';
import { modulePreloadTag, staticGraph, type BuildManifest } from './build-manifest';
import { addDeferredScriptTags, hoistDeferredScripts } from './deferred-scripts';
import { inlineStyleHashes } from '../http/csp';
import { inlinedSheet } from './inlined-sheet';
import { highPriorityPicturePreloads } from './picture-preloads';

type Headers = Record<string, string | string[] | undefined>;

/** The data a server render reads (src/lib/server-data.ts, without what the renderer adds itself); server/modules/site/ssr-page-data.ts reads it. */
export type PageData = object;

/** Where rendered pages come from (server/modules/site/ssr-page-data.ts). */
export interface PageSource {
  /** The data of the page at a pathname, read from the database. */
  read(pathname: string): Promise<PageData>;
  /**
   * The version of what the page at a pathname is drawn from (the catalogue stream's, for the catalogue's
   * pages; 0 for the others): a cached page of an older version is rendered again at once.
   */
  version(pathname: string): Promise<number>;
}

/** What dist-server/entry-server.js exports (src/entry-server.tsx). */
interface ServerRenderer {
  pageNamespaces(pathname: string, search: string): readonly string[] | null;
  pageModule(pathname: string): string | null;
  render(url: string, language: Language, data: PageData): Promise<{ html: string; data: unknown } | null>;
}

export interface SsrPage {
  /** True when the server renders `pathname` with the query string `search` ('' for none): a public page. */
  renders(pathname: string, search: string): boolean;
  /**
   * The whole page for this visitor, server-rendered, with its compressed forms made once
   * (`sendCachedAnswer`); null when it could not be (the caller sends the shell).
   */
  render(pathname: string, headers: Headers): Promise<CachedAnswer<RenderedPageMeta> | null>;
}

/** Rendered pages are kept this long: the home page's counters and testimonials may have changed since. */
const CACHE_TTL_MS = 60_000;

/** Tags for what a route module needs beyond the entry's graph (`routeAssetLinks`). */
export interface RouteAssetLinks {
  /** Its stylesheets, for the head: inline, so the page paints styled without another request (below). */
  styles: string;
  /** The CSP sources that allow those inline stylesheets, sent with the page only (server/lib/http/csp.ts). */
  styleHashes: string[];
  /** A `modulepreload` of each of its scripts, loaded with the entry's (server/lib/ssr/deferred-scripts.ts). */
  scripts: string;
}

export const NO_ROUTE_ASSETS: RouteAssetLinks = { styles: '', styleHashes: [], scripts: '' };

/** What a rendered page adds to the answer's headers. */
export interface RenderedPageMeta {
  styleHashes: string[];
}

/**
 * What a route module needs beyond the entry's graph: its stylesheets and a `modulepreload` of each of its
 * scripts. Without the stylesheets a rendered page paints unstyled and shifts when its route's code
 * arrives (CLS 0.36 on `/courses` over 3G). Linked, each was a render-blocking request: on 2G a round trip
 * and more before the first paint, which kept `/courses` and a course page above 1.8 s. So each sheet
 * `readSheet` finds goes in inline (1–2 KB compressed), followed by a link to the same file that no browser
 * fetches (server/lib/ssr/inlined-sheet.ts): Vite's loader, which looks for a stylesheet link before it lets the
 * route's code run, finds it and does not fetch the sheet a second time either.
 * Without the route's scripts preloaded, the browser found them only once the entry had run (on 2G
 * `/courses` began fetching its 25 route files at 5.6 s and was interactive at 9.1 s).
 */
export function routeAssetLinks(
  manifest: BuildManifest,
  module: string | null,
  readSheet: (file: string) => string | null = () => null,
): RouteAssetLinks {
  if (!module || !manifest[module] || !manifest['index.html']) return NO_ROUTE_ASSETS;
  const entry = staticGraph(manifest, ['index.html']);
  const route = staticGraph(manifest, [module]);
  const styles = route.css
    .filter((sheet) => !entry.css.includes(sheet))
    .map((sheet) => {
      const css = readSheet(sheet);
      return css === null ? `<link rel="stylesheet" href="/${sheet}">` : inlinedSheet(sheet, css);
    })
    .join('');
  return {
    styles,
    styleHashes: inlineStyleHashes(styles),
    scripts: route.js
      .filter((script) => !entry.js.includes(script))
      .map(modulePreloadTag)
      .join(''),
  };
}

/**
 * A `modulepreload` of each of a page's own string files (`locales/{language}/{namespace}.json`, built as
 * scripts) in the language it is rendered in. Hydration waits for them (src/main.tsx); found only once the
 * entry had run, they cost a round trip after it (on 2G `/courses` asked for its strings at 7.1 s and was
 * interactive at 8.1 s). The entry's own strings are preloaded with the shell (server/lib/ssr/shell-page.ts).
 */
export function stringPreloads(manifest: BuildManifest, language: Language, namespaces: readonly string[]): string {
  return namespaces.map((namespace) => modulePreloadTag(manifest[`locales/${language}/${namespace}.json`]?.file)).join('');
}

/** The renderer declined the path (a redirect, an error, a private route): the shell answers it. */
class NotRendered extends Error {}

const START_LOADER = /<div id="start-loader"[\s\S]*?<\/p>\s*<\/div>/;
const ROOT = '<div id="root"></div>';
const HTML_OPEN = /<html[^>]*>/;
const TITLE_END = '</title>';

/**
 * Puts the rendered markup and its data into the visitor's shell page: `<html lang dir>` of the
 * language it was rendered in, and SPEC §2's start-up loader only when the server did not know the
 * country, so SPEC §4's lookups must run (the loader then covers the page until they are done).
 */
export function spliceRenderedPage(
  shell: string,
  rendered: { html: string; data: unknown },
  language: Language,
  countryKnown: boolean,
  links: RouteAssetLinks = NO_ROUTE_ASSETS,
): string | null {
  if (!shell.includes(ROOT)) return null;
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  let page = shell.replace(HTML_OPEN, `<html lang="${language}" dir="${dir}">`);
  if (links.styles) page = page.replace('</head>', () => `${links.styles}</head>`);
  // Before the inline stylesheets: the pictures are asked for as soon as the head's first bytes are in.
  const pictures = highPriorityPicturePreloads(rendered.html);
  if (pictures) page = page.replace(TITLE_END, () => `${TITLE_END}${pictures}`);
  page = addDeferredScriptTags(page, links.scripts);
  if (countryKnown) page = page.replace(START_LOADER, '');
  const data = `<script type="application/json" id="ssr-data">${embeddableJson(rendered.data)}</script>`;
  page = page.replace(ROOT, () => `<div id="root" data-ssr>${rendered.html}</div>${data}`);
  // In the head, at low priority, after the pictures' preloads: asked for with the HTML, served after them.
  return hoistDeferredScripts(page);
}

/**
 * Loads the server renderer built next to the static build (`dist-server/entry-server.js` beside
 * `dist/`), or null without one: the server then sends the shell page for every route, as before.
 */
export async function loadSsrPage(options: {
  staticDir: string;
  shell: ShellPage;
  pages: PageSource;
  log: FastifyBaseLogger;
  /** Pages kept (`SSR_CACHE_ENTRIES`, server/config.ts); 0 keeps none and every request renders. */
  cacheEntries: number;
}): Promise<SsrPage | null> {
  const entry = path.join(path.dirname(path.resolve(options.staticDir)), 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  let renderer: ServerRenderer;
  try {
    renderer = (await import(pathToFileURL(entry).href)) as ServerRenderer;
  } catch (error) {
    options.log.error({ err: error }, 'SSR: the server renderer did not load; sending the shell page');
    return null;
  }
  const { cacheEntries } = options;
  // The catalogue's pages are tied to its version (a course published or edited shows at once); every
  // page also lives at most CACHE_TTL_MS (the home counters change with every enrollment). A size of 0
  // keeps nothing (every request renders).
  const cache = new AnswerCache<RenderedPageMeta>({ maxEntries: cacheEntries, maxAgeMs: cacheEntries > 0 ? CACHE_TTL_MS : 0 });

  // The build does not change while the server runs: each route's links are made once.
  const linksByModule = new Map<string | null, RouteAssetLinks>();
  const readSheet = (file: string) => {
    const sheet = path.join(options.staticDir, file);
    return existsSync(sheet) ? readFileSync(sheet, 'utf8') : null;
  };
  const assetLinks = (module: string | null): RouteAssetLinks => {
    let links = linksByModule.get(module);
    if (!links) {
      links = routeAssetLinks(options.shell.manifest, module, readSheet);
      linksByModule.set(module, links);
    }
    return links;
  };

  return {
    renders: (pathname, search) => renderer.pageNamespaces(pathname, search) !== null,
    async render(pathname, headers) {
      const country = countryFromHeaders(headers);
      const language = predictedLanguage(country, headers['accept-language']);
      const key = `${pathname}\u0000${language}\u0000${country ?? ''}`;
      try {
        return await cache.resolve(key, await options.pages.version(pathname), async () => {
          const data = await options.pages.read(pathname);
          const rendered = await renderer.render(pathname, language, data);
          const route = assetLinks(renderer.pageModule(pathname));
          const strings = stringPreloads(options.shell.manifest, language, renderer.pageNamespaces(pathname, '') ?? []);
          const links = { ...route, scripts: route.scripts + strings };
          const page = rendered ? spliceRenderedPage(options.shell.render(headers), rendered, language, country !== null, links) : null;
          if (!page) throw new NotRendered();
          return { body: page, meta: { styleHashes: links.styleHashes } };
        });
      } catch (error) {
        if (!(error instanceof NotRendered)) options.log.error({ err: error, pathname }, 'SSR: render failed; sending the shell page');
        return null;
      }
    },
  };
}

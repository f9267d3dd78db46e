/**
 * The server renderer of the public pages, built by `vite build --ssr` into dist-server/ and
 * loaded by server/lib/ssr/ssr-page.ts. It renders the same route tree as the browser (src/app/router.tsx)
 * with React Router's static handler, in the language the server chose, from data the server read in
 * its own database; the browser then hydrates that markup (src/main.tsx).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router-dom';
import type { Language } from '../contract/constants';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { markServerRenderer, provideServerData, type ServerData } from './lib/server-data';
import { recordWrittenNumbers, type WrittenNumbers } from '../contract/formatting';
import { CORE_NAMESPACES, i18n, loadNamespaces } from './lib/i18n';
import type { Namespace } from './lib/i18n-resources';
import { paths, routePatterns } from './lib/paths';

type PageData = Omit<ServerData, 'language' | 'namespaces' | 'router'>;

interface RenderedPageKind {
  /** The route pattern (src/lib/paths.ts). */
  path: string;
  /** Locale namespaces the page reads beyond the core ones. */
  namespaces: readonly Namespace[];
  /**
   * The page draws its query string (the catalogue's search, filters and page): the server renders it
   * only without one, since a page is cached by path. The others ignore it (`?fbclid=` on a shared link).
   */
  readsSearch?: boolean;
  /**
   * The route's own module (a key of the client build's manifest) when it is not part of the entry: the
   * server links its stylesheets in the page's head, so the page paints styled and does not shift when
   * the route's code arrives.
   */
  module?: string;
  /** False when the data read has nothing to draw (a course that does not exist): the client answers, as before. */
  drawable?: (data: PageData) => boolean;
}

/** The public pages the server renders. */
const PAGES: readonly RenderedPageKind[] = [
  { path: paths.home, namespaces: [] },
  { path: paths.about, namespaces: ['site-pages/about'], module: 'src/features/site/routes/about.tsx' },
  { path: paths.faq, namespaces: ['site-pages/faq'], module: 'src/features/site/routes/faq.tsx' },
  { path: paths.privacy, namespaces: ['site-pages/privacy'], module: 'src/features/site/routes/privacy.tsx' },
  { path: paths.terms, namespaces: ['site-pages/terms'], module: 'src/features/site/routes/terms.tsx' },
  { path: paths.cookies, namespaces: ['site-pages/cookies'], module: 'src/features/site/routes/cookies.tsx' },
  { path: paths.courses, namespaces: ['catalogue'], readsSearch: true, module: 'src/features/catalogue/routes/courses.tsx' },
  {
    path: routePatterns.course,
    namespaces: ['catalogue'],
    module: 'src/features/catalogue/routes/course-detail.tsx',
    drawable: (data) => Boolean(data.course),
  },
];

/**
 * Which page each recent pathname is, remembered: the server asks on every request, a cached page's too,
 * and matchPath compiles a regular expression per pattern per call. Emptied when full (any pathname can be asked).
 */
const pageByPathname = new Map<string, RenderedPageKind | null>();
const PAGE_LOOKUPS_KEPT = 1_000;

function pageAt(pathname: string): RenderedPageKind | undefined {
  let page = pageByPathname.get(pathname);
  if (page === undefined) {
    page = PAGES.find((candidate) => matchPath(candidate.path, pathname) !== null) ?? null;
    if (pageByPathname.size >= PAGE_LOOKUPS_KEPT) pageByPathname.clear();
    pageByPathname.set(pathname, page);
  }
  return page ?? undefined;
}

/** The client build's manifest key of the route module `pathname` renders, or null (part of the entry, or not rendered). */
export function pageModule(pathname: string): string | null {
  return pageAt(pathname)?.module ?? null;
}

/**
 * The namespaces a server-rendered page at `pathname` (with `search`, the query string or '') needs, or
 * null when the server does not render it.
 */
export function pageNamespaces(pathname: string, search = ''): readonly Namespace[] | null {
  const page = pageAt(pathname);
  if (!page || (page.readsSearch && search !== '')) return null;
  return page.namespaces;
}

markServerRenderer();
const handler = createStaticHandler(routes);

/** React's marker of a Suspense boundary the server could not render (the client renders it instead). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
/** About two seconds at most (a first render in a cold process loads its lazy modules), then the client renders. */
const MAX_RENDERS = 100;

/** One render at a time: the language is the i18next instance's, shared by the whole process. */
let queue: Promise<unknown> = Promise.resolve();

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The data to embed beside it (src/app/server-data.ts). */
  data: ServerData;
}

/**
 * Renders `url` (a path the server renders, see pageNamespaces) in `language` from `data`; null for a
 * path it does not render or that ended in a redirect.
 */
export function render(url: string, language: Language, data: PageData): Promise<RenderedPage | null> {
  const run = queue.then(async (): Promise<RenderedPage | null> => {
    const { pathname, search } = new URL(url, 'http://academy.invalid');
    const namespaces = pageNamespaces(pathname, search);
    if (!namespaces || pageAt(pathname)?.drawable?.(data) === false) return null;
    await loadNamespaces(language, [...CORE_NAMESPACES, ...namespaces]);
    if (i18n.language !== language) await i18n.changeLanguage(language);
    const context = await handler.query(new Request(new URL(url, 'http://academy.invalid')));
    // A redirect or an error page is left to the client, as before.
    if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const full: ServerData = {
      ...data,
      language,
      namespaces: [...namespaces],
      // What the static handler's loaders answered: the browser router starts from it instead of running them again.
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    };
    // renderToString is synchronous: the data and the language cannot change under it. A part that
    // suspends (a lazy component or strings not loaded yet, on the first render of a language) leaves
    // a client-rendered boundary (`<!--$!-->`); its load has then started, so the page is rendered again.
    for (let attempt = 0; attempt < MAX_RENDERS; attempt += 1) {
      provideServerData(full);
      let page: { result: string; numbers: WrittenNumbers };
      try {
        page = recordWrittenNumbers(() =>
          renderToString(
            <AppProviders>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>,
          ),
        );
      } finally {
        provideServerData(null);
      }
      const html = page.result;
      if (!html.includes(CLIENT_RENDERED_BOUNDARY)) {
        return { html, data: Object.keys(page.numbers).length > 0 ? { ...full, numbers: page.numbers } : full };
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Still suspending: the client renders the page, as before.
    return null;
  });
  queue = run.catch(() => undefined);
  return run;
}

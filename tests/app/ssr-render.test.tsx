// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../contract/constants';
import { AppProviders } from '../../src/app/providers';
import { routes } from '../../src/app/router';
import { render } from '../../src/entry-server';
import { setLanguage } from '../../src/lib/i18n';
import { discardDraft, writeDraft } from '../../src/data/drafts/draft-store';
import { embeddableJson } from '../../contract/embedded-json';
import { provideServerData, readEmbeddedServerData } from '../../src/lib/server-data';
import { setHydrating } from '../../src/lib/use-hydrated';
import { formatValue } from '../../src/lib/format';
import { inlineStyleHashes } from '../../server/lib/http/csp';
import { routeAssetLinks, spliceRenderedPage } from '../../server/lib/ssr/ssr-page';
import { deferredScriptsBlock } from '../../server/lib/ssr/deferred-scripts';
import { pageMeta } from '../../contract/pagination';
import { pageModule, pageNamespaces } from '../../src/entry-server';
import { formationView } from '../../contract/course-view';
import { formationRow, lessonRow, moduleRow, reviewRow, text } from '../data/catalogue-rows';
import { fillMirror, stubApi } from '../features/catalogue/support';

Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });

const HOME_DATA = {
  home: {
    stats: { subscribers: 1234, students: 56, success_rate: 0.875 },
    testimonials: { data: [] },
  },
};

const COURSES = [
  formationRow({
    id: '0190ffff-0000-7000-8000-000000000003',
    title: text('Drip irrigation on a small plot', 'L’irrigation goutte à goutte', 'الري بالتنقيط'),
  }),
  formationRow({
    id: '0190ffff-0000-7000-8000-000000000002',
    title: text('Your first beehive', 'Votre première ruche', 'خليتك الأولى'),
    price_centimes: 15000,
  }),
];
// Eight published courses on the server: the page says so, and the pager offers a second page.
const COURSES_DATA = { courses: { data: COURSES, meta: pageMeta(1, 6, 8) } };

const COURSE = formationRow({
  id: '0190ffff-0000-7000-8000-000000000005',
  title: text('Saffron from bulb to harvest', 'Le safran, du bulbe à la récolte', 'الزعفران من البصلة إلى الحصاد'),
});
const COURSE_MODULE = moduleRow(COURSE.id, 1, { title: text('Planting the bulbs', 'Planter les bulbes', 'غرس البصيلات') });
const COURSE_LESSONS = [
  lessonRow(COURSE.id, COURSE_MODULE.id, 2, { title: text('Watering', 'L’arrosage', 'السقي') }),
  lessonRow(COURSE.id, COURSE_MODULE.id, 1, {
    title: text('Choosing the plot', 'Choisir la parcelle', 'اختيار القطعة'),
    free_preview: true,
  }),
];
const COURSE_REVIEWS = [
  reviewRow(COURSE.id, 4, { author_name: 'Fatima', created_at: '2026-03-01T23:30:00.000Z', description: 'صورة واضحة' }),
];
const COURSE_DATA = { course: formationView(COURSE, [COURSE_MODULE], COURSE_LESSONS, COURSE_REVIEWS) };
const COURSE_PAGE = `/course/${COURSE.id}`;
const dataFor = (page: string) => (page === '/' ? HOME_DATA : page === '/courses' ? COURSES_DATA : page === COURSE_PAGE ? COURSE_DATA : {});

const SHELL =
  '<!doctype html><html lang="en" dir="ltr"><head></head><body><div id="start-loader"><div></div><p>x</p></div><div id="root"></div></body></html>';

const PAGES = ['/', '/about', '/faq', '/privacy', '/terms', '/cookies', '/courses', COURSE_PAGE] as const;
const LANGUAGES: Language[] = ['ar', 'fr', 'en'];

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  provideServerData(null);
  // Set by a hydration as in src/main.tsx; the next test renders on the server in this process.
  setHydrating(false);
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/**
 * Hydrates server markup as src/main.tsx does and returns what React reported to the console.
 * `beforeHydration` acts on the server's page first, as a visitor can while the scripts load.
 */
async function hydrate(url: string, html: string, data: ReturnType<typeof readEmbeddedServerData>, beforeHydration?: () => void) {
  if (!data) throw new Error('no data');
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  beforeHydration?.();
  const errors: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
  provideServerData(data);
  await setLanguage(data.language, { persist: false });
  const router = createBrowserRouter(routes, { hydrationData: data.router });
  if (!router.state.initialized) await new Promise<void>((resolve) => router.subscribe((state) => state.initialized && resolve()));
  const container = document.getElementById('root');
  if (!container) throw new Error('no root');
  const recoverable: unknown[] = [];
  setHydrating(true);
  await act(async () => {
    root = hydrateRoot(
      container,
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
    await Promise.resolve();
  });
  return { errors, recoverable };
}

describe('server rendering of the public pages', () => {
  for (const language of LANGUAGES) {
    for (const page of PAGES) {
      it(`renders ${page} in ${language} and hydrates it without a mismatch`, async () => {
        await fillMirror({ sync: null });
        const rendered = await render(page, language, dataFor(page));
        expect(rendered).not.toBeNull();
        if (!rendered) return;
        expect(rendered.html).toContain('<main');
        // The CSP has no 'unsafe-inline' for styles: server markup must carry no style attribute.
        expect(rendered.html).not.toMatch(/\sstyle="/);
        expect(rendered.data.language).toBe(language);

        const full = spliceRenderedPage(SHELL, rendered, language, true);
        expect(full).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
        expect(full).not.toContain('start-loader');
        const parsed = new DOMParser().parseFromString(full ?? '', 'text/html');
        const embedded = readEmbeddedServerData(parsed);
        expect(embedded?.language).toBe(language);

        const { errors, recoverable } = await hydrate(page, rendered.html, embedded);
        expect(recoverable).toEqual([]);
        expect(errors.filter((args) => /hydrat|did not match/i.test(args.map(String).join(' ')))).toEqual([]);
      });
    }
  }

  it('hydrates a returning visitor’s page without a mismatch, then drops the banner they answered and brings back their draft', async () => {
    await fillMirror({ sync: null });
    const rendered = await render('/', 'fr', HOME_DATA);
    if (!rendered) throw new Error('not rendered');
    // The server cannot see what the device holds: the banner is in its page and the newsletter field is empty.
    expect(rendered.html).toContain('cookie-banner');
    localStorage.setItem('cookieConsent', 'declined');
    await writeDraft('site-form:newsletter', 'tab', { email: 'amina@exemple.ma' });
    try {
      const { errors, recoverable } = await hydrate(
        '/',
        rendered.html,
        readEmbeddedServerData(new DOMParser().parseFromString(spliceRenderedPage(SHELL, rendered, 'fr', true) ?? '', 'text/html')),
      );
      expect(recoverable).toEqual([]);
      expect(errors.filter((args) => /hydrat|did not match/i.test(args.map(String).join(' ')))).toEqual([]);
      // The footer's forms hydrate on their own once their code is in.
      const emails = () => [...document.querySelectorAll<HTMLInputElement>('input[name="email"]')].map((input) => input.value);
      // The support form has an email field too; only the newsletter's has a draft.
      await waitFor(() => expect(emails().sort()).toEqual(['', 'amina@exemple.ma']));
      expect(document.querySelector('.cookie-banner')).toBeNull();
    } finally {
      localStorage.clear();
      await discardDraft('site-form:newsletter', 'tab');
    }
  });

  it('shows the counters of the page at once, then the current ones from one read after hydration, and keeps them when it fails', async () => {
    const rendered = await render('/', 'en', HOME_DATA);
    if (!rendered) throw new Error('not rendered');
    const subscribers = () => document.querySelector('[data-stat="subscribers"]')?.getAttribute('data-value');
    /** The public reads of the home page (plain fetch with a URL string), answered by `answer`. */
    const answerReads = (answer: (path: string) => Response) => {
      const paths: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL) => {
          const path = new URL(input instanceof Request ? input.url : String(input), 'http://academy.test').pathname;
          paths.push(path);
          return answer(path);
        }),
      );
      return paths;
    };
    // The rendered page may be a minute old: one newsletter sign-up since.
    const current = { ...HOME_DATA.home.stats, subscribers: 1235 };
    const paths = answerReads((path) => (path === '/api/stats/public' ? Response.json(current) : Response.json({ data: [] })));
    const { recoverable } = await hydrate('/', rendered.html, rendered.data);
    expect(recoverable).toEqual([]);
    await waitFor(() => expect(subscribers()).toBe('1235'));
    expect(paths).toContain('/api/stats/public');

    act(() => root?.unmount());
    root = null;
    const failed = answerReads(() => new Response(null, { status: 503 }));
    await hydrate('/', rendered.html, rendered.data);
    await waitFor(() => expect(failed).toContain('/api/stats/public'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(subscribers()).toBe('1234');
  });

  it('hydrates the home page counters from the numbers the page carries, without formatting one on the phone', async () => {
    const rendered = await render('/', 'fr', HOME_DATA);
    if (!rendered) throw new Error('not rendered');
    // The counters' three figures, as the server wrote them.
    expect(Object.values(rendered.data.numbers ?? {})).toEqual(expect.arrayContaining(['1.234', '56', '88\u00a0%']));
    // Intl's formatters answer `format` through a getter: counting its reads counts the numbers formatted.
    const formats = vi.spyOn(Intl.NumberFormat.prototype as { format: unknown }, 'format', 'get');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const { recoverable } = await hydrate('/', rendered.html, rendered.data);
    expect(recoverable).toEqual([]);
    expect(document.querySelector('[data-stat="subscribers"] .stats__value')?.textContent).toBe('1.234');
    expect(formats).not.toHaveBeenCalled();
  });

  it('shows the home page counters and keeps the start-up loader when the country is unknown', async () => {
    const rendered = await render('/', 'fr', HOME_DATA);
    expect(rendered?.html).toMatch(/data-value="1234"/);
    expect(spliceRenderedPage(SHELL, rendered ?? { html: '', data: {} }, 'fr', false)).toContain('start-loader');
  });

  it('renders the catalogue’s first page from the server’s data, and keeps it after hydration until the mirror has caught up', async () => {
    await fillMirror({ sync: null });
    const rendered = await render('/courses', 'fr', COURSES_DATA);
    expect(rendered?.html).toContain('L’irrigation goutte à goutte');
    expect(rendered?.html).toContain('Votre première ruche');
    expect(rendered?.data.namespaces).toEqual(['catalogue']);
    if (!rendered) return;
    await hydrate('/courses', rendered.html, rendered.data);
    // The live query has read the empty mirror by now: the server's page stands.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(document.querySelectorAll('main li a[href^="/course/"]')).toHaveLength(2);
    expect(document.body.textContent).toContain('8');

    // Once the mirror has caught up, the list is the mirror's.
    const synced = formationRow({
      id: '0190ffff-0000-7000-8000-000000000009',
      title: text('Olive harvest', 'La récolte des olives', 'جني الزيتون'),
    });
    await act(async () => {
      await fillMirror({ formations: [synced] });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(document.body.textContent).toContain('La récolte des olives');
    expect(document.body.textContent).not.toContain('Votre première ruche');
  });

  it('makes what a visitor typed and chose in the server’s filters before hydration their search, instead of wiping it', async () => {
    await fillMirror({ sync: null });
    const rendered = await render('/courses', 'en', COURSES_DATA);
    if (!rendered) throw new Error('not rendered');
    const control = <T extends Element>(selector: string): T => {
      const found = document.querySelector<T>(`form[role="search"] ${selector}`);
      if (!found) throw new Error(`no ${selector}`);
      return found;
    };
    const { errors, recoverable } = await hydrate('/courses', rendered.html, rendered.data, () => {
      control<HTMLInputElement>('input[type="search"]').value = 'hive';
      control<HTMLSelectElement>('select').value = 'beekeeping';
    });
    expect(recoverable).toEqual([]);
    expect(errors.filter((args) => /hydrat|did not match/i.test(args.map(String).join(' ')))).toEqual([]);
    await waitFor(() => expect(window.location.search).toBe('?q=hive&topic=beekeeping'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(control<HTMLInputElement>('input[type="search"]').value).toBe('hive');
    expect(control<HTMLSelectElement>('select').value).toBe('beekeeping');
  });

  it('draws the pictures below the fold for readers without scripts only, and fetches them once the app has taken over', async () => {
    await fillMirror({ sync: null });
    const pictured = ['a', 'b', 'c', 'd'].map((key, index) =>
      formationRow({
        id: `0190ffff-0000-7000-8000-00000000010${index}`,
        title: text(`Course ${key}`, `Cours ${key}`, `دورة ${key}`),
        thumbnail: `thumb-${key}`,
      }),
    );
    const rendered = await render('/courses', 'en', { courses: { data: pictured, meta: pageMeta(1, 6, 4) } });
    if (!rendered) throw new Error('not rendered');
    const served = new DOMParser().parseFromString(rendered.html, 'text/html');
    // The first two (above the fold) are fetched at once; the others only from <noscript>.
    const fetchedAtOnce = [...served.querySelectorAll('img.thumbnail')].filter((image) => !image.closest('noscript'));
    expect(fetchedAtOnce.map((image) => image.getAttribute('src'))).toEqual([
      expect.stringContaining('thumb-a'),
      expect.stringContaining('thumb-b'),
    ]);
    expect(served.querySelectorAll('.thumbnail--waiting')).toHaveLength(2);
    const noscript = [...served.querySelectorAll('noscript')].map((element) => element.innerHTML).join('');
    expect(noscript).toContain('thumb-c');
    expect(noscript).toContain('thumb-d');

    const { errors, recoverable } = await hydrate('/courses', rendered.html, rendered.data);
    expect(recoverable).toEqual([]);
    expect(errors.filter((args) => /hydrat|did not match/i.test(args.map(String).join(' ')))).toEqual([]);
    await waitFor(() => expect(document.querySelectorAll('main img.thumbnail[src]')).toHaveLength(4));
    expect(document.querySelectorAll('.thumbnail--waiting')).toHaveLength(0);
  });

  it('renders a course page from the server’s view, and keeps it after hydration until the mirror has caught up', async () => {
    await fillMirror({ sync: null });
    const rendered = await render(COURSE_PAGE, 'ar', COURSE_DATA);
    if (!rendered) throw new Error('not rendered');
    expect(rendered.data.namespaces).toEqual(['catalogue']);
    const page = new DOMParser().parseFromString(rendered.html, 'text/html');
    expect(page.querySelector('h1')?.textContent).toContain('الزعفران من البصلة إلى الحصاد');
    // The outline in study order, the review, and the visitor's create-account form.
    expect([...page.querySelectorAll('.course-outline__lessons li')].map((item) => item.textContent)).toEqual([
      expect.stringContaining('اختيار القطعة'),
      expect.stringContaining('السقي'),
    ]);
    expect(rendered.html).toContain('Fatima');
    expect(page.querySelector('form input[autocomplete="email"]')).not.toBeNull();

    // The page counts a view on the server once on screen.
    const sent = stubApi(() => new Response(null, { status: 204 }));
    await hydrate(COURSE_PAGE, rendered.html, rendered.data);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(sent.map((request) => request.path)).toContain(`/api/formations/${COURSE.id}`);
    expect(document.querySelector('main h1')?.textContent).toContain('الزعفران');
    expect(document.querySelector('main .spinner')).toBeNull();

    // Caught up: the page is the mirror's, here a course since renamed.
    const renamed = { ...COURSE, title: text('Saffron, revised', 'Le safran, revu', 'الزعفران، مراجعة') };
    await act(async () => {
      await fillMirror({ formations: [renamed], modules: [COURSE_MODULE], lessons: COURSE_LESSONS });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(document.querySelector('main h1')?.textContent).toContain('الزعفران، مراجعة');
  });

  it('draws the subscription form’s button off until the app has taken the form over, so the browser never sends it itself', async () => {
    await fillMirror({ sync: null });
    const rendered = await render(COURSE_PAGE, 'en', COURSE_DATA);
    if (!rendered) throw new Error('not rendered');
    const submitIn = (root: ParentNode) => root.querySelector<HTMLButtonElement>('form.subscribe-form button[type="submit"]');
    // Sent before the app holds it, the form would go as a GET with the password in the address.
    const served = submitIn(new DOMParser().parseFromString(rendered.html, 'text/html'));
    expect(served?.textContent).toBe('Create my account and subscribe');
    expect(served?.disabled).toBe(true);
    stubApi(() => new Response(null, { status: 204 }));
    const { errors, recoverable } = await hydrate(COURSE_PAGE, rendered.html, rendered.data);
    expect(recoverable).toEqual([]);
    expect(errors.filter((args) => /hydrat|did not match/i.test(args.map(String).join(' ')))).toEqual([]);
    await waitFor(() => expect(submitIn(document)?.disabled).toBe(false));
  });

  it('writes a review’s date in the reader’s time zone once the page is live, where the server wrote another day', async () => {
    await fillMirror({ sync: null });
    const rendered = await render(COURSE_PAGE, 'en', COURSE_DATA);
    if (!rendered) throw new Error('not rendered');
    const review = COURSE_REVIEWS[0];
    if (!review) throw new Error('no review');
    const readers = formatValue(new Date(review.created_at), 'datetime', 'en', { dateStyle: 'medium' });
    expect(rendered.html).toContain(`>${readers}</time>`);
    // A server in another time zone: the review was written on another day there.
    const html = rendered.html.replace(`>${readers}</time>`, '>Mar 2, 2026</time>');
    stubApi(() => new Response(null, { status: 204 }));
    const { errors, recoverable } = await hydrate(COURSE_PAGE, html, rendered.data);
    expect(recoverable).toEqual([]);
    expect(errors.filter((args) => /hydrat|did not match/i.test(args.map(String).join(' ')))).toEqual([]);
    await waitFor(() => expect(document.querySelector('main time')?.textContent).toBe(readers));
  });

  it('leaves a course the server has no view of to the client, and renders no other /course/{id}/… page', async () => {
    expect(await render(COURSE_PAGE, 'en', { course: null })).toBeNull();
    expect(await render(COURSE_PAGE, 'en', {})).toBeNull();
    expect(pageNamespaces(COURSE_PAGE)).toEqual(['catalogue']);
    expect(pageNamespaces(`${COURSE_PAGE}/study`)).toBeNull();
    expect(pageNamespaces(`${COURSE_PAGE}/quiz`)).toBeNull();
    expect(pageModule(COURSE_PAGE)).toBe('src/features/catalogue/routes/course-detail.tsx');
  });

  it('renders /courses only without a query string: a search or a page number is drawn by the client', () => {
    expect(pageNamespaces('/courses', '')).toEqual(['catalogue']);
    expect(pageNamespaces('/courses', '?q=ruche')).toBeNull();
    expect(pageNamespaces('/courses', '?page=2')).toBeNull();
    // Pages that ignore the query string are rendered with one (a link shared with ?fbclid=…).
    expect(pageNamespaces('/', '?fbclid=abc')).toEqual([]);
  });

  it('puts the route’s own stylesheets inline in the head and preloads its own scripts, not the entry’s', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'] },
      _shared: { file: 'assets/shared.js', css: ['assets/shared.css'], imports: ['index.html'] },
      'src/features/catalogue/routes/courses.tsx': {
        file: 'assets/courses.js',
        css: ['assets/courses.css'],
        imports: ['_shared', 'index.html'],
      },
    };
    const sheets: Record<string, string> = {
      'assets/courses.css': '.card{color:red}',
      'assets/shared.css': '.x::after{content:"</style>"}',
    };
    const links = routeAssetLinks(manifest, pageModule('/courses'), (file) => sheets[file] ?? null);
    expect(links.styles).toBe(
      '<style data-inlined-from="assets/courses.css">.card{color:red}</style><link rel="stylesheet" href="/assets/courses.css" type="text/x-inlined" disabled>' +
        '<style data-inlined-from="assets/shared.css">.x::after{content:"<\\/style>"}</style><link rel="stylesheet" href="/assets/shared.css" type="text/x-inlined" disabled>',
    );
    expect(links.styleHashes).toEqual(inlineStyleHashes(links.styles));
    expect(links.styleHashes).toHaveLength(2);
    expect(links.scripts).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/courses.js"><link rel="modulepreload" crossorigin href="/assets/shared.js">',
    );
    // A sheet the server cannot read is linked as before, so the page is still styled.
    expect(routeAssetLinks(manifest, pageModule('/courses'), () => null).styles).toBe(
      '<link rel="stylesheet" href="/assets/courses.css"><link rel="stylesheet" href="/assets/shared.css">',
    );
    expect(routeAssetLinks(manifest, pageModule('/'))).toEqual({ styles: '', styleHashes: [], scripts: '' });
    const shell = `<html><head><title>x</title></head><body><div id="root"></div>${deferredScriptsBlock('<script type="module" src="/assets/index.js"></script>')}</body></html>`;
    // The catalogue's first picture is high-priority: its preload leads the head (server/lib/ssr/picture-preloads.ts).
    const page = spliceRenderedPage(shell, { html: '<main><img src="/t.webp" fetchPriority="high"></main>', data: {} }, 'en', true, links);
    // Stylesheets style the first paint from the head; the route's scripts follow the entry's there, at low
    // priority, so the picture is asked for first (server/lib/ssr/deferred-scripts.ts).
    const lowPriority = (tags: string) => tags.replace(/<(script|link)\b/g, '<$1 fetchpriority="low"');
    expect(page).toContain('<head><title>x</title><link rel="preload" as="image" href="/t.webp" fetchpriority="high">');
    expect(page).toContain(
      `${links.styles}${lowPriority(`<script type="module" src="/assets/index.js"></script>${links.scripts}`)}</head>`,
    );
    expect(page).not.toContain('<template');
  });

  it('does not render routes outside the public pages', async () => {
    expect(await render('/dashboard', 'en', {})).toBeNull();
    expect(await render('/login', 'en', {})).toBeNull();
  });

  it('embeds data that cannot close its script element', () => {
    const json = embeddableJson({ quote: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ quote: '</script><script>alert(1)</script>' });
  });
});

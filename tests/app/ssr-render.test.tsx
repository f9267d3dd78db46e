// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../contract/constants';
import { AppProviders } from '../../src/app/providers';
import { routes } from '../../src/app/router';
import { render } from '../../src/entry-server';
import { setLanguage } from '../../src/lib/i18n';
import { embeddableJson } from '../../contract/embedded-json';
import { provideServerData, readEmbeddedServerData } from '../../src/lib/server-data';
import { spliceRenderedPage } from '../../server/lib/ssr-page';

Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });

const HOME_DATA = {
  home: {
    stats: { subscribers: 1234, students: 56, success_rate: 0.875 },
    testimonials: { data: [] },
  },
};

const SHELL = '<!doctype html><html lang="en" dir="ltr"><head></head><body><div id="start-loader"><div></div><p>x</p></div><div id="root"></div></body></html>';

const PAGES = ['/', '/about', '/faq', '/privacy', '/terms', '/cookies'] as const;
const LANGUAGES: Language[] = ['ar', 'fr', 'en'];

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  provideServerData(null);
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Hydrates server markup as src/main.tsx does and returns what React reported to the console. */
async function hydrate(url: string, html: string, data: ReturnType<typeof readEmbeddedServerData>) {
  if (!data) throw new Error('no data');
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const errors: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
  provideServerData(data);
  await setLanguage(data.language, { persist: false });
  const router = createBrowserRouter(routes, { hydrationData: data.router });
  if (!router.state.initialized) await new Promise<void>((resolve) => router.subscribe((state) => state.initialized && resolve()));
  const container = document.getElementById('root');
  if (!container) throw new Error('no root');
  const recoverable: unknown[] = [];
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

describe('server rendering of the public pages (issue 18)', () => {
  for (const language of LANGUAGES) {
    for (const page of PAGES) {
      it(`renders ${page} in ${language} and hydrates it without a mismatch`, async () => {
        const rendered = await render(page, language, page === '/' ? HOME_DATA : {});
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

  it('shows the home page counters and keeps the start-up loader when the country is unknown', async () => {
    const rendered = await render('/', 'fr', HOME_DATA);
    expect(rendered?.html).toMatch(/data-value="1234"/);
    expect(spliceRenderedPage(SHELL, rendered ?? { html: '', data: {} }, 'fr', false)).toContain('start-loader');
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

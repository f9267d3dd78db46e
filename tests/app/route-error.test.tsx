// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '../../src/app/route-error';
import { ApiError } from '../../src/lib/api';
import { loadNamespaces, setLanguage } from '../../src/lib/i18n';
import { TimeoutError } from '../../src/lib/with-timeout';
import { locale } from './locale';

type Language = 'ar' | 'fr' | 'en';

function Crashing(): never {
  throw new Error('Minified React error #185');
}

/** A route whose page renders and throws, and routes whose code never arrives, each with the app's error page. */
async function renderAt(path: string, language: Language = 'en') {
  await setLanguage(language, { persist: false });
  await loadNamespaces(language, ['common']);
  const router = createMemoryRouter(
    [
      { path: '/crash', Component: Crashing, errorElement: <RouteError /> },
      {
        path: '/offline',
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://x/assets/quiz.js')),
        errorElement: <RouteError />,
      },
      { path: '/slow', lazy: () => Promise.reject(new TimeoutError(120_000)), errorElement: <RouteError /> },
      {
        path: '/no-answer',
        loader: () => Promise.reject(new ApiError('network.error', 0)),
        Component: () => null,
        errorElement: <RouteError />,
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('the route error page says what happened', () => {
  beforeEach(() => {
    // The page logs the error for whoever debugs it; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it.each<Language>(['en', 'fr', 'ar'])(
    'a rendering crash is "something went wrong", with reload and home actions, not a network problem (%s)',
    async (language) => {
      const strings = locale(language);
      await renderAt('/crash', language);
      expect(await screen.findByRole('heading', { level: 1, name: strings.crashError.title })).toBeInTheDocument();
      expect(screen.getByText(strings.crashError.text)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: strings.crashError.reload })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: strings.crashError.home })).toHaveAttribute('href', '/');
      expect(screen.queryByText(strings.chunkError.text)).not.toBeInTheDocument();
    },
  );

  it.each(['/offline', '/slow', '/no-answer'])(
    'a page whose code or data did not arrive (%s) asks to check the connection',
    async (path) => {
      const strings = locale('en');
      await renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: strings.chunkError.title })).toBeInTheDocument();
      expect(screen.getByText(strings.chunkError.text)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: strings.chunkError.retry })).toBeInTheDocument();
      expect(screen.queryByText(strings.crashError.title)).not.toBeInTheDocument();
    },
  );

  it('a network failure is said in Arabic too', async () => {
    const strings = locale('ar');
    await renderAt('/offline', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: strings.chunkError.title })).toBeInTheDocument();
  });

  it('clicking reload reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await renderAt('/crash');
    (await screen.findByRole('button', { name: locale('en').crashError.reload })).click();
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});

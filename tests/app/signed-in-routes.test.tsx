// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../src/lib/i18n';
import { setSignedIn } from '../../src/lib/session';
import { sessionRoutes, staffRoutes } from '../../e2e/support/app-routes';
import { locale } from './locale';
import { renderApp, user } from './render-app';

/**
 * The signed-in screens in French and English, rendered by the real route table with no server: each
 * shows its own heading, never the crash, chunk-error, not-found or access-denied page. The browser
 * walk (e2e/direct-routes.spec.ts) opens every route cold in Arabic and the server-rendered public ones
 * in all three languages; this keeps the rest of that matrix at the cost of a component test.
 * Routes that name a formation are left to the walk: they need the server's catalogue.
 */
/** A formation id no route here can find: the routes that name one are left to the browser walk. */
const NO_COURSE = '{course}';
const withoutCourse = (paths: string[]) => paths.filter((path) => !path.includes(NO_COURSE));
const LEARNER_ROUTES = withoutCourse(sessionRoutes(NO_COURSE));
const STAFF_ROUTES = withoutCourse(staffRoutes(NO_COURSE));

const cases = (['fr', 'en'] as const).flatMap((language) => [
  ...LEARNER_ROUTES.map((path) => ({ language, path, roles: ['client'] as const })),
  ...STAFF_ROUTES.map((path) => ({ language, path, roles: ['admin'] as const })),
]);

/** React's own reports of a broken screen; the app's logged network failures (no server here) are expected. */
const REACT_ERROR = /Maximum update depth|Cannot update a component|The above error occurred|Each child in a list|uncaught/i;

describe('signed-in screens opened by their address, in French and English', () => {
  let errors: string[] = [];
  beforeEach(() => {
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args.map(String).join(' ')));
    // The chat widget's logged network failures: expected with no server.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  afterAll(() => setLanguage('en', { persist: false }));

  it.each(cases)('$language $path', async ({ language, path, roles }) => {
    const common = locale(language);
    const failed = [common.chunkError.title, common.crashError.title, common.pages.notFound, common.pages.accessDenied];
    setSignedIn('token', user([...roles]));
    const { router } = await renderApp(path, language);
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await waitFor(() => expect(heading.textContent?.trim()).not.toBe(''));
    expect(failed).not.toContain(heading.textContent?.trim());
    expect(router.state.location.pathname).toBe(path);
    expect(document.documentElement.lang).toBe(language);
    expect(errors.filter((error) => REACT_ERROR.test(error))).toEqual([]);
  });
});

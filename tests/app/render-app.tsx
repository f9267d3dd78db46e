import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/app/providers';
import { routes } from '../../src/app/router';
import { setLanguage, type UiLanguage } from '../../src/lib/i18n';
import type { SessionUser } from '../../src/lib/session';

// Route files are lazy chunks that Vite transforms on first import; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 8000 });

// jsdom has no scrolling; ScrollRestoration calls it on every navigation.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });

/** Renders the whole app (the real route table) at `path`, in English unless told otherwise. */
export async function renderApp(path: string, language: UiLanguage = 'en') {
  await setLanguage(language, { persist: false });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

export function user(roles: SessionUser['roles'] = ['client']): SessionUser {
  return {
    id: '0190c7a4-0000-7000-8000-000000000001',
    first_name: 'Amina',
    last_name: 'Haddad',
    email: 'amina@example.org',
    phone: '+212600000000',
    member_since: '2025-01-01T00:00:00Z',
    roles,
  };
}

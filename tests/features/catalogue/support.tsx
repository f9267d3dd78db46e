/** Shared set-up of the catalogue screen tests: a fake-indexeddb mirror, the route in a memory router, fetch stubs. */
import { configure, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { Formation, Lesson, Module, Question, Review } from '../../../contract/catalogue';
import { ME_SYNC_ENTITIES } from '../../../contract/sync';
import { publicDb } from '../../../src/data/db';
import { emptySyncState, type SyncState } from '../../../src/data/sync-state';
import { clearFormationListCache } from '../../../src/features/catalogue/repositories/formation-list-cache';

// IndexedDB (fake) and lazy route chunks are slow on a busy machine.
configure({ asyncUtilTimeout: 8000 });

export interface MirrorContent {
  formations?: Formation[];
  modules?: Module[];
  lessons?: Lesson[];
  questions?: Question[];
  reviews?: Review[];
  sync?: Partial<SyncState> | null;
}

/** Replaces the whole public mirror, as a finished sync would leave it (unless `sync` says otherwise). */
export async function fillMirror(content: MirrorContent): Promise<void> {
  // A page remembered from the previous case would paint first; each case starts from its own mirror.
  clearFormationListCache();
  const db = publicDb();
  await db.transaction('rw', [db.formations, db.modules, db.lessons, db.questions, db.reviews, db.sync_state], async () => {
    await Promise.all([
      db.formations.clear(),
      db.modules.clear(),
      db.lessons.clear(),
      db.questions.clear(),
      db.reviews.clear(),
      db.sync_state.clear(),
    ]);
    await db.formations.bulkPut(content.formations ?? []);
    await db.modules.bulkPut(content.modules ?? []);
    await db.lessons.bulkPut(content.lessons ?? []);
    await db.questions.bulkPut(content.questions ?? []);
    await db.reviews.bulkPut(content.reviews ?? []);
    if (content.sync !== null) {
      await db.sync_state.put({ ...emptySyncState('catalogue'), cursor: 'c-1', synced_at: '2026-01-01T00:00:00.000Z', ...content.sync });
    }
  });
}

function Stand({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} at {location.pathname}
    </p>
  );
}

/** Renders one catalogue route at `path`, with stand-ins for the pages it links to. */
export function renderRoute(route: ReactElement, pattern: string, path: string) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: route },
      { path: '/course/:id/enroll', element: <Stand name="payment screen" /> },
      { path: '/course/:id/study', element: <Stand name="study screen" /> },
      { path: '/course/:id', element: <Stand name="course page" /> },
      { path: '/login', element: <Stand name="login page" /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Suspense fallback={<p>suspended</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return { router, ...view };
}

/** jsdom's page has an address but Node's Request does not resolve relative URLs against it; a browser does. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
}

export function problem(status: number, code: string) {
  return { type: 'about:blank', title: 'x', status, code };
}

/** A caught-up page of the learner's `me` stream (contract/sync.ts) carrying `changes`. */
export function mePage(changes: Partial<Record<keyof typeof ME_SYNC_ENTITIES, unknown[]>> = {}, cursor = 'me-1'): Response {
  const empty = Object.fromEntries(Object.keys(ME_SYNC_ENTITIES).map((name) => [name, []]));
  return json(200, { changes: { ...empty, ...changes }, deleted: empty, cursor, has_more: false, reset: false });
}

/**
 * Stubs fetch with `answer`, recording what the app sent. The sync streams (GET /api/sync/…), which a
 * screen may ask to pull, answer `streams`: by default a 304, nothing changed.
 */
export function stubApi(
  answer: (sent: Sent) => Response | Promise<Response>,
  streams: (sent: Sent) => Response | Promise<Response> = () => new Response(null, { status: 304 }),
): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = await request.text();
      const entry = { method: request.method, path: new URL(request.url).pathname, body: text ? (JSON.parse(text) as unknown) : null };
      sent.push(entry);
      return entry.path.startsWith('/api/sync/') ? streams(entry) : answer(entry);
    }),
  );
  return sent;
}

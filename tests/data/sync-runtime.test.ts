// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { SyncRequest, SyncReply } from '../../src/data/sync-engine';
import { currentUserDb } from '../../src/data/user-db';
import { setSignedIn, setSignedOut } from '../../src/lib/session';

/** Records what the runtime pulls; answers every stream with an empty, caught-up page. */
const requests = vi.hoisted(() => [] as SyncRequest[]);
vi.mock('../../src/data/sync-transport', async () => {
  const { CATALOGUE_SYNC_ENTITIES, ME_SYNC_ENTITIES } = await import('../../contract/sync');
  const emptyPage = (entities: string[]) => ({
    changes: Object.fromEntries(entities.map((name) => [name, []])),
    deleted: Object.fromEntries(entities.map((name) => [name, []])),
    cursor: 'c-1',
    has_more: false,
    reset: false,
  });
  return {
    httpSyncTransport: async (request: SyncRequest): Promise<SyncReply> => {
      requests.push(request);
      const entities = Object.keys(request.path === 'sync/me' ? ME_SYNC_ENTITIES : CATALOGUE_SYNC_ENTITIES);
      return { status: 200, etag: '"c-1"', body: emptyPage(entities) };
    },
  };
});

const { startBackgroundSync, syncNow } = await import('../../src/data/sync-runtime');

const LEARNER = {
  id: '0190eeee-0000-7000-8000-000000000001',
  first_name: 'Amina',
  last_name: 'Haddad',
  email: 'amina@example.org',
  phone: '+212600000000',
  member_since: '2025-01-01T00:00:00Z',
  roles: ['client' as const],
};

afterAll(() => startBackgroundSync().stop());

describe('background sync runtime', () => {
  it('before the app starts it, pulls only what a screen asks for, one request, and nothing on its own', async () => {
    setSignedOut();
    expect(await syncNow('catalogue')).toBe('synced');
    expect(requests.map((request) => request.path)).toEqual(['sync/catalogue']);
    // Not started: coming online is no trigger yet.
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toHaveLength(1);
    requests.length = 0;
  });

  it('pulls the catalogue at start, then the learner stream while someone is signed in', async () => {
    setSignedOut();
    const engine = startBackgroundSync();
    expect(startBackgroundSync()).toBe(engine);
    await vi.waitFor(() => expect(requests.map((request) => request.path)).toContain('sync/catalogue'));
    expect(requests.map((request) => request.path)).not.toContain('sync/me');
    expect(currentUserDb()).toBeNull();

    setSignedIn('token', LEARNER);
    expect(currentUserDb()?.name).toBe(`academy-user-${LEARNER.id}`);
    await vi.waitFor(() => expect(requests.map((request) => request.path)).toContain('sync/me'));
    await vi.waitFor(async () => expect((await currentUserDb()?.sync_state.get('me'))?.cursor).toBe('c-1'));

    setSignedOut();
    expect(currentUserDb()).toBeNull();
    requests.length = 0;
    await engine.syncAll();
    expect(requests.map((request) => request.path)).toEqual(['sync/catalogue']);
  });
});

// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../contract/constants';
import { readCredentialCopy, writeCredentialCopy } from '../../../src/data/credential-copy';
import { enqueue } from '../../../src/data/outbox/enqueue';
import { countUndelivered } from '../../../src/data/outbox/outbox-queries';
import { currentUserDb, openUserDb } from '../../../src/data/user-db';
import { logout } from '../../../src/features/profile/logout';
import { onSessionExpired, setSignedIn, storeCredentials, useSession } from '../../../src/lib/session';
import { jsonResponse, stubApi, USER } from '../auth/support';

const TOKEN = 'k'.repeat(43);

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  storeCredentials(TOKEN, USER, true);
  setSignedIn(TOKEN, USER);
  await writeCredentialCopy({ token: TOKEN, user_id: USER.id });
  setOnline(true);
});
afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it('forgets every credential on the device and revokes the session on the server', async () => {
    const sent = stubApi(() => new Response(null, { status: 204 }));
    const headers: (string | null)[] = [];
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', (request: Request) => {
      headers.push(request.headers.get('authorization'));
      return fetchStub(request);
    });
    await logout();
    expect(useSession.getState()).toMatchObject({ token: null, user: null, role: null });
    for (const key of [STORAGE_KEYS.authToken, STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.role]) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(await readCredentialCopy()).toBeNull();
    expect(sent).toEqual([{ method: 'POST', path: '/api/logout', body: null }]);
    expect(headers).toEqual([`Bearer ${TOKEN}`]);
  });

  it('offline, signs out locally and sends nothing', async () => {
    const sent = stubApi(() => jsonResponse(204, null));
    setOnline(false);
    await logout();
    expect(useSession.getState().token).toBeNull();
    expect(sent).toEqual([]);
  });

  it('a refused logout (session already gone) is still a logout, without the "session expired" redirect', async () => {
    stubApi(() => jsonResponse(401, { type: 'about:blank', title: 'x', status: 401, code: 'auth.not_authorized' }));
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    await logout();
    stop();
    expect(useSession.getState().token).toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });

  it('closes the private database but keeps the owner’s pending outbox rows for their next login', async () => {
    stubApi(() => new Response(null, { status: 204 }));
    const db = openUserDb(USER.id);
    await enqueue(db, { kind: 'enrollment', path: 'enrollments', body: { formation_id: 'x' }, userId: USER.id });
    expect(await countUndelivered(USER.id)).toBe(1);
    await logout();
    expect(currentUserDb()).toBeNull();
    expect(await countUndelivered(USER.id)).toBe(1);
  });
});

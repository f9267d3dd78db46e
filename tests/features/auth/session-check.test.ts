// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../contract/constants';
import { checkStoredSession } from '../../../src/features/auth/session-check';
import { clearCredentialCopy, readCredentialCopy, writeCredentialCopy } from '../../../src/data/credential-copy';
import { onSessionExpired, readStoredUser, storeCredentials, useSession } from '../../../src/lib/session';
import { jsonResponse, problem, stubApi, USER } from './support';

const TOKEN = 'k'.repeat(43);
const STALE = { ...USER, first_name: 'Old name' };

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await clearCredentialCopy();
  storeCredentials(TOKEN, STALE, true);
  useSession.setState({ user: null, token: TOKEN, role: null, loading: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('start-up session check (SPEC §4)', () => {
  it('confirms the token with GET /api/me and signs in with the fresh user', async () => {
    const sent = stubApi(() => jsonResponse(200, USER));
    await checkStoredSession();
    expect(sent).toEqual([{ method: 'GET', path: '/api/me', body: null }]);
    expect(useSession.getState()).toMatchObject({ loading: false, token: TOKEN, role: 'client', user: { first_name: 'Khadija' } });
    expect(readStoredUser()?.first_name).toBe('Khadija');
    expect(await readCredentialCopy()).toEqual({ token: TOKEN, user_id: USER.id });
  });

  it.each([401, 403])('a %s clears every stored credential and signs out', async (status) => {
    await writeCredentialCopy({ token: TOKEN, user_id: USER.id });
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    stubApi(() => jsonResponse(status, problem(status, status === 401 ? 'auth.not_authorized' : 'auth.access_denied')));
    await checkStoredSession();
    stop();
    expect(useSession.getState()).toMatchObject({ loading: false, token: null, user: null });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(expired).toHaveBeenCalled();
    await vi.waitFor(async () => expect(await readCredentialCopy()).toBeNull());
  });

  it('a network failure keeps the stored session: the learner is offline, not logged out', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await checkStoredSession();
    expect(useSession.getState()).toMatchObject({ loading: false, token: TOKEN, role: 'client', user: { first_name: 'Old name' } });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(TOKEN);
  });

  it('a server error keeps the stored session too', async () => {
    stubApi(() => jsonResponse(503, problem(503, 'server.error')));
    await checkStoredSession();
    expect(useSession.getState()).toMatchObject({ token: TOKEN, user: { first_name: 'Old name' } });
  });

  it('without a stored token it settles signed out without calling the server', async () => {
    localStorage.clear();
    const sent = stubApi(() => jsonResponse(200, USER));
    await checkStoredSession();
    expect(sent).toEqual([]);
    expect(useSession.getState()).toMatchObject({ loading: false, token: null, user: null });
  });
});

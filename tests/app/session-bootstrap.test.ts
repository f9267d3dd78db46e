// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import { startSession } from '../../src/app/session-bootstrap';
import { storeCredentials, useSession } from '../../src/lib/session';
import { user } from './render-app';

describe('session start-up (SPEC §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useSession.setState({ user: null, token: null, role: null, loading: true });
  });

  it('settles signed out at once without a stored token', () => {
    startSession();
    expect(useSession.getState()).toMatchObject({ loading: false, user: null, token: null });
  });

  it('signs in from the stored credentials', async () => {
    storeCredentials('stored-token', user(['agent']), false);
    useSession.setState({ token: 'stored-token' });
    startSession();
    await expect.poll(() => useSession.getState().loading).toBe(false);
    expect(useSession.getState()).toMatchObject({ token: 'stored-token', role: 'agent', user: { first_name: 'Amina' } });
  });

  it('clears a token that has no user with it', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'orphan');
    useSession.setState({ token: 'orphan' });
    startSession();
    await expect.poll(() => useSession.getState().loading).toBe(false);
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManagedUser } from '../../../contract/users';
import { HttpProblem } from '../../../server/lib/http/problem';
import { setRoles } from '../../../server/modules/users/people-service';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn } from '../auth/support';

// Logins hash with scrypt at production cost (server/lib/auth/passwords.ts): slow on purpose, more so on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

/** A fresh database, so the number of admins is exactly what each test makes it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const act = (token: string, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('the last admin', () => {
  it('cannot be demoted or disabled while alone', async () => {
    const only = await signedIn(t, ['admin']);
    const demote = await act(only.token, 'PUT', `/api/admin/users/${only.id}/roles`, { roles: ['client'] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'users.last_admin' });
    const disable = await act(only.token, 'POST', `/api/admin/users/${only.id}/disable`);
    expect(disable.statusCode).toBe(409);
    expect(disable.json()).toMatchObject({ code: 'users.last_admin' });
  });

  it('two admins demoting each other at the same moment leave one admin', async () => {
    const first = await signedIn(t, ['admin']);
    const second = await signedIn(t, ['admin']);
    // The admin of the previous test is disabled here so these two are the only enabled admins.
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/users?role=admin', headers: bearer(first.token) });
    for (const user of listed.json<{ data: ManagedUser[] }>().data) {
      if (user.id !== first.id && user.id !== second.id) {
        expect((await act(first.token, 'POST', `/api/admin/users/${user.id}/disable`)).statusCode).toBe(200);
      }
    }
    const [a, b] = await Promise.all([
      act(first.token, 'PUT', `/api/admin/users/${second.id}/roles`, { roles: ['agent'] }),
      act(second.token, 'PUT', `/api/admin/users/${first.id}/roles`, { roles: ['agent'] }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?role=admin',
      headers: bearer(a.statusCode === 200 ? first.token : second.token),
    });
    expect(admins.json<{ data: ManagedUser[] }>().data.filter((user) => !user.disabled)).toHaveLength(1);
  });

  it('thirty rounds of mutual demotion never deadlock: each round one wins, the other is refused', async () => {
    const first = await signedIn(t, ['admin']);
    const second = await signedIn(t, ['admin']);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/users?role=admin', headers: bearer(first.token) });
    for (const user of listed.json<{ data: ManagedUser[] }>().data) {
      if (user.id !== first.id && user.id !== second.id && !user.disabled) {
        expect((await act(first.token, 'POST', `/api/admin/users/${user.id}/disable`)).statusCode).toBe(200);
      }
    }
    const { db } = t.app.database;
    for (let round = 0; round < 30; round += 1) {
      await setRoles(db, first.id, second.id, ['admin']).catch(() => undefined);
      await setRoles(db, second.id, first.id, ['admin']).catch(() => undefined);
      const outcomes = await Promise.allSettled([
        setRoles(db, first.id, second.id, ['agent']),
        setRoles(db, second.id, first.id, ['agent']),
      ]);
      const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
      // Without serialised changes PostgreSQL killed one side as a deadlock, and the API answered 500.
      expect(refused.map((reason) => (reason instanceof HttpProblem ? reason.code : String(reason)))).toEqual(['users.last_admin']);
    }
  });
});

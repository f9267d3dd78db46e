/**
 * The role × route matrix of people management (docs/permissions.md), every cell asserted:
 * anonymous, client, agent and admin against each route. A state-changing cell acts on a fresh client,
 * so one refusal or success never changes what the next cell sees.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, insertPerson, signedIn, uniqueEmail, type Person } from '../auth/support';

// Logins hash with scrypt at production cost (server/lib/auth/passwords.ts): slow on purpose, more so on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

type Actor = 'anonymous' | 'client' | 'agent' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'client', 'agent', 'admin'];

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: (targetId: string) => string;
  payload?: () => object;
  expected: Record<Actor, number>;
}

const DENY_BUT_ADMIN = (ok: number) => ({ anonymous: 401, client: 403, agent: 403, admin: ok });

/** Exported through the test names; docs/permissions.md copies this table. */
const MATRIX: RouteCase[] = [
  {
    name: 'GET /api/admin/users?role=client',
    method: 'GET',
    url: () => '/api/admin/users?role=client',
    expected: { anonymous: 401, client: 403, agent: 200, admin: 200 },
  },
  { name: 'GET /api/admin/users (everyone)', method: 'GET', url: () => '/api/admin/users', expected: DENY_BUT_ADMIN(200) },
  { name: 'GET /api/admin/users?role=agent', method: 'GET', url: () => '/api/admin/users?role=agent', expected: DENY_BUT_ADMIN(200) },
  { name: 'GET /api/admin/users?role=admin', method: 'GET', url: () => '/api/admin/users?role=admin', expected: DENY_BUT_ADMIN(200) },
  {
    name: 'POST /api/admin/users (create agent)',
    method: 'POST',
    url: () => '/api/admin/users',
    payload: () => ({ first_name: 'New', last_name: 'Agent', email: uniqueEmail('agent'), password: 'temporary-pass', role: 'agent' }),
    expected: DENY_BUT_ADMIN(201),
  },
  {
    name: 'POST /api/admin/users (create admin)',
    method: 'POST',
    url: () => '/api/admin/users',
    payload: () => ({ first_name: 'New', last_name: 'Admin', email: uniqueEmail('admin'), password: 'temporary-pass', role: 'admin' }),
    expected: DENY_BUT_ADMIN(201),
  },
  {
    name: 'PUT /api/admin/users/:id/roles',
    method: 'PUT',
    url: (id) => `/api/admin/users/${id}/roles`,
    payload: () => ({ roles: ['agent'] }),
    expected: DENY_BUT_ADMIN(200),
  },
  {
    name: 'POST /api/admin/users/:id/disable',
    method: 'POST',
    url: (id) => `/api/admin/users/${id}/disable`,
    expected: DENY_BUT_ADMIN(200),
  },
  { name: 'POST /api/admin/users/:id/enable', method: 'POST', url: (id) => `/api/admin/users/${id}/enable`, expected: DENY_BUT_ADMIN(200) },
  {
    name: 'POST /api/admin/users/:id/reset-password',
    method: 'POST',
    url: (id) => `/api/admin/users/${id}/reset-password`,
    payload: () => ({ password: 'temporary-pass' }),
    expected: DENY_BUT_ADMIN(200),
  },
];

let t: TestApp;
const people: Partial<Record<Actor, Person>> = {};
beforeAll(async () => {
  t = await createTestApp();
  people.client = await signedIn(t, ['client']);
  people.agent = await signedIn(t, ['agent']);
  people.admin = await signedIn(t, ['admin']);
});
afterAll(() => t.close());

describe.each(MATRIX)('$name', (route) => {
  it.each(ACTORS)('as %s', async (actor) => {
    const target = await insertPerson(t, ['client']);
    const person = people[actor as Exclude<Actor, 'anonymous'>];
    const response = await t.app.inject({
      method: route.method,
      url: route.url(target.id),
      headers: person ? bearer(person.token) : {},
      ...(route.payload ? { payload: route.payload() } : {}),
    });
    expect(response.statusCode, response.body).toBe(route.expected[actor]);
    if (response.statusCode === 401) expect(response.json()).toMatchObject({ code: 'auth.not_authorized' });
    if (response.statusCode === 403) expect(response.json()).toMatchObject({ code: 'auth.access_denied' });
  });
});

describe('refusals come before validation', () => {
  it.each(['anonymous', 'client', 'agent'] as const)('a %s sending a bad body still gets 401/403, not 422', async (actor) => {
    const person = actor === 'anonymous' ? undefined : people[actor];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: person ? bearer(person.token) : {},
      payload: { role: 'nonsense' },
    });
    expect(response.statusCode).toBe(actor === 'anonymous' ? 401 : 403);
  });
});

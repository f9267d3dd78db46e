import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../../../contract/auth';
import type { ManagedUser, ManagedUserPage } from '../../../contract/users';
import { insertUser } from '../../../server/modules/auth/user-store';
import { hashPassword } from '../../../server/lib/auth/passwords';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, insertPerson, login, PASSWORD, signedIn, uniqueEmail, type Person } from '../auth/support';

// Logins hash with scrypt at production cost (server/lib/auth/passwords.ts): slow on purpose, more so on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let admin: Person;
let agent: Person;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, ['admin']);
  agent = await signedIn(t, ['agent']);
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });

describe('GET /api/admin/users', () => {
  let marker: string;
  beforeAll(async () => {
    marker = `zq${Date.now().toString(36)}`;
    const hash = await hashPassword(PASSWORD);
    for (let index = 0; index < 5; index += 1) {
      await insertUser(t.database.db, {
        firstName: `${marker}First${index}`,
        lastName: 'Listed',
        email: uniqueEmail(`${marker}-${index}`),
        phone: `+21266100000${index}`,
        passwordHash: hash,
        roles: ['client'],
      });
    }
  });

  it('pages the results with meta, newest first', async () => {
    const response = await asAdmin('GET', `/api/admin/users?q=${marker}&per_page=2&page=2`);
    expect(response.statusCode).toBe(200);
    const body = response.json<ManagedUserPage>();
    expect(body.meta).toEqual({ page: 2, per_page: 2, total: 5, total_pages: 3, next: body.data[1]?.id, total_capped: false });
    expect(body.data.map((user) => user.first_name)).toEqual([`${marker}First2`, `${marker}First1`]);
    expect(body.data[0]).toMatchObject({ roles: ['client'], disabled: false });
    expect(body.data[0]).not.toHaveProperty('password_hash');
  });

  it('searches by name, full name, e-mail and phone, ignoring case', async () => {
    const search = async (q: string) =>
      (await asAdmin('GET', `/api/admin/users?q=${encodeURIComponent(q)}`)).json<ManagedUserPage>().data.map((u) => u.first_name);
    expect(await search(`${marker.toUpperCase()}FIRST3`)).toEqual([`${marker}First3`]);
    expect(await search(`${marker}First4 Listed`)).toEqual([`${marker}First4`]);
    expect(await search(`${marker}-1-`.toUpperCase())).toEqual([`${marker}First1`]);
    expect(await search('0661 000 002')).toContain(`${marker}First2`);
    expect(await search('+212661000003')).toContain(`${marker}First3`);
    expect(await search('%')).toEqual([]);
  });

  it('filters by role', async () => {
    const body = (await asAdmin('GET', '/api/admin/users?role=agent&per_page=100')).json<ManagedUserPage>();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((user) => user.roles.includes('agent'))).toBe(true);
  });

  it('lets an agent list clients, and only clients', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/users?role=client&q=${marker}`, headers: bearer(agent.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json<ManagedUserPage>().meta.total).toBe(5);
  });

  it.each([
    ['page=0', 'page'],
    ['per_page=101', 'per_page'],
    ['role=owner', 'role'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('answers 422 to %s', async (query, field) => {
    const response = await asAdmin('GET', `/api/admin/users?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: object }>().errors).toHaveProperty(field);
  });
});

describe('POST /api/admin/users', () => {
  it('creates an agent who must change the temporary password, and who can then log in', async () => {
    const email = uniqueEmail('new-agent');
    const response = await asAdmin('POST', '/api/admin/users', {
      first_name: 'Omar',
      last_name: 'Haddad',
      email: email.toUpperCase(),
      phone: '0522123456',
      password: 'temporary-pass',
      role: 'agent',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<ManagedUser>()).toMatchObject({
      email,
      roles: ['agent'],
      phone: '+212522123456',
      must_change_password: true,
      disabled: false,
    });
    const session = await login(t, email, 'temporary-pass', { ip: '10.80.0.1' });
    expect(session.statusCode).toBe(200);
    expect(session.json<LoginResponse>()).toMatchObject({ role: 'agent', user: { must_change_password: true } });
  });

  it('accepts staff without a phone', async () => {
    const response = await asAdmin('POST', '/api/admin/users', {
      first_name: 'No',
      last_name: 'Phone',
      email: uniqueEmail('staff'),
      password: 'temporary-pass',
      role: 'admin',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<ManagedUser>()).toMatchObject({ phone: '', roles: ['admin'] });
  });

  it('refuses an address in use with 409 registration.email_taken', async () => {
    const response = await asAdmin('POST', '/api/admin/users', {
      first_name: 'Dup',
      last_name: 'Licate',
      email: agent.email.toUpperCase(),
      password: 'temporary-pass',
      role: 'agent',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'registration.email_taken' });
  });

  it.each([
    ['role client', { role: 'client' }, 'role'],
    ['role missing', { role: undefined }, 'role'],
    ['short password', { password: 'short' }, 'password'],
    ['invalid e-mail', { email: 'x' }, 'email'],
    ['invalid phone', { phone: '12' }, 'phone'],
  ])('answers 422 for %s', async (_name, overrides, field) => {
    const response = await asAdmin('POST', '/api/admin/users', {
      first_name: 'A',
      last_name: 'B',
      email: uniqueEmail('bad'),
      password: 'temporary-pass',
      role: 'agent',
      ...overrides,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: object }>().errors).toHaveProperty(field);
  });
});

describe('PUT /api/admin/users/:id/roles', () => {
  it('replaces the roles; the next login reports the highest first', async () => {
    const target = await insertPerson(t, ['client']);
    const response = await asAdmin('PUT', `/api/admin/users/${target.id}/roles`, { roles: ['client', 'agent'] });
    expect(response.statusCode).toBe(200);
    expect(response.json<ManagedUser>().roles).toEqual(['agent', 'client']);
    const session = (await login(t, target.email, PASSWORD, { ip: '10.81.0.1' })).json<LoginResponse>();
    expect(session.role).toBe('agent');
  });

  it.each([
    ['no roles', { roles: [] }],
    ['an unknown role', { roles: ['owner'] }],
    ['a repeated role', { roles: ['agent', 'agent'] }],
    ['no body', {}],
  ])('answers 422 for %s', async (_name, payload) => {
    const target = await insertPerson(t, ['client']);
    expect((await asAdmin('PUT', `/api/admin/users/${target.id}/roles`, payload)).statusCode).toBe(422);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await asAdmin('PUT', '/api/admin/users/0190a4b2-0000-7000-8000-000000000000/roles', { roles: ['agent'] })).statusCode).toBe(
      404,
    );
    expect((await asAdmin('PUT', '/api/admin/users/not-a-uuid/roles', { roles: ['agent'] })).statusCode).toBe(404);
  });

  it('lets an admin add a role to themselves but never drop their own admin role', async () => {
    const self = await signedIn(t, ['admin']);
    const put = (roles: string[]) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/users/${self.id}/roles`, headers: bearer(self.token), payload: { roles } });
    expect((await put(['admin', 'client'])).statusCode).toBe(200);
    const drop = await put(['client']);
    expect(drop.statusCode).toBe(409);
    expect(drop.json()).toMatchObject({ code: 'users.self_change_forbidden' });
  });
});

describe('disable and enable', () => {
  it('disabling signs the person out everywhere and blocks login; enabling lets them back in', async () => {
    const target = await signedIn(t, ['client']);
    const disabled = await asAdmin('POST', `/api/admin/users/${target.id}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<ManagedUser>().disabled).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(target.token) })).statusCode).toBe(401);
    expect((await login(t, target.email, PASSWORD, { ip: '10.82.0.1' })).json()).toMatchObject({ code: 'auth.account_disabled' });
    const enabled = await asAdmin('POST', `/api/admin/users/${target.id}/enable`);
    expect(enabled.json<ManagedUser>().disabled).toBe(false);
    expect((await login(t, target.email, PASSWORD, { ip: '10.82.0.1' })).statusCode).toBe(200);
  });

  it('an admin cannot disable themselves', async () => {
    const response = await asAdmin('POST', `/api/admin/users/${admin.id}/disable`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'users.self_change_forbidden' });
  });
});

describe('POST /api/admin/users/:id/reset-password', () => {
  it('sets a temporary password, ends every session and asks for a change at next login', async () => {
    const target = await signedIn(t, ['client']);
    const response = await asAdmin('POST', `/api/admin/users/${target.id}/reset-password`, { password: 'temporary-pass' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ManagedUser>().must_change_password).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(target.token) })).statusCode).toBe(401);
    expect((await login(t, target.email, PASSWORD, { ip: '10.83.0.1' })).statusCode).toBe(401);
    const session = await login(t, target.email, 'temporary-pass', { ip: '10.83.0.2' });
    expect(session.json<LoginResponse>().user.must_change_password).toBe(true);
  });

  it('answers 422 for a short password and 409 for one own account', async () => {
    const target = await insertPerson(t, ['client']);
    expect((await asAdmin('POST', `/api/admin/users/${target.id}/reset-password`, { password: 'short' })).statusCode).toBe(422);
    const self = await asAdmin('POST', `/api/admin/users/${admin.id}/reset-password`, { password: 'temporary-pass' });
    expect(self.json()).toMatchObject({ code: 'users.self_change_forbidden' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../../contract/editor';
import type { Role } from '../../../contract/roles';
import { createTestApp, type TestApp } from '../helpers';
import { signedIn } from '../auth/support';
import { must } from '../catalogue/fixture';
import { buildFormation, caller, type Built } from './support';

/**
 * The editor's role matrix (docs/permissions.md): every route × anonymous, client, agent, admin. Anonymous
 * is 401, a client 403, before any body is read; agents and admins get past the guard (the status they get
 * then is the route's own: 2xx, or 404/422 for the placeholder ids and bodies used here).
 */

let t: TestApp;
let b: Built;
const tokens: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['client', 'agent', 'admin'] as const) tokens[role] = (await signedIn(t, [role])).token;
  b = await buildFormation(caller(t, must(tokens.admin)), 'Matrix');
});
afterAll(() => t.close());

const other = '0190c0de-0000-7000-8000-000000000000';
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function routes(): [Method, string][] {
  const id = b.formation.id;
  const moduleId = must(b.modules[0]).id;
  const lessonId = must(b.lessons[0]).id;
  const questionId = must(b.questions[0]).id;
  return [
    ['GET', adminPaths.formations],
    ['POST', adminPaths.formations],
    ['GET', adminPaths.formation(id)],
    ['PATCH', adminPaths.formation(id)],
    ['DELETE', adminPaths.formation(other)],
    ['POST', adminPaths.publish(other)],
    ['POST', adminPaths.unpublish(other)],
    ['PUT', adminPaths.thumbnail(other)],
    ['POST', adminPaths.modules(id)],
    ['PUT', adminPaths.moduleOrder(id)],
    ['PATCH', adminPaths.module(id, moduleId)],
    ['DELETE', adminPaths.module(id, other)],
    ['POST', adminPaths.lessons(id, moduleId)],
    ['PUT', adminPaths.lessonOrder(id, moduleId)],
    ['PATCH', adminPaths.lesson(id, moduleId, lessonId)],
    ['DELETE', adminPaths.lesson(id, moduleId, other)],
    ['POST', adminPaths.attachments(id, moduleId, lessonId)],
    ['DELETE', adminPaths.attachment(id, moduleId, lessonId, other)],
    ['GET', adminPaths.questions(id)],
    ['POST', adminPaths.questions(id)],
    ['PUT', adminPaths.questionOrder(id)],
    ['PATCH', adminPaths.question(id, questionId)],
    ['DELETE', adminPaths.question(id, other)],
    ['GET', adminPaths.stats],
  ];
}

async function statusOf(method: Method, url: string, token: string | null): Promise<{ status: number; code: string | undefined }> {
  const res = await t.app.inject({
    method,
    url,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, code: res.statusCode >= 400 ? res.json<{ code?: string }>().code : undefined };
}

describe('editor role matrix', () => {
  it('lists 24 routes', () => {
    expect(routes()).toHaveLength(24);
  });

  it('refuses anonymous callers with 401 on every route', async () => {
    for (const [method, url] of routes()) {
      expect(await statusOf(method, url, null), `${method} ${url}`).toEqual({ status: 401, code: 'auth.not_authorized' });
    }
  });

  it('refuses clients with 403 on every route', async () => {
    for (const [method, url] of routes()) {
      expect(await statusOf(method, url, must(tokens.client)), `${method} ${url}`).toEqual({ status: 403, code: 'auth.access_denied' });
    }
  });

  for (const role of ['agent', 'admin'] as const) {
    it(`lets ${role}s through every route`, async () => {
      for (const [method, url] of routes()) {
        const { status, code } = await statusOf(method, url, must(tokens[role]));
        expect([401, 403], `${method} ${url}`).not.toContain(status);
        expect(status, `${method} ${url}: ${code}`).toBeLessThan(500);
      }
    });
  }

  it('does not read an upload before the role check', async () => {
    const boundary = '----matrix';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.alloc(64 * 1024 * 1024),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: adminPaths.attachments(b.formation.id, must(b.modules[0]).id, must(b.lessons[0]).id),
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${must(tokens.client)}` },
    });
    expect(res.statusCode).toBe(403);
  });
});

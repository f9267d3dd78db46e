import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../contract/uuid';
import { seedFixture, type Fixture } from '../catalogue/fixture';
import { createTestApp, type TestApp } from '../helpers';
import { signedIn } from '../auth/support';

/**
 * POST /api/packs/imports: a phone's outbox tells the academy a course pack was imported. Counted once per
 * outbox row (its Idempotency-Key), validated, and shown to staff in GET /api/admin/stats. It opens nothing.
 */
let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedFixture(t);
});
afterAll(() => t.close());

const post = (token: string, body: unknown, key = uuidv7()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/packs/imports',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    payload: body as object,
  });

async function stats(token: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { authorization: `Bearer ${token}` } })).json<{
    pack_imports_this_month: number;
    formations: { id: string; pack_imports: number }[];
  }>();
}

describe('POST /api/packs/imports', () => {
  it('counts an import once however often the outbox replays it, and staff see it', async () => {
    const learner = await signedIn(t, ['client']);
    const admin = await signedIn(t, ['admin']);
    const before = await stats(admin.token);
    const key = uuidv7();
    const first = await post(learner.token, { formation_id: f.paidId, version: 'abc', bytes: 123456 }, key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id: key, formation_id: f.paidId, version: 'abc', bytes: 123456 });
    expect((await post(learner.token, { formation_id: f.paidId, version: 'abc', bytes: 123456 }, key)).statusCode).toBe(201);
    const after = await stats(admin.token);
    expect(after.pack_imports_this_month).toBe(before.pack_imports_this_month + 1);
    const count = (s: typeof after) => s.formations.find((row) => row.id === f.paidId)?.pack_imports ?? 0;
    expect(count(after)).toBe(count(before) + 1);
    // Importing opens nothing: the paid formation's manifest is still refused.
    const manifest = await t.app.inject({
      method: 'GET',
      url: `/api/formations/${f.paidId}/offline-manifest`,
      headers: { authorization: `Bearer ${learner.token}` },
    });
    expect(manifest.statusCode).toBe(402);
  });

  it('refuses bad input with a problem, an unknown formation with 404, and a stranger with 401', async () => {
    const learner = await signedIn(t, ['client']);
    for (const body of [
      {},
      { formation_id: 'x', version: 'a', bytes: 1 },
      { formation_id: f.freeId, version: '', bytes: 1 },
      { formation_id: f.freeId, version: 'a', bytes: -1 },
      { formation_id: f.freeId, version: 'a', bytes: 1.5 },
    ]) {
      const res = await post(learner.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await post(learner.token, { formation_id: '01900000-0000-7000-8000-000000000000', version: 'a', bytes: 1 })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/packs/imports', payload: { formation_id: f.freeId, version: 'a', bytes: 1 } }))
        .statusCode,
    ).toBe(401);
  });
});

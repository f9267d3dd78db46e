import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnrollmentSchema, EnrollmentStatusSchema } from '../../../contract/catalogue';
import { enrollments, formations } from '../../../server/db/schema/catalogue';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn } from '../auth/support';
import { seedFixture, type Fixture } from './fixture';

let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedFixture(t);
});
afterAll(() => t.close());

const status = (formationId: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/enrollments/${formationId}`, headers: token ? bearer(token) : {} });
const enroll = (payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/enrollments', payload: payload as object, headers: token ? bearer(token) : {} });

async function students(id: string): Promise<number> {
  const [row] = await t.database.db.select({ value: formations.studentsCount }).from(formations).where(eq(formations.id, id));
  return row?.value ?? -1;
}

describe('enrollment', () => {
  it('needs a signed-in user: 401 auth.not_authorized otherwise', async () => {
    expect((await status(f.freeId)).json()).toMatchObject({ status: 401, code: 'auth.not_authorized' });
    expect((await enroll({ formation_id: f.freeId })).json()).toMatchObject({ status: 401, code: 'auth.not_authorized' });
    expect((await status(f.freeId, 'not-a-live-token')).statusCode).toBe(401);
  });

  it('enrolls in a free formation at once, counts the student, and a second call changes nothing', async () => {
    const learner = await signedIn(t, ['client']);
    expect(v.parse(EnrollmentStatusSchema, (await status(f.freeId, learner.token)).json())).toEqual({ enrolled: false, enrollment: null });
    const before = await students(f.freeId);

    const first = await enroll({ formation_id: f.freeId }, learner.token);
    expect(first.statusCode).toBe(201);
    const enrollment = v.parse(EnrollmentSchema, first.json());
    expect(enrollment).toMatchObject({ formation_id: f.freeId, status: 'active' });
    expect(await students(f.freeId)).toBe(before + 1);

    const again = await enroll({ formation_id: f.freeId }, learner.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(enrollment);
    expect(await students(f.freeId)).toBe(before + 1);

    const checked = v.parse(EnrollmentStatusSchema, (await status(f.freeId, learner.token)).json());
    expect(checked).toEqual({ enrolled: true, enrollment });
    // Another learner of the same formation sees only their own enrollment (none).
    const neighbour = await signedIn(t, ['client']);
    expect((await status(f.freeId, neighbour.token)).json()).toEqual({ enrolled: false, enrollment: null });
  });

  it('staff may enroll too (every role may study)', async () => {
    const agent = await signedIn(t, ['agent']);
    expect((await enroll({ formation_id: f.freeId }, agent.token)).statusCode).toBe(201);
  });

  it('refuses a paid formation with 402 enrollment.payment_required and creates nothing', async () => {
    const learner = await signedIn(t, ['client']);
    const res = await enroll({ formation_id: f.paidId }, learner.token);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ type: 'about:blank', title: 'Payment Required', status: 402, code: 'enrollment.payment_required' });
    const rows = await t.database.db.select().from(enrollments).where(eq(enrollments.userId, learner.id));
    expect(rows).toEqual([]);
    expect(v.parse(EnrollmentStatusSchema, (await status(f.paidId, learner.token)).json()).enrolled).toBe(false);
  });

  it('shows a pending (unpaid) enrollment as not enrolled', async () => {
    const learner = await signedIn(t, ['client']);
    await t.database.db
      .insert(enrollments)
      .values({ id: crypto.randomUUID(), userId: learner.id, formationId: f.paidId, status: 'pending' });
    const body = v.parse(EnrollmentStatusSchema, (await status(f.paidId, learner.token)).json());
    expect(body.enrolled).toBe(false);
    expect(body.enrollment?.status).toBe('pending');
  });

  it('answers 404 for an unpublished formation and 422 for a bad body or id', async () => {
    const learner = await signedIn(t, ['client']);
    expect((await enroll({ formation_id: f.hiddenId }, learner.token)).statusCode).toBe(404);
    expect((await status(f.hiddenId, learner.token)).statusCode).toBe(404);
    expect((await enroll({}, learner.token)).json()).toMatchObject({
      status: 422,
      errors: { formation_id: ['validation.field_required'] },
    });
    expect((await enroll({ formation_id: 'x' }, learner.token)).json()).toMatchObject({
      status: 422,
      errors: { formation_id: ['validation.invalid_value'] },
    });
    expect((await status('nope', learner.token)).statusCode).toBe(422);
  });
});

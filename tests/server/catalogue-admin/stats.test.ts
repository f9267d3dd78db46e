import * as v from 'valibot';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, StaffStatsSchema, type StaffStats } from '../../../contract/editor';
import { uuidv7 } from '../../../contract/uuid';
import { enrollments } from '../../../server/db/schema/catalogue';
import { certificates } from '../../../server/db/schema/exam';
import { contactMessages } from '../../../server/db/schema/site';
import { monthStart } from '../../../server/modules/catalogue-admin/stats-service';
import { createTestApp, type TestApp } from '../helpers';
import { insertPerson, signedIn } from '../auth/support';
import { buildFormation, caller, okJson, type Call } from './support';

let t: TestApp;
let staff: Call;
beforeAll(async () => {
  t = await createTestApp();
  staff = caller(t, (await signedIn(t, ['admin'])).token);
});
afterAll(() => t.close());

const longAgo = () => new Date(Date.now() - 40 * 24 * 3600 * 1000);

async function enroll(userId: string, formationId: string, enrolledAt = new Date(), status: 'active' | 'pending' = 'active') {
  await t.database.db.insert(enrollments).values({ id: uuidv7(), userId, formationId, status, enrolledAt });
}

async function certify(userId: string, formationId: string, issuedAt = new Date()) {
  await t.database.db.insert(certificates).values({
    id: uuidv7(),
    code: uuidv7().replace(/-/g, '').slice(0, 20).toUpperCase(),
    userId,
    formationId,
    score: 8,
    issuedAt,
    holderName: 'Test',
    formationTitle: { ar: 'ع', fr: 'f', en: 'e' },
    signature: 'x',
    keyId: 'k',
  });
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe('GET /api/admin/stats', () => {
  it('counts from the database: learners, this month’s enrollments and certificates, unread messages, completion per formation', async () => {
    const empty = v.parse(StaffStatsSchema, okJson<StaffStats>(await staff('GET', adminPaths.stats)));
    expect(empty).toMatchObject({ learners: 0, enrollments_this_month: 0, unread_messages: 0, certificates_this_month: 0, formations: [] });

    const [a, bFormation, c] = [
      await buildFormation(staff, 'Alpha'),
      await buildFormation(staff, 'Beta'),
      await buildFormation(staff, 'Gamma'),
    ];
    const learners = await Promise.all([1, 2, 3].map(() => insertPerson(t, ['client'])));
    await insertPerson(t, ['agent']);
    const [l1, l2, l3] = learners.map((person) => person.id) as [string, string, string];
    await enroll(l1, a.formation.id);
    await enroll(l2, a.formation.id, longAgo());
    await enroll(l3, a.formation.id, new Date(), 'pending');
    await enroll(l1, bFormation.formation.id);
    await certify(l1, a.formation.id);
    await certify(l1, bFormation.formation.id, longAgo());
    await t.database.db.insert(contactMessages).values([
      { id: uuidv7(), kind: 'contact', email: 'a@example.test', message: 'Hello', language: 'fr' },
      { id: uuidv7(), kind: 'support', email: 'b@example.test', message: 'Help', language: 'ar' },
      { id: uuidv7(), kind: 'contact', email: 'c@example.test', message: 'Done', language: 'en', handled: true },
    ]);

    const stats = v.parse(StaffStatsSchema, okJson<StaffStats>(await staff('GET', adminPaths.stats)));
    expect(stats).toMatchObject({ learners: 3, enrollments_this_month: 3, unread_messages: 2, certificates_this_month: 1 });
    expect(stats.formations.map((f) => [f.id, f.enrolled, f.completed, f.completion_rate, f.status])).toEqual([
      [bFormation.formation.id, 1, 1, 1, 'draft'],
      [a.formation.id, 2, 1, 0.5, 'draft'],
      [c.formation.id, 0, 0, 0, 'draft'],
    ]);
    await t.database.db.update(contactMessages).set({ handled: true }).where(eq(contactMessages.kind, 'support'));
    expect(okJson<StaffStats>(await staff('GET', adminPaths.stats)).unread_messages).toBe(1);
  });

  it('counts pending payments from the payments table once it exists', async () => {
    const db = t.database.db;
    const [exists] = rowsOf<{ found: boolean }>(await db.execute(sql`select to_regclass('public.payments') is not null as found`));
    if (!exists?.found) {
      expect(okJson<StaffStats>(await staff('GET', adminPaths.stats)).pending_payments).toBe(0);
      // A database without the payments table: a stand-in with the column the count reads.
      await db.execute(sql`create table payments (id uuid primary key, status text not null)`);
      await db.execute(sql`insert into payments values (${uuidv7()}, 'pending'), (${uuidv7()}, 'pending'), (${uuidv7()}, 'approved')`);
    }
    const [expected] = rowsOf<{ value: string | number }>(
      await db.execute(sql`select count(*) as value from payments where status = 'pending'`),
    );
    const stats = okJson<StaffStats>(await staff('GET', adminPaths.stats));
    expect(stats.pending_payments).toBe(Number(expected?.value));
    if (!exists?.found) expect(stats.pending_payments).toBe(2);
  });

  it('starts the month at midnight UTC on the first', () => {
    expect(monthStart(new Date('2026-03-31T23:59:59+00:00')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(monthStart(new Date('2026-04-01T00:30:00+02:00')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});

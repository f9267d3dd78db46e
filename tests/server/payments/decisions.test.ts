import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Enrollment } from '../../../contract/catalogue';
import type { AdminPayment, Payment } from '../../../contract/payments';
import type { MeSyncPage } from '../../../contract/sync';
import { enrollments } from '../../../server/db/schema/catalogue';
import { users } from '../../../server/db/schema/identity';
import { payments } from '../../../server/db/schema/payments';
import { bearer, type Person } from '../auth/support';
import { readMails } from '../site/read-eml';
import { cameraJpeg, createPaymentsWorld, jpegPart, person, submitReceipt, type PaymentsWorld } from './payments-fixture';

let w: PaymentsWorld;
let agent: Person;
let admin: Person;
beforeAll(async () => {
  w = await createPaymentsWorld();
  agent = await person(w.t, ['agent']);
  admin = await person(w.t, ['admin']);
});
afterAll(() => w.t.close());

async function learnerWithPendingPayment(language: 'ar' | 'fr' | 'en' = 'en'): Promise<{ learner: Person; payment: Payment }> {
  const learner = await person(w.t);
  await w.t.database.db.update(users).set({ preferredLanguage: language }).where(eq(users.id, learner.id));
  const response = await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(await cameraJpeg(64, 48)), { reference: 'VIR-42' });
  expect(response.statusCode).toBe(201);
  return { learner, payment: response.json<Payment>() };
}

async function mailsTo(email: string) {
  await w.t.app.mailJobs.drain();
  return readMails(w.t.config.mailDir).filter((mail) => mail.headers.to === email);
}

const enrollmentRows = (userId: string) => w.t.database.db.select().from(enrollments).where(eq(enrollments.userId, userId));

describe('approving a receipt', () => {
  it('enrolls the learner, records who decided and when, and e-mails them in their language', async () => {
    const { learner, payment } = await learnerWithPendingPayment('ar');
    const before = await w.t.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      headers: bearer(learner.token),
      payload: { formation_id: w.fixture.paidId },
    });
    expect(before.statusCode).toBe(402);

    const response = await w.t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/approve`,
      headers: bearer(agent.token),
    });
    expect(response.statusCode).toBe(200);
    const decided = response.json<AdminPayment>();
    expect(decided.status).toBe('approved');
    expect(decided.reviewer?.id).toBe(agent.id);
    expect(decided.decided_at).not.toBeNull();

    const rows = await enrollmentRows(learner.id);
    expect(rows.map((row) => [row.formationId, row.status])).toEqual([[w.fixture.paidId, 'active']]);
    const status = await w.t.app.inject({ method: 'GET', url: `/api/enrollments/${w.fixture.paidId}`, headers: bearer(learner.token) });
    expect(status.json<{ enrolled: boolean }>().enrolled).toBe(true);
    // POST /api/enrollments for the paid formation now answers the enrollment instead of 402.
    const again = await w.t.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      headers: bearer(learner.token),
      payload: { formation_id: w.fixture.paidId },
    });
    expect(again.statusCode).toBeLessThan(300);
    expect(again.json<Enrollment>().status).toBe('active');

    const mails = await mailsTo(learner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.headers.subject).toContain('تم تأكيد دفعتك');
    expect(mails[0]?.text).toContain('طائرات الرش المسيّرة');
    expect(mails[0]?.text).toContain('499');
    expect(mails[0]?.text).toContain(`/course/${w.fixture.paidId}`);
  });

  it('reaches the learner phone through GET /api/sync/me', async () => {
    const { learner, payment } = await learnerWithPendingPayment();
    const first = await w.t.app.inject({ method: 'GET', url: '/api/sync/me', headers: bearer(learner.token) });
    const page = first.json<MeSyncPage>();
    expect(page.changes.payments.map((p) => [p.id, p.status])).toEqual([[payment.id, 'pending']]);

    await w.t.app.inject({ method: 'POST', url: `/api/admin/payments/${payment.id}/approve`, headers: bearer(admin.token) });
    const next = await w.t.app.inject({
      method: 'GET',
      url: `/api/sync/me?cursor=${encodeURIComponent(page.cursor)}`,
      headers: bearer(learner.token),
    });
    const changes = next.json<MeSyncPage>().changes;
    expect(changes.payments.map((p) => [p.id, p.status])).toEqual([[payment.id, 'approved']]);
    expect(changes.enrollments.map((e) => [e.formation_id, e.status])).toEqual([[w.fixture.paidId, 'active']]);
  });

  it('answers 409 payment.already_decided to a second decision and 404 to an unknown payment', async () => {
    const { payment } = await learnerWithPendingPayment();
    const first = await w.t.app.inject({ method: 'POST', url: `/api/admin/payments/${payment.id}/approve`, headers: bearer(agent.token) });
    expect(first.statusCode).toBe(200);
    const approveAgain = await w.t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/approve`,
      headers: bearer(admin.token),
    });
    expect(approveAgain.statusCode).toBe(409);
    expect(approveAgain.json<{ code: string }>().code).toBe('payment.already_decided');
    const rejectAfter = await w.t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/reject`,
      headers: bearer(admin.token),
      payload: { reason: 'late' },
    });
    expect(rejectAfter.statusCode).toBe(409);
    const unknown = await w.t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/0190a000-0000-7000-8000-000000000000/approve',
      headers: bearer(agent.token),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('makes one decision, one enrollment and one e-mail out of 20 simultaneous approvals', async () => {
    const { learner, payment } = await learnerWithPendingPayment();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        w.t.app.inject({
          method: 'POST',
          url: `/api/admin/payments/${payment.id}/approve`,
          headers: bearer(index % 2 === 0 ? agent.token : admin.token),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await enrollmentRows(learner.id)).toHaveLength(1);
    const [row] = await w.t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.status).toBe('approved');
    expect(await mailsTo(learner.email)).toHaveLength(1);
  });
});

describe('rejecting a receipt', () => {
  it('requires a reason', async () => {
    const { payment } = await learnerWithPendingPayment();
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const response = await w.t.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${payment.id}/reject`,
        headers: bearer(agent.token),
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors.reason?.length).toBeGreaterThan(0);
    }
    const [row] = await w.t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.status).toBe('pending');
  });

  it('records the reason, e-mails it, enrolls nobody and lets the learner send a new receipt', async () => {
    const { learner, payment } = await learnerWithPendingPayment('fr');
    const reason = 'Le montant du reçu (400 MAD) ne correspond pas au prix.';
    const response = await w.t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/reject`,
      headers: bearer(agent.token),
      payload: { reason },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminPayment>()).toMatchObject({ status: 'rejected', reason, reviewer: { id: agent.id } });
    expect(await enrollmentRows(learner.id)).toHaveLength(0);

    const mails = await mailsTo(learner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.headers.subject).toContain("n'a pas pu être accepté");
    expect(mails[0]?.text).toContain(reason);

    const own = await w.t.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(learner.token) });
    expect(own.json<{ data: Payment[] }>().data[0]).toMatchObject({ id: payment.id, status: 'rejected', reason });
    const retry = await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(await cameraJpeg(64, 48)));
    expect(retry.statusCode).toBe(201);
  });
});

describe('GET /api/admin/payments', () => {
  it('filters by status and lists the verification queue oldest first with learner and formation', async () => {
    const page = await w.t.app.inject({
      method: 'GET',
      url: '/api/admin/payments?status=pending&sort=oldest&per_page=100',
      headers: bearer(agent.token),
    });
    expect(page.statusCode).toBe(200);
    const body = page.json<{ data: AdminPayment[]; meta: { total: number } }>();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => p.status === 'pending')).toBe(true);
    const created = body.data.map((p) => p.created_at);
    expect([...created].sort()).toEqual(created);
    expect(body.data[0]?.formation_title.en).toBe('Crop spraying drones');
    expect(body.data[0]?.learner.email).toContain('@');
    const bad = await w.t.app.inject({ method: 'GET', url: '/api/admin/payments?status=lost', headers: bearer(agent.token) });
    expect(bad.statusCode).toBe(422);
    const search = await w.t.app.inject({ method: 'GET', url: '/api/admin/payments?q=VIR-42', headers: bearer(agent.token) });
    expect(search.json<{ data: AdminPayment[] }>().data.every((p) => p.transfer_reference === 'VIR-42')).toBe(true);
  });
});

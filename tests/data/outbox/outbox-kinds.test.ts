import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Enrollment } from '../../../contract/catalogue';
import { uuidv7 } from '../../../contract/uuid';
import { anonymousOutboxDb } from '../../../src/data/outbox/anonymous-outbox-db';
import { enqueueContact } from '../../../src/data/outbox/enqueue-contact';
import { enqueueEnrollment } from '../../../src/data/outbox/enqueue-enrollment';
import { enqueueNewsletter } from '../../../src/data/outbox/enqueue-newsletter';
import { enqueueSupport } from '../../../src/data/outbox/enqueue-support';
import { discardRow, retryRow } from '../../../src/data/outbox/outbox-actions';
import { countUndelivered, queuedCount, rejectedCount, undeliveredRows } from '../../../src/data/outbox/outbox-queries';
import type { OutboxDatabase } from '../../../src/data/outbox/outbox-row';
import { createOutboxRunner } from '../../../src/data/outbox/outbox-runner';
import { closeUserDb, openUserDb } from '../../../src/data/user-db';

afterEach(async () => {
  closeUserDb();
  await anonymousOutboxDb().outbox.clear();
});

function replayWith(db: OutboxDatabase, reply: () => Response) {
  return createOutboxRunner({
    db,
    baseUrl: 'https://academy.test/api',
    token: () => 'token',
    requiresToken: false,
    deviceId: () => 'device-1',
    fetch: (async () => reply()) as typeof fetch,
    locks: null,
  });
}

const problem = (status: number, code: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'x', status, code }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

const contact = {
  name: 'Karim',
  email: 'karim@example.ma',
  subject: 'Olives',
  message: 'Quand tailler les oliviers ?',
  language: 'fr' as const,
};

describe('typed enqueue functions', () => {
  it('puts a visitor’s forms in the anonymous outbox, with their path and body', async () => {
    const a = await enqueueContact(contact);
    const b = await enqueueSupport({ email: 'karim@example.ma', phone: null, message: 'Aide', language: 'fr' });
    const c = await enqueueNewsletter({ email: 'karim@example.ma', language: 'fr' });
    const rows = await anonymousOutboxDb().outbox.orderBy('id').toArray();
    expect(rows.map((row) => [row.id, row.kind, row.request.path, row.user_id, row.status])).toEqual([
      [a.id, 'contact', 'contact', null, 'pending'],
      [b.id, 'support', 'support', null, 'pending'],
      [c.id, 'newsletter', 'newsletter', null, 'pending'],
    ]);
    expect(rows[0]?.request).toEqual({ method: 'POST', path: 'contact', body: contact, files: [] });
  });

  it('puts a signed-in learner’s forms in their own database, owned by them', async () => {
    const userId = uuidv7();
    const db = openUserDb(userId);
    const row = await enqueueContact(contact);
    expect(row.user_id).toBe(userId);
    expect(await db.outbox.get(row.id)).toMatchObject({ kind: 'contact', user_id: userId });
    expect(await anonymousOutboxDb().outbox.count()).toBe(0);
    expect(await countUndelivered(userId)).toBe(1);
    closeUserDb();
    // Counted from the closed database too, as the logout dialog does for whoever is signing out.
    expect(await countUndelivered(userId)).toBe(1);
  });
});

describe('enrollment through the outbox', () => {
  it('shows the learner enrolled at once, then keeps the server’s enrollment after the acknowledgement', async () => {
    const db = openUserDb(uuidv7());
    const formationId = uuidv7();
    const provisional = await enqueueEnrollment(db, formationId);
    expect(provisional).toMatchObject({ formation_id: formationId, status: 'active' });
    expect(await db.enrollments.toArray()).toEqual([provisional]);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      id: provisional.id,
      kind: 'enrollment',
      request: { path: 'enrollments', body: { formation_id: formationId } },
    });

    // Asking twice changes nothing.
    expect(await enqueueEnrollment(db, formationId)).toEqual(provisional);
    expect(await db.outbox.count()).toBe(1);

    const server: Enrollment = {
      id: uuidv7(),
      formation_id: formationId,
      status: 'active',
      enrolled_at: '2026-03-01T08:00:00.000Z',
      updated_at: '2026-03-01T08:00:00.000Z',
    };
    await replayWith(
      db,
      () => new Response(JSON.stringify(server), { status: 201, headers: { 'content-type': 'application/json' } }),
    ).run();
    expect(await db.enrollments.toArray()).toEqual([server]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('removes the provisional enrollment when the server refuses it', async () => {
    const db = openUserDb(uuidv7());
    await enqueueEnrollment(db, uuidv7());
    await replayWith(db, () => problem(402, 'enrollment.payment_required')).run();
    expect(await db.enrollments.count()).toBe(0);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ status: 'rejected', last_error: 'enrollment.payment_required' });
  });
});

describe('counts and the learner’s answers to a refusal', () => {
  it('retries a rejected row in its place, or discards it and undoes its local change', async () => {
    const db = openUserDb(uuidv7());
    const first = await enqueueEnrollment(db, uuidv7());
    const second = await enqueueEnrollment(db, uuidv7());
    await replayWith(db, () => problem(409, 'enrollment.revoked')).run();
    expect(await queuedCount(db)).toBe(0);
    expect(await rejectedCount(db)).toBe(2);

    await retryRow(db, first.id);
    expect(await db.outbox.get(first.id)).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
    expect(await queuedCount(db)).toBe(1);
    expect((await undeliveredRows(db)).map((row) => row.id)).toEqual([first.id, second.id]);

    await discardRow(db, second.id);
    expect(await db.outbox.get(second.id)).toBeUndefined();
    expect(await db.enrollments.get(second.id)).toBeUndefined();
    expect(await db.enrollments.get(first.id)).toBeUndefined();
    expect(await rejectedCount(db)).toBe(0);
  });
});

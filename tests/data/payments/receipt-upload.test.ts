import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Payment } from '../../../contract/payments';
import { enqueueEnrollment } from '../../../src/data/outbox/enqueue-enrollment';
import { enqueueLessonProgress } from '../../../src/data/outbox/enqueue-lesson-progress';
import { enqueueReceiptUpload, paymentResource } from '../../../src/data/outbox/enqueue-receipt-upload';
import { createOutboxRunner, type OutboxRunnerOptions, type UploadInit } from '../../../src/data/outbox/outbox-runner';
import { retryRow } from '../../../src/data/outbox/outbox-actions';
import { blocksNewPayment, paymentStateFor } from '../../../src/data/payment-records';
import { UserDatabase } from '../../../src/data/user-db';
import { paymentRow } from '../payment-row';

/** The receipt upload, an outbox row carrying its photo. */

const FORMATION = '0190a000-0000-7000-8000-000000000001';
let db: UserDatabase;
let counter = 0;
let userId: string;

beforeEach(() => {
  counter += 1;
  userId = `receipt-user-${counter}`;
  db = new UserDatabase(userId);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

function runner(fetch: typeof globalThis.fetch, overrides: Partial<OutboxRunnerOptions> = {}) {
  return createOutboxRunner({
    db,
    baseUrl: 'https://academy.test/api',
    token: () => 'token',
    requiresToken: true,
    deviceId: () => 'device-under-test',
    fetch,
    random: () => 1,
    locks: null,
    ...overrides,
  });
}

const photo = (bytes: number, fill = 7) => new Blob([new Uint8Array(bytes).fill(fill)], { type: 'image/jpeg' });

const payment = (overrides: Partial<Payment> = {}) =>
  paymentRow({ id: '0190a000-0000-7000-8000-0000000000aa', formation_id: FORMATION, transfer_reference: 'VIR-42', ...overrides });

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

describe('enqueueReceiptUpload', () => {
  it('keeps the photo as a Blob in IndexedDB, which survives closing and reopening the database', async () => {
    const row = await enqueueReceiptUpload(db, {
      formationId: FORMATION,
      receipt: photo(300_000, 9),
      filename: 'receipt.jpg',
      reference: ' VIR-42 ',
      notes: '',
    });
    db.close();
    const reopened = new UserDatabase(userId);
    try {
      const stored = await reopened.outbox.get(row.id);
      expect(stored).toMatchObject({
        kind: 'receipt-upload',
        status: 'pending',
        resource: paymentResource(FORMATION),
        request: { path: 'payments/bank-transfer', body: { formation_id: FORMATION, reference: 'VIR-42', notes: '' } },
      });
      const file = stored?.request.files[0];
      if (!file) throw new Error('the row lost its photo');
      expect(file.field).toBe('receipt');
      expect(file.blob).toBeInstanceOf(Blob);
      expect(file.blob.size).toBe(300_000);
      expect(new Uint8Array(await file.blob.arrayBuffer())[299_999]).toBe(9);
      expect(await paymentStateFor(reopened, FORMATION)).toMatchObject({ kind: 'queued', outboxId: row.id });
    } finally {
      reopened.close();
      db = new UserDatabase(userId);
    }
  });
});

describe('sending a receipt', () => {
  it('posts multipart formation_id, receipt, reference and notes with the row id as Idempotency-Key, and stores the pending payment', async () => {
    const row = await enqueueReceiptUpload(db, {
      formationId: FORMATION,
      receipt: photo(50_000),
      filename: 'receipt.jpg',
      reference: 'VIR-42',
      notes: 'Agence Meknès',
    });
    const seen: { key: string | null; fields: Record<string, string>; file: { size: number; name: string } | null }[] = [];
    const fetch = (async (request: Request) => {
      const form = await request.formData();
      const file = form.get('receipt');
      seen.push({
        key: request.headers.get('Idempotency-Key'),
        fields: {
          formation_id: String(form.get('formation_id')),
          reference: String(form.get('reference')),
          notes: String(form.get('notes')),
        },
        file: file instanceof Blob ? { size: file.size, name: (file as File).name } : null,
      });
      expect(request.url).toBe('https://academy.test/api/payments/bank-transfer');
      expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      return json(201, payment());
    }) as typeof globalThis.fetch;
    expect(await runner(fetch).run()).toEqual({ state: 'idle' });
    expect(seen).toEqual([
      {
        key: row.id,
        fields: { formation_id: FORMATION, reference: 'VIR-42', notes: 'Agence Meknès' },
        file: { size: 50_000, name: 'receipt.jpg' },
      },
    ]);
    expect(await db.outbox.count()).toBe(0);
    const state = await paymentStateFor(db, FORMATION);
    expect(state).toMatchObject({ kind: 'server', payment: { status: 'pending' } });
    expect(blocksNewPayment(state)).toBe(true);
  });

  it('sends rows with files through the uploader when one is given, reporting progress, and ends the progress', async () => {
    await enqueueReceiptUpload(db, { formationId: FORMATION, receipt: photo(80_000), filename: 'receipt.jpg' });
    const calls: UploadInit[] = [];
    const reports: ({ loaded: number; total: number } | null)[] = [];
    const uploader = async (init: UploadInit, onProgress: (loaded: number, total: number) => void) => {
      calls.push(init);
      onProgress(40_000, 80_500);
      onProgress(80_500, 80_500);
      return json(201, payment());
    };
    const fetch = (async () => {
      throw new Error('ky must not send a row with files when an uploader is given');
    }) as typeof globalThis.fetch;
    await runner(fetch, { uploader, onUploadProgress: (_row, progress) => reports.push(progress) }).run();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body.get('formation_id')).toBe(FORMATION);
    expect(calls[0]?.headers['Idempotency-Key']).toBeTruthy();
    expect(reports.at(-2)).toEqual({ loaded: 80_500, total: 80_500 });
    expect(reports.at(-1)).toBeNull();
    expect(await db.payments.count()).toBe(1);
  });

  it.each([
    [413, 'payment.file_too_large'],
    [415, 'payment.only_images'],
    [409, 'payment.proof_submission_failed'],
    [422, 'validation.failed'],
  ])('a %i refusal keeps the row and its photo with the reason, and a new photo replaces it', async (status, code) => {
    const row = await enqueueReceiptUpload(db, { formationId: FORMATION, receipt: photo(60_000), filename: 'receipt.jpg' });
    const fetch = (async () =>
      json(status, { type: 'about:blank', title: 'Refused', status, code }, 'application/problem+json')) as typeof globalThis.fetch;
    await runner(fetch).run();
    const kept = await db.outbox.get(row.id);
    expect(kept).toMatchObject({ status: 'rejected', last_error: code });
    expect(kept?.request.files[0]?.blob.size).toBe(60_000);
    const state = await paymentStateFor(db, FORMATION);
    expect(state).toMatchObject({ kind: 'refused', outboxId: row.id, code });
    expect(blocksNewPayment(state)).toBe(false);

    const replacement = await enqueueReceiptUpload(db, { formationId: FORMATION, receipt: photo(20_000), filename: 'receipt.jpg' }, row.id);
    expect(await db.outbox.get(row.id)).toBeUndefined();
    expect(replacement.id).not.toBe(row.id);
    expect(await paymentStateFor(db, FORMATION)).toMatchObject({ kind: 'queued', outboxId: replacement.id });
  });

  it('a refused row sent again unchanged keeps its key', async () => {
    const row = await enqueueReceiptUpload(db, { formationId: FORMATION, receipt: photo(10_000), filename: 'receipt.jpg' });
    const keys: (string | null)[] = [];
    let refuse = true;
    const fetch = (async (request: Request) => {
      keys.push(request.headers.get('Idempotency-Key'));
      if (refuse)
        return json(
          409,
          { type: 'about:blank', title: 'x', status: 409, code: 'payment.proof_submission_failed' },
          'application/problem+json',
        );
      return json(201, payment());
    }) as typeof globalThis.fetch;
    await runner(fetch).run();
    refuse = false;
    await retryRow(db, row.id);
    await runner(fetch).run();
    expect(keys).toEqual([row.id, row.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a receipt stuck on a slow link never holds back the enrollment and progress of another formation, nor its own', async () => {
    const other = '0190a000-0000-7000-8000-000000000002';
    await enqueueReceiptUpload(db, { formationId: FORMATION, receipt: photo(500_000), filename: 'receipt.jpg' });
    await enqueueEnrollment(db, other);
    await enqueueLessonProgress(db, {
      formation_id: other,
      lesson_id: '0190a000-0000-7000-8000-0000000000b1',
      position_seconds: 10,
      completed: true,
    });
    await enqueueEnrollment(db, FORMATION);
    let release: (response: Response) => void = () => undefined;
    const sent: string[] = [];
    const fetch = (async (request: Request) => {
      sent.push(new URL(request.url).pathname);
      if (request.url.endsWith('bank-transfer')) return new Promise<Response>((resolve) => (release = resolve));
      return json(201, {});
    }) as typeof globalThis.fetch;
    const run = runner(fetch).run();
    for (let tries = 0; tries < 200 && (await db.outbox.count()) > 1; tries++) await new Promise((resolve) => setTimeout(resolve, 5));
    const left = await db.outbox.toArray();
    expect(left.map((entry) => [entry.kind, entry.status])).toEqual([['receipt-upload', 'sending']]);
    expect(sent.filter((path) => !path.endsWith('bank-transfer'))).toHaveLength(3);
    release(json(201, payment()));
    await run;
    expect(await db.outbox.count()).toBe(0);
  });
});

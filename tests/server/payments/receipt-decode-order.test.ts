/**
 * A receipt's image is decoded (and its clean copy stored) before its Idempotency-Key is
 * claimed, so no database transaction is open while sharp works or a file is written (on PGlite that
 * transaction held the only connection and froze every other request). The structural property is checked here by recording when the claim's transaction
 * opens and ends and when the decode runs; the timing itself is measured by `npm run bench:receipt-health`.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../../contract/outbox';
import type { Payment } from '../../../contract/payments';
import type * as OpenTransactionModule from '../../../server/db/open-transaction';
import type * as ReceiptsModule from '../../../server/modules/payments/receipts';
import { cameraJpeg, createPaymentsWorld, jpegPart, person, submitReceipt, type PaymentsWorld } from './payments-fixture';

const events = vi.hoisted(() => [] as string[]);
/** The clean copy the decoder stored for the last receipt: it must be on disk before the claim's transaction opens. */
const lastStored = vi.hoisted(() => ({ file: '' }));

vi.mock('../../../server/db/open-transaction', async (importOriginal) => {
  const original = await importOriginal<typeof OpenTransactionModule>();
  return {
    ...original,
    openTransaction: async (...args: Parameters<typeof original.openTransaction>) => {
      const opened = await original.openTransaction(...args);
      events.push('transaction:open');
      if (lastStored.file !== '' && existsSync(lastStored.file)) events.push('receipt:already-stored');
      return {
        tx: opened.tx,
        async end(commit: boolean) {
          await opened.end(commit);
          events.push('transaction:end');
        },
      };
    },
  };
});

vi.mock('../../../server/modules/payments/receipts', async (importOriginal) => {
  const original = await importOriginal<typeof ReceiptsModule>();
  return {
    ...original,
    processReceipt: async (...args: Parameters<typeof original.processReceipt>) => {
      events.push('decode:start');
      try {
        const stored = await original.processReceipt(...args);
        lastStored.file = stored.file;
        return stored;
      } finally {
        events.push('decode:end');
      }
    },
  };
});

let w: PaymentsWorld;
beforeAll(async () => {
  w = await createPaymentsWorld();
});
afterAll(() => w.t.close());
beforeEach(() => {
  events.length = 0;
});

describe('a receipt upload with an Idempotency-Key', () => {
  it('decodes the image before the key is claimed: no transaction is open while sharp works', async () => {
    const learner = await person(w.t);
    const key = randomUUID();
    const receipt = jpegPart(await cameraJpeg(640, 480));
    const response = await submitReceipt(w.t, learner.token, w.fixture.paidId, receipt, { idempotencyKey: key });
    expect(response.statusCode).toBe(201);
    // The clean copy is written by the decoder before the claim: the transaction writes no file either.
    expect(events).toEqual(['decode:start', 'decode:end', 'transaction:open', 'receipt:already-stored', 'transaction:end']);

    // The retry of the same upload replays its answer, and decodes nothing.
    events.length = 0;
    const replay = await submitReceipt(w.t, learner.token, w.fixture.paidId, receipt, { idempotencyKey: key });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(replay.json<Payment>().id).toBe(response.json<Payment>().id);
    expect(events).not.toContain('decode:start');
  });

  it('decodes nothing when the formation cannot be paid for (a payment already open)', async () => {
    const learner = await person(w.t);
    expect((await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(await cameraJpeg(64, 48)))).statusCode).toBe(201);
    events.length = 0;
    const second = await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(await cameraJpeg(640, 480)), {
      idempotencyKey: randomUUID(),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ code: string }>().code).toBe('payment.already_pending');
    expect(events).not.toContain('decode:start');
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Enrollment } from '../../../contract/catalogue';
import { publicDb } from '../../../src/data/db';
import { enqueueReceiptUpload } from '../../../src/data/outbox/enqueue-receipt-upload';
import { packAccess, packOnPhone } from '../../../src/data/packs/pack-access';
import type { PaymentState } from '../../../src/data/payment-records';
import { UserDatabase } from '../../../src/data/user-db';
import { formationRow } from '../catalogue-rows';
import { paymentRow } from '../payment-row';
import { manifest } from './pack-fixture';

/**
 * A pack on the phone opens nothing by itself: whether its lessons open is this learner's enrolment, and,
 * while it is not there, where the payment stands.
 */

const FREE = { price_centimes: 0 };
const PAID = { price_centimes: 49_900 };
const FORMATION = 'f0000000-0000-4000-8000-000000000001';
const enrolled = (status: Enrollment['status']) => ({ status });
const server = (status: Parameters<typeof paymentRow>[0]['status']): PaymentState => ({
  kind: 'server',
  payment: paymentRow({ formation_id: FORMATION, status }),
});
const queued: PaymentState = { kind: 'queued', outboxId: 'row-1', createdAt: '2026-11-28T10:00:00.000Z', sending: false };
const refused: PaymentState = { kind: 'refused', outboxId: 'row-1', createdAt: '2026-11-28T10:00:00.000Z', code: 'payment.only_images' };

describe('the lock decision', () => {
  it('a free formation opens at once (the import enrols it through the outbox)', () => {
    expect(packAccess(FREE, null, null)).toEqual({ kind: 'open' });
  });

  it('a paid formation with no enrolment is locked, with its price, until something is paid', () => {
    expect(packAccess(PAID, null, null)).toEqual({ kind: 'locked', priceCentimes: 49_900, payment: null });
  });

  it('a paid formation whose receipt waits on the phone or with staff is pending, not open', () => {
    expect(packAccess(PAID, null, queued)).toEqual({ kind: 'pending', priceCentimes: 49_900, payment: queued });
    expect(packAccess(PAID, null, server('pending'))).toMatchObject({ kind: 'pending' });
    expect(packAccess(PAID, enrolled('pending'), null)).toMatchObject({ kind: 'pending' });
  });

  it('an approved payment alone does not open it: the enrolment reaching the phone does', () => {
    expect(packAccess(PAID, null, server('approved'))).toMatchObject({ kind: 'pending' });
    expect(packAccess(PAID, null, server('paid'))).toMatchObject({ kind: 'pending' });
    expect(packAccess(PAID, enrolled('active'), server('approved'))).toEqual({ kind: 'open' });
  });

  it('a refused receipt or a rejected or failed payment locks it again, with the reason to show', () => {
    expect(packAccess(PAID, null, refused)).toEqual({ kind: 'locked', priceCentimes: 49_900, payment: refused });
    expect(packAccess(PAID, null, server('rejected'))).toMatchObject({ kind: 'locked', payment: { kind: 'server' } });
    expect(packAccess(PAID, null, server('failed'))).toMatchObject({ kind: 'locked' });
  });

  it('a withdrawn enrolment shuts it, unless a new payment is on its way', () => {
    expect(packAccess(PAID, enrolled('revoked'), null)).toEqual({ kind: 'revoked' });
    expect(packAccess(FREE, enrolled('revoked'), null)).toEqual({ kind: 'revoked' });
    expect(packAccess(PAID, enrolled('revoked'), queued)).toMatchObject({ kind: 'pending' });
  });

  it('a formation the phone’s catalogue does not know stays shut, since its price is unknown', () => {
    expect(packAccess(undefined, null, null)).toEqual({ kind: 'unknown' });
    expect(packAccess(null, enrolled('active'), null)).toEqual({ kind: 'open' });
  });
});

describe('a pack on the phone', () => {
  let db: UserDatabase;
  let counter = 0;
  beforeEach(async () => {
    counter += 1;
    db = new UserDatabase(`0190acad-0000-7000-8000-${String(counter).padStart(12, '0')}`);
    await publicDb().formations.put(formationRow({ id: FORMATION, price_centimes: 49_900 }));
  });
  afterEach(async () => {
    await db.delete();
    await publicDb().formations.clear();
  });

  async function storePack(status: 'complete' | 'downloading') {
    const pack = manifest();
    await db.study_packs.put({ formation_id: FORMATION, manifest: pack, fetched_at: '2026-11-28T10:00:00.000Z' });
    await db.download_packs.put({
      formation_id: FORMATION,
      status,
      version: pack.version,
      files: pack.files,
      total_bytes: 2_500,
      started_at: '2026-11-28T10:00:00.000Z',
      completed_at: status === 'complete' ? '2026-11-28T10:00:00.000Z' : null,
      error: null,
    });
  }

  it('says what it holds, its price and that it is locked; then pending once a receipt is queued offline; open with the enrolment', async () => {
    expect(await packOnPhone(db, FORMATION)).toBeNull();
    await storePack('complete');
    expect(await packOnPhone(db, FORMATION)).toEqual({
      lessons: 1,
      bytes: 2_500,
      access: { kind: 'locked', priceCentimes: 49_900, payment: null },
    });

    await enqueueReceiptUpload(db, {
      formationId: FORMATION,
      reference: 'VIR-1',
      receipt: new Blob([new Uint8Array(10)], { type: 'image/jpeg' }),
      filename: 'receipt.jpg',
    });
    expect((await packOnPhone(db, FORMATION))?.access).toMatchObject({ kind: 'pending', payment: { kind: 'queued' } });

    await db.enrollments.put({
      id: '0190acad-0000-7000-8000-0000000000e1',
      formation_id: FORMATION,
      status: 'active',
      enrolled_at: '2026-11-29T10:00:00.000Z',
      updated_at: '2026-11-29T10:00:00.000Z',
    });
    expect((await packOnPhone(db, FORMATION))?.access).toEqual({ kind: 'open' });
  });

  it('a download still under way is not a pack on the phone', async () => {
    await storePack('downloading');
    expect(await packOnPhone(db, FORMATION)).toBeNull();
  });
});

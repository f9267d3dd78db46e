import { readdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '../../../contract/payments';
import { enrollments } from '../../../server/db/schema/catalogue';
import { payments } from '../../../server/db/schema/payments';
import { uuidv7 } from '../../../contract/uuid';
import { bearer } from '../auth/support';
import {
  cameraJpeg,
  createPaymentsWorld,
  jpegPart,
  person,
  smallPng,
  smallWebp,
  submitReceipt,
  type FilePart,
  type PaymentsWorld,
} from './payments-fixture';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await createPaymentsWorld();
});
afterAll(() => w.t.close());

const listDir = (folder: string) => {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
};
const storedReceipts = () => listDir(path.join(w.t.dataDir, 'receipts'));
const spooled = () => listDir(path.join(w.t.dataDir, 'uploads', 'tmp'));
async function paymentCount(): Promise<number> {
  const [row] = await w.t.database.db.select({ value: count() }).from(payments);
  return row?.value ?? 0;
}

/** A JPEG with a comment segment (FF FE) right after its start marker: still a valid JPEG. */
function withComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const header = Buffer.from([0xff, 0xfe, ((text.length + 2) >> 8) & 0xff, (text.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, text, jpeg.subarray(2)]);
}

const MINIMAL_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const SVG = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

/** A one-file ZIP archive (stored, no compression), enough for any unzip tool to open. */
function zipArchive(): Buffer {
  const name = Buffer.from('a.txt');
  const data = Buffer.from('hello');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe('what a receipt may be', () => {
  let jpeg: Buffer;
  let png: Buffer;
  beforeAll(async () => {
    jpeg = await cameraJpeg(120, 90);
    png = await smallPng();
  });

  const refusals: [string, () => FilePart][] = [
    ['a PDF renamed .png', () => ({ filename: 'receipt.png', contentType: 'image/png', bytes: Buffer.from(MINIMAL_PDF) })],
    ['an SVG', () => ({ filename: 'receipt.svg', contentType: 'image/svg+xml', bytes: Buffer.from(SVG) })],
    ['an SVG named .jpg', () => ({ filename: 'receipt.jpg', contentType: 'image/jpeg', bytes: Buffer.from(SVG) })],
    ['a truncated JPEG', () => jpegPart(jpeg.subarray(0, Math.floor(jpeg.length / 2)))],
    ['a JPEG with a PDF appended (polyglot)', () => jpegPart(Buffer.concat([jpeg, Buffer.from(MINIMAL_PDF)]))],
    ['a JPEG carrying a PDF in a comment (polyglot)', () => jpegPart(withComment(jpeg, MINIMAL_PDF))],
    [
      'a JPEG carrying a script in a comment (polyglot)',
      () => jpegPart(withComment(jpeg, '<html><script>alert(document.cookie)</script></html>')),
    ],
    ['a JPEG with a ZIP archive appended (polyglot)', () => jpegPart(Buffer.concat([jpeg, zipArchive()]))],
    [
      'a PNG with bytes appended',
      () => ({ filename: 'r.png', contentType: 'image/png', bytes: Buffer.concat([png, Buffer.from('trailing payload')]) }),
    ],
    [
      'a GIF',
      () => ({
        filename: 'r.gif',
        contentType: 'image/gif',
        bytes: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
      }),
    ],
    ['an empty file', () => jpegPart(Buffer.alloc(0))],
    ['text declared as a JPEG', () => jpegPart(Buffer.from('just some text, not a photo at all'))],
  ];

  it.each(refusals)('refuses %s with 415 payment.only_images and stores nothing', async (_name, file) => {
    const learner = await person(w.t);
    const before = await paymentCount();
    const response = await submitReceipt(w.t, learner.token, w.fixture.paidId, file());
    expect(response.statusCode).toBe(415);
    expect(response.json<{ code: string }>().code).toBe('payment.only_images');
    expect(await paymentCount()).toBe(before);
    expect(spooled()).toEqual([]);
  });

  it('accepts a phone JPEG with a trailer after its end (motion photo) and stores the image alone', async () => {
    const learner = await person(w.t);
    const trailer = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37 + 11) & 0xff));
    const response = await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(Buffer.concat([jpeg, trailer])));
    expect(response.statusCode).toBe(201);
    const served = await w.t.app.inject({
      method: 'GET',
      url: `/api/payments/${response.json<Payment>().id}/receipt`,
      headers: bearer(learner.token),
    });
    expect(served.rawPayload.includes(trailer.subarray(0, 64))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('refuses a 6 MB image with 413 payment.file_too_large while streaming, storing nothing', async () => {
    const learner = await person(w.t);
    const before = { payments: await paymentCount(), files: storedReceipts().length };
    const big = Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024 - jpeg.length, 0x20)]);
    const response = await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(big), { idempotencyKey: randomUUID() });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json<{ code: string }>().code).toBe('payment.file_too_large');
    expect(await paymentCount()).toBe(before.payments);
    expect(storedReceipts()).toHaveLength(before.files);
    expect(spooled()).toEqual([]);
  });

  it('accepts JPEG, PNG and WebP, whatever their name says', async () => {
    const cases: FilePart[] = [
      { filename: 'photo.png', contentType: 'application/octet-stream', bytes: jpeg },
      { filename: 'scan.png', contentType: 'image/png', bytes: await smallPng() },
      { filename: 'receipt', contentType: 'image/webp', bytes: await smallWebp() },
    ];
    const stored: string[] = [];
    for (const file of cases) {
      const learner = await person(w.t);
      const response = await submitReceipt(w.t, learner.token, w.fixture.paidId, file);
      expect(response.statusCode).toBe(201);
      stored.push(response.json<Payment>().id);
    }
    const files = storedReceipts();
    expect(
      stored.map((id) =>
        files
          .find((name) => name.startsWith(id))
          ?.split('.')
          .pop(),
      ),
    ).toEqual(['jpg', 'png', 'webp']);
  });

  it('drops EXIF (the GPS position) and turns the photo the way the phone showed it', async () => {
    const learner = await person(w.t);
    // Orientation 6: the camera held sideways; the pixels are 120 × 90, the photo is seen 90 × 120.
    const original = await cameraJpeg(120, 90, 6);
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(original.includes(Buffer.from('TestPhone'))).toBe(true);
    const response = await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(original));
    expect(response.statusCode).toBe(201);
    const { id } = response.json<Payment>();
    const served = await w.t.app.inject({ method: 'GET', url: `/api/payments/${id}/receipt`, headers: bearer(learner.token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([90, 120]);
    expect(served.rawPayload.includes(Buffer.from('TestPhone'))).toBe(false);
  });
});

describe('which payments may be opened', () => {
  const expectRefusal = async (response: { statusCode: number; json: <T>() => T }, status: number, code: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.json<{ code: string }>().code).toBe(code);
  };

  it('refuses a free formation, an unknown or unpublished one, a second open payment and an enrolled learner', async () => {
    const jpeg = await cameraJpeg(64, 48);
    const learner = await person(w.t);
    const files = storedReceipts().length;
    const before = await paymentCount();
    await expectRefusal(await submitReceipt(w.t, learner.token, w.fixture.freeId, jpegPart(jpeg)), 409, 'payment.not_required');
    await expectRefusal(await submitReceipt(w.t, learner.token, uuidv7(), jpegPart(jpeg)), 404, 'http.not_found');
    await expectRefusal(await submitReceipt(w.t, learner.token, w.fixture.hiddenId, jpegPart(jpeg)), 404, 'http.not_found');
    await expectRefusal(await submitReceipt(w.t, learner.token, 'not-a-uuid', jpegPart(jpeg)), 422, 'validation.failed');
    await expectRefusal(await submitReceipt(w.t, learner.token, w.fixture.paidId, null), 422, 'validation.failed');
    expect(await paymentCount()).toBe(before);
    expect(storedReceipts()).toHaveLength(files);

    expect((await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(jpeg))).statusCode).toBe(201);
    await expectRefusal(await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(jpeg)), 409, 'payment.already_pending');
    expect(await paymentCount()).toBe(before + 1);
    expect(storedReceipts()).toHaveLength(files + 1);

    const enrolled = await person(w.t);
    await w.t.database.db
      .insert(enrollments)
      .values({ id: uuidv7(), userId: enrolled.id, formationId: w.fixture.paidId, status: 'active' });
    await expectRefusal(await submitReceipt(w.t, enrolled.token, w.fixture.paidId, jpegPart(jpeg)), 409, 'payment.already_paid');
    expect(spooled()).toEqual([]);
  });

  it('opens one payment out of 8 simultaneous submissions (two tabs, a double tap), with one stored receipt', async () => {
    const learner = await person(w.t);
    const jpeg = await cameraJpeg(64, 48);
    const files = storedReceipts().length;
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(jpeg))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => r.json<{ code: string }>().code === 'payment.already_pending')).toBe(
      true,
    );
    const rows = await w.t.database.db.select().from(payments).where(eq(payments.userId, learner.id));
    expect(rows).toHaveLength(1);
    expect(storedReceipts()).toHaveLength(files + 1);
  });

  it('replays the stored 201 for the same Idempotency-Key without a second row', async () => {
    const learner = await person(w.t);
    const jpeg = await cameraJpeg(64, 48);
    const key = randomUUID();
    const first = await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(jpeg), { idempotencyKey: key, reference: 'R1' });
    const second = await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(jpeg), { idempotencyKey: key, reference: 'R1' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json<Payment>().id).toBe(first.json<Payment>().id);
    const rows = await w.t.database.db.select().from(payments).where(eq(payments.userId, learner.id));
    expect(rows).toHaveLength(1);
    expect(storedReceipts().filter((name) => name.startsWith(first.json<Payment>().id))).toHaveLength(1);
    // Another photo under the same key is not the same request.
    const other = await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(await cameraJpeg(66, 48)), {
      idempotencyKey: key,
      reference: 'R1',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json<{ code: string }>().code).toBe('idempotency.key_mismatch');
  });
});

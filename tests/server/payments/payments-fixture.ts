/**
 * Shared steps of the payments tests: an app with the small test catalogue (one free, one paid formation),
 * signed-in people, receipt images made with sharp, and multipart bodies built by hand the way a browser's
 * FormData sends them.
 */
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '../../../contract/roles';
import { bearer, signedIn, type Person } from '../auth/support';
import { seedFixture, type Fixture } from '../catalogue/fixture';
import { createTestApp, type TestApp, type TestAppOptions } from '../helpers';

export interface PaymentsWorld {
  t: TestApp;
  fixture: Fixture;
}

/**
 * The test card gateway is on here (PAYMENTS_TEST_GATEWAY=1, as the test app runs with SEED_DEMO=0 and
 * would otherwise have no card gateway); pass `PAYMENTS_TEST_GATEWAY: '0'` to see a real installation.
 */
export async function createPaymentsWorld(options: TestAppOptions = {}): Promise<PaymentsWorld> {
  const t = await createTestApp({ ...options, env: { PAYMENTS_TEST_GATEWAY: '1', ...options.env } });
  const fixture = await seedFixture(t);
  return { t, fixture };
}

export const person = (t: TestApp, roles: Role[] = ['client']): Promise<Person> => signedIn(t, roles);

/** A camera-like JPEG: noisy pixels (so it does not compress to nothing) and EXIF with a GPS position. */
export async function cameraJpeg(width = 640, height = 480, orientation?: number): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + (i >> 5) * 31) & 0xff;
  return (
    sharp(pixels, { raw: { width, height, channels } })
      // Orientation goes through withMetadata: sharp writes the EXIF Orientation tag from it, not from withExif.
      .withMetadata(orientation ? { orientation } : {})
      .withExifMerge({
        IFD0: { Make: 'TestPhone', Model: 'Receipt Cam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 35/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '7/1 36/1 0/1' },
      })
      .jpeg({ quality: 90 })
      .toBuffer()
  );
}

/**
 * A valid RGB PNG of width × height whose pixels are all black: small on the wire (5,600 × 4,200 is 70 KB),
 * width × height × 3 bytes once decoded. `headerOnly`: the header announces the size but the data holds one
 * row, for sizes no test should ever decode (sharp must refuse it, or nobody should try).
 */
export function blackPng(width: number, height: number, options: { headerOnly?: boolean } = {}): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * (options.headerOnly ? 1 : height)); // filter byte 0 and black pixels on every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 40 } } })
    .png()
    .toBuffer();
}

export async function smallWebp(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .webp()
    .toBuffer();
}

export interface FilePart {
  name?: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body with text fields and at most one file, as FormData would send it. */
export function multipartBody(fields: Record<string, string>, file: FilePart | null): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----academy-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'receipt'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function submitReceipt(
  t: TestApp,
  token: string | null,
  formationId: string,
  file: FilePart | null,
  options: { reference?: string; notes?: string; idempotencyKey?: string } = {},
): Promise<LightMyRequestResponse> {
  const fields: Record<string, string> = { formation_id: formationId };
  if (options.reference !== undefined) fields.reference = options.reference;
  if (options.notes !== undefined) fields.notes = options.notes;
  const { payload, headers } = multipartBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/bank-transfer',
    payload,
    headers: {
      ...headers,
      ...(token ? bearer(token) : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
  });
}

export const jpegPart = (bytes: Buffer, filename = 'receipt.jpg'): FilePart => ({ filename, contentType: 'image/jpeg', bytes });

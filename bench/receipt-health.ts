/**
 * Issue 40, finding 4: does a receipt upload freeze the default database? Builds the real app on an
 * in-memory PGlite (the default engine, one connection) with the small test catalogue, then times
 * GET /api/health through the HTTP stack (inject): BENCH_PROBES probes while idle, then probes while
 * BENCH_UPLOADS learners each send a large receipt (a PNG of BENCH_SIDE × BENCH_SIDE × 3/4 pixels, small on
 * the wire, heavy to decode) with an Idempotency-Key, all at once. Prints one JSON object with the
 * p50/p99 of each phase and their ratio; it never fails on time (a shared machine makes timings noisy).
 *
 *   npm run bench:receipt-health
 */
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { availableParallelism, loadavg } from 'node:os';
import { createPaymentsWorld, multipartBody, person } from '../tests/server/payments/payments-fixture';
import { bearer } from '../tests/server/auth/support';

const PROBES = Number(process.env.BENCH_PROBES ?? 60);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 3);
/** 5,600 × 4,200 = 23.5 Mpx: a large phone photo, under the 24 Mpx cap. */
const SIDE = Number(process.env.BENCH_SIDE ?? 5600);
const PROBE_GAP_MS = 10;

const round = (value: number) => Math.round(value * 10) / 10;
function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { n: sorted.length, p50_ms: round(at(0.5)), p99_ms: round(at(0.99)), max_ms: round(sorted.at(-1) ?? 0) };
}

/** A valid RGB PNG of width × height whose pixels are all black: a few hundred KB, ~width × height × 3 bytes decoded. */
function blackPng(width: number, height: number): Buffer {
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
  const raw = Buffer.alloc((width * 3 + 1) * height); // filter byte 0 and black pixels on every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const { t, fixture } = await createPaymentsWorld({ env: { LOG_LEVEL: 'silent' } });
try {
  const png = blackPng(SIDE, Math.round((SIDE * 3) / 4));
  const learners = await Promise.all(Array.from({ length: UPLOADS }, () => person(t)));

  const probe = async () => {
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    if (res.statusCode !== 200) throw new Error(`health answered ${res.statusCode}`);
    return performance.now() - started;
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));

  for (let i = 0; i < 5; i += 1) await probe(); // warm-up
  const idle: number[] = [];
  for (let i = 0; i < PROBES; i += 1) {
    idle.push(await probe());
    await pause();
  }

  const during: number[] = [];
  let uploading = true;
  const uploadsStarted = performance.now();
  const uploads = Promise.all(
    learners.map(async (learner) => {
      const { payload, headers } = multipartBody({ formation_id: fixture.paidId }, { filename: 'receipt.png', contentType: 'image/png', bytes: png });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/bank-transfer',
        payload,
        headers: { ...headers, ...bearer(learner.token), 'idempotency-key': randomUUID() },
      });
      return res.statusCode;
    }),
  ).finally(() => {
    uploading = false;
  });
  while (uploading) {
    during.push(await probe());
    await pause();
  }
  const statuses = await uploads;
  const uploadsMs = performance.now() - uploadsStarted;

  const idleStats = stats(idle);
  const busyStats = stats(during);
  console.log(
    JSON.stringify(
      {
        engine: 'pglite',
        cores: availableParallelism(),
        load_1m: round(loadavg()[0] ?? 0),
        receipt: { width: SIDE, height: Math.round((SIDE * 3) / 4), bytes: png.length },
        uploads: { count: UPLOADS, statuses, wall_ms: round(uploadsMs) },
        health_idle: idleStats,
        health_during_uploads: busyStats,
        p99_ratio: round(busyStats.p99_ms / Math.max(idleStats.p99_ms, 0.1)),
      },
      null,
      2,
    ),
  );
} finally {
  await t.close();
}

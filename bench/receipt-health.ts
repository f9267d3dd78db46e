/**
 * Does a receipt upload freeze the default database? Builds the real app on an
 * in-memory PGlite (the default engine, one connection) with the small test catalogue, then times
 * GET /api/health through the HTTP stack (inject): BENCH_PROBES probes while idle, then probes while, in each
 * of BENCH_ROUNDS rounds, BENCH_UPLOADS learners each send a large receipt (a PNG of BENCH_SIDE × BENCH_SIDE × 3/4 pixels, small on
 * the wire, heavy to decode) with an Idempotency-Key, all at once. Prints one JSON object with the
 * p50/p99 of each phase and their ratio; it never fails on time (a shared machine makes timings noisy).
 *
 *   npm run bench:receipt-health
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { blackPng, createPaymentsWorld, multipartBody, person } from '../tests/server/payments/payments-fixture';
import { bearer } from '../tests/server/auth/support';

const PROBES = Number(process.env.BENCH_PROBES ?? 200);
/** Rounds of BENCH_UPLOADS parallel uploads (new learners each round), for enough probes under load. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
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

const { t, fixture } = await createPaymentsWorld({ env: { LOG_LEVEL: 'silent' } });
try {
  const png = blackPng(SIDE, Math.round((SIDE * 3) / 4));

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
  const statuses: number[] = [];
  let uploadsMs = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const learners = await Promise.all(Array.from({ length: UPLOADS }, () => person(t)));
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
    statuses.push(...(await uploads));
    uploadsMs += performance.now() - uploadsStarted;
  }

  const idleStats = stats(idle);
  const busyStats = stats(during);
  console.log(
    JSON.stringify(
      {
        engine: 'pglite',
        cores: availableParallelism(),
        load_1m: round(loadavg()[0] ?? 0),
        receipt: { width: SIDE, height: Math.round((SIDE * 3) / 4), bytes: png.length },
        uploads: { parallel: UPLOADS, rounds: ROUNDS, statuses: [...new Set(statuses)], mean_round_ms: round(uploadsMs / ROUNDS) },
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

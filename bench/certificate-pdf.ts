/**
 * Certificate PDFs under load. Builds the real app on an in-memory PGlite, listening on
 * a local port, with BENCH_CERTIFICATES learners holding one certificate each, then:
 *  1. "main_thread": renders every PDF on the event loop, as the server did before (pdfkit in-process),
 *  2. "cold": every learner downloads their PDF at once through the API (worker-thread renders),
 *  3. "warm": the same downloads again (the kept files),
 * while a prober asks GET /api/health one request after another and the event loop's delay is sampled.
 * Prints one JSON object; it never fails on time.
 *
 *   node --import tsx bench/certificate-pdf.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { formatCertificateCode } from '../contract/exam';
import { uuidv7 } from '../contract/uuid';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { certificates } from '../server/db/schema/exam';
import { renderCertificatePdf } from '../server/lib/certificates/certificate-pdf';
import { DEFAULT_RENDER_THREADS, totalRenders } from '../server/lib/certificates/certificate-render-pool';
import { createSession } from '../server/lib/auth/sessions';
import { insertUser } from '../server/modules/auth/user-store';
import { newCertificateCode } from '../server/modules/exam/certificates-service';

const COUNT = Number(process.env.BENCH_CERTIFICATES ?? 30);
const LANGS = ['ar', 'fr', 'en'] as const;

const round = (value: number) => Math.round(value * 10) / 10;
function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, p50_ms: round(at(0.5)), p99_ms: round(at(0.99)), max_ms: round(sorted.at(-1) ?? 0) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-bench-'));
const config = {
  ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', PORT: '0' }),
  databaseUrl: 'memory://',
  staticDir: null,
};
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
const app = await buildApp({ config, database });
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const holders: { token: string; code: string; lang: (typeof LANGS)[number] }[] = [];
  for (let index = 0; index < COUNT; index += 1) {
    const { row } = await insertUser(database.db, {
      firstName: 'فاطمة',
      lastName: `Bench ${index}`,
      email: `bench-${index}@example.test`,
      phone: '',
      passwordHash: 'not-used',
      roles: ['client'],
    });
    const code = newCertificateCode();
    const now = new Date();
    await database.db.insert(certificates).values({
      id: uuidv7(),
      code,
      userId: row.id,
      formationId: null,
      attemptId: null,
      score: 9,
      issuedAt: now,
      holderName: `فاطمة Bench ${index}`,
      formationTitle: { ar: 'تربية النحل: خليتي الأولى', fr: 'Apiculture : ma première ruche', en: 'Beekeeping: my first hive' },
      signature: 'bench',
      keyId: 'bench',
      updatedAt: now,
    });
    holders.push({
      token: (await createSession(database.db, row.id, false, 'bench')).token,
      code,
      lang: LANGS[index % LANGS.length] ?? 'en',
    });
  }

  /** Runs `work` while probing /api/health back to back and sampling the event loop's delay. */
  async function measure(work: () => Promise<unknown>) {
    // A 20 ms timer's lateness is the event loop's delay; a render on the loop shows as one long gap.
    const lag: number[] = [];
    let expected = performance.now() + 20;
    const timer = setInterval(() => {
      const now = performance.now();
      lag.push(Math.max(0, now - expected));
      expected = now + 20;
    }, 20);
    const health: number[] = [];
    let running = true;
    const prober = (async () => {
      while (running) {
        const started = performance.now();
        await (await fetch(`${base}/api/health`)).arrayBuffer();
        health.push(performance.now() - started);
      }
    })();
    const started = performance.now();
    await work();
    const wall = performance.now() - started;
    // The gap since the last tick counts too: a loop blocked to the end never ticked at all.
    lag.push(Math.max(0, performance.now() - expected));
    clearInterval(timer);
    running = false;
    await prober;
    return {
      wall_ms: round(wall),
      health: stats(health),
      event_loop_delay: stats(lag),
    };
  }

  // Warm the health route and the JIT so the first phase is not charged for it.
  for (let i = 0; i < 5; i += 1) await fetch(`${base}/api/health`);

  const mainThread = await measure(async () => {
    for (const holder of holders) {
      await renderCertificatePdf({
        language: holder.lang,
        holderName: 'فاطمة Bench',
        formationTitle: 'Beekeeping: my first hive',
        score: 9,
        maxScore: 10,
        issuedAt: new Date(),
        code: formatCertificateCode(holder.code),
        verifyUrl: `${base}/verify/${holder.code}`,
        qrPayload: `${base}/verify/${holder.code}#bench`,
        keyId: 'bench',
      });
    }
  });

  const downloadAll = async () => {
    const statuses = await Promise.all(
      holders.map(async (holder) => {
        const response = await fetch(`${base}/api/certificates/${holder.code}/pdf?lang=${holder.lang}`, {
          headers: { authorization: `Bearer ${holder.token}` },
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    return statuses;
  };
  const rendersBefore = totalRenders();
  let coldStatuses: number[] = [];
  const cold = await measure(async () => {
    coldStatuses = await downloadAll();
  });
  const coldRenders = totalRenders() - rendersBefore;
  let warmStatuses: number[] = [];
  const warm = await measure(async () => {
    warmStatuses = await downloadAll();
  });

  console.log(
    JSON.stringify(
      {
        certificates: COUNT,
        render_threads: DEFAULT_RENDER_THREADS,
        cores: availableParallelism(),
        load_average_1m: round(loadavg()[0] ?? 0),
        main_thread_renders: mainThread,
        cold_parallel_downloads: { ...cold, renders: coldRenders, ok: coldStatuses.filter((status) => status === 200).length },
        warm_parallel_downloads: {
          ...warm,
          renders: totalRenders() - rendersBefore - coldRenders,
          ok: warmStatuses.filter((status) => status === 200).length,
        },
      },
      null,
      2,
    ),
  );
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

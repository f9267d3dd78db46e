/**
 * POST /api/login at the chosen scrypt cost (server/lib/passwords.ts). Builds the real app on an in-memory
 * PGlite, creates one account, then logs in BENCH_LOGINS times one after the other and BENCH_PARALLEL at
 * once, through the HTTP stack (inject), and the CPU time of one hash (what an idle core would take).
 * Prints one JSON object; it never fails on time.
 *
 *   node --import tsx bench/login.ts
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from '../server/lib/passwords';
import { insertUser } from '../server/modules/auth/user-store';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 20);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 4);
const PASSWORD = 'bench-password-123';

const round = (value: number) => Math.round(value * 10) / 10;
function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, min_ms: round(sorted[0] ?? 0), median_ms: round(at(0.5)), p95_ms: round(at(0.95)), max_ms: round(sorted.at(-1) ?? 0) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-bench-'));
const config = { ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent' }), databaseUrl: 'memory://', staticDir: null };
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
const app = await buildApp({ config, database });
try {
  const hash = await hashPassword(PASSWORD);
  await insertUser(database.db, { firstName: 'Bench', lastName: 'User', email: 'bench@example.test', phone: '', passwordHash: hash, roles: ['client'] });

  // CPU time of one hash, which a busy machine does not inflate the way it inflates wall time.
  const cpu: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const before = process.cpuUsage();
    scryptSync(PASSWORD, randomBytes(16), 32, { ...SCRYPT_PARAMS, maxmem: 256 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r + 2 ** 20 });
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }

  const verify: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    await verifyPassword(PASSWORD, hash);
    verify.push(performance.now() - started);
  }

  // Each login from its own address, so the failure limit never interferes.
  const login = async (index: number) => {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'bench@example.test', password: PASSWORD },
      remoteAddress: `10.200.${Math.floor(index / 250)}.${index % 250}`,
    });
    if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
    return performance.now() - started;
  };

  await login(9999); // warm-up: JIT, prepared statements
  const sequential: number[] = [];
  for (let i = 0; i < LOGINS; i += 1) sequential.push(await login(i));

  const burstStarted = performance.now();
  const burst = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => login(1000 + i)));
  const burstWall = performance.now() - burstStarted;

  console.log(
    JSON.stringify(
      {
        scrypt: { ...SCRYPT_PARAMS, memory_mib: (128 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r) / 2 ** 20 },
        machine: { cores: availableParallelism(), load_average_1m: round(loadavg()[0] ?? 0), node: process.version },
        scrypt_cpu: stats(cpu),
        verify_password: stats(verify),
        post_login_sequential: stats(sequential),
        post_login_parallel: { parallel: PARALLEL, wall_ms: round(burstWall), ...stats(burst) },
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

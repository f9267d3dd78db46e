/**
 * POST /api/login at the chosen scrypt cost (server/lib/passwords.ts). Builds the real app on an in-memory
 * PGlite, creates one account, then logs in BENCH_LOGINS times one after the other and BENCH_PARALLEL at
 * once, through the HTTP stack (inject), and the CPU time of one hash (what an idle core would take).
 * Then the attacks of issue 20: 40 wrong passwords at once, 59 wrong and the right one at once (from one
 * address and from 60), and a registration flood at concurrency BENCH_FLOOD_CONCURRENCY: BENCH_FLOOD_FROM_ONE
 * sign-ups from one address, then BENCH_FLOOD_SECONDS from many addresses, with a real login timed during each.
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
import { hashPassword, hashQueueState, SCRYPT_PARAMS, verifyPassword } from '../server/lib/passwords';
import { insertUser } from '../server/modules/auth/user-store';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 20);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 4);
const PASSWORD = 'bench-password-123';
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
/** One address sends this many sign-ups: twice its hourly allowance. */
const FLOOD_FROM_ONE = Number(process.env.BENCH_FLOOD_FROM_ONE ?? 120);
const FLOOD_CONCURRENCY = Number(process.env.BENCH_FLOOD_CONCURRENCY ?? 8);

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

  // --- parallel guesses -------------------------------------------------------------------------------
  let accounts = 0;
  const freshAccount = async () => {
    accounts += 1;
    const email = `victim-${accounts}@example.test`;
    await insertUser(database.db, { firstName: 'Victim', lastName: String(accounts), email, phone: '', passwordHash: hash, roles: ['client'] });
    return email;
  };
  const guess = (email: string, password: string, address: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: address });
  const tally = (codes: number[]) => Object.fromEntries([...new Set(codes)].sort().map((code) => [code, codes.filter((c) => c === code).length]));
  const guesses = async (total: number, withRight: boolean, addresses: 'one' | 'many') => {
    const email = await freshAccount();
    const before = hashQueueState().completed;
    const responses = await Promise.all(
      Array.from({ length: total }, (_, index) =>
        guess(email, withRight && index === total - 1 ? PASSWORD : 'wrong-password', addresses === 'one' ? '10.210.0.1' : `10.211.${accounts}.${index}`),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    return {
      sent: total,
      passwords_checked: hashQueueState().completed - before,
      answers: tally(codes),
      tokens_issued: codes.filter((code) => code === 200).length,
      ...(withRight ? { right_password_answer: codes.at(-1) } : {}),
    };
  };
  const parallelGuesses = {
    wrong_40_one_address: await guesses(40, false, 'one'),
    wrong_59_and_right_one_address: await guesses(60, true, 'one'),
    wrong_59_and_right_60_addresses: await guesses(60, true, 'many'),
  };

  // --- registration flood -------------------------------------------------------------------------------
  let registrations = 0;
  const flood = async (addresses: 'one' | 'many') => {
    let sent = 0;
    const more = () => (addresses === 'one' ? sent < FLOOD_FROM_ONE : performance.now() < until);
    const codes: number[] = [];
    let peakRss = process.memoryUsage().rss;
    let peakHashing = 0;
    const realLogins: number[] = [];
    const started = performance.now();
    const until = started + FLOOD_SECONDS * 1000;
    let flooding = true;
    const worker = async (lane: number) => {
      while (more()) {
        sent += 1;
        registrations += 1;
        const response = await app.inject({
          method: 'POST',
          url: '/api/register',
          payload: {
            first_name: 'Junk',
            last_name: String(registrations),
            email: `junk-${registrations}@example.test`,
            phone: '0661234567',
            password: 'junk-password-1',
            password_confirmation: 'junk-password-1',
          },
          remoteAddress: addresses === 'one' ? '10.220.0.1' : `10.221.${lane}.${registrations % 250}`,
        });
        codes.push(response.statusCode);
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        peakHashing = Math.max(peakHashing, hashQueueState().running);
      }
    };
    const sampler = (async () => {
      while (flooding) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        if (flooding) realLogins.push(await login(5000 + registrations));
      }
    })();
    await Promise.all(Array.from({ length: FLOOD_CONCURRENCY }, (_, lane) => worker(lane)));
    flooding = false;
    await sampler;
    const seconds = (performance.now() - started) / 1000;
    const created = codes.filter((code) => code === 201).length;
    return {
      seconds: round(seconds),
      concurrency: FLOOD_CONCURRENCY,
      requests: codes.length,
      answers: tally(codes),
      accounts_created: created,
      created_per_second: round(created / seconds),
      peak_concurrent_hashes: peakHashing,
      peak_rss_mb: Math.round(peakRss / 2 ** 20),
      real_login_during_flood: stats(realLogins),
    };
  };
  const registrationFlood = { one_address: await flood('one'), many_addresses: await flood('many') };

  console.log(
    JSON.stringify(
      {
        scrypt: { ...SCRYPT_PARAMS, memory_mib: (128 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r) / 2 ** 20 },
        machine: { cores: availableParallelism(), load_average_1m: round(loadavg()[0] ?? 0), node: process.version },
        scrypt_cpu: stats(cpu),
        verify_password: stats(verify),
        post_login_sequential: stats(sequential),
        post_login_parallel: { parallel: PARALLEL, wall_ms: round(burstWall), ...stats(burst) },
        parallel_guesses: parallelGuesses,
        registration_flood: registrationFlood,
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

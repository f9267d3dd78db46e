/**
 * POST /api/login at the chosen scrypt cost (server/lib/auth/passwords.ts). Builds the real app on an in-memory
 * PGlite, creates one account, then logs in BENCH_LOGINS times one after the other and BENCH_PARALLEL at
 * once, through the HTTP stack (inject), and the CPU time of one hash (what an idle core would take).
 * Then the classic attacks: 40 wrong passwords at once, 59 wrong and the right one at once (from one
 * address and from 60), and a registration flood at concurrency BENCH_FLOOD_CONCURRENCY: BENCH_FLOOD_FROM_ONE
 * sign-ups from one address, then BENCH_FLOOD_SECONDS from many addresses, with a real login timed during each.
 * Then the attacks on an owner's way in: a bot guessing every 0.2 s from 20 addresses for BENCH_ATTACK_SECONDS while
 * the owner signs in every 2 s from an address where they signed in before (the owner's success rate);
 * BENCH_UNKNOWN_CONNECTIONS anonymous connections sending logins for made-up e-mails from rotating addresses
 * for BENCH_UNKNOWN_SECONDS, with a public route's rate measured before and during; and 20 addresses
 * flooding sign-up (65 each, a taken e-mail) before a newcomer from a fresh address registers.
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
import { hashPassword, hashQueueState, SCRYPT_PARAMS, verifyPassword } from '../server/lib/auth/passwords';
import { insertUser } from '../server/modules/auth/user-store';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 20);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 4);
const PASSWORD = 'bench-password-123';
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
/** One address sends this many sign-ups: twice its hourly allowance. */
const FLOOD_FROM_ONE = Number(process.env.BENCH_FLOOD_FROM_ONE ?? 120);
const FLOOD_CONCURRENCY = Number(process.env.BENCH_FLOOD_CONCURRENCY ?? 8);
const ATTACK_SECONDS = Number(process.env.BENCH_ATTACK_SECONDS ?? 30);
const UNKNOWN_SECONDS = Number(process.env.BENCH_UNKNOWN_SECONDS ?? 10);
const UNKNOWN_CONNECTIONS = Number(process.env.BENCH_UNKNOWN_CONNECTIONS ?? 4);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const round = (value: number) => Math.round(value * 10) / 10;
function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    n: sorted.length,
    min_ms: round(sorted[0] ?? 0),
    median_ms: round(at(0.5)),
    p95_ms: round(at(0.95)),
    max_ms: round(sorted.at(-1) ?? 0),
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-bench-'));
const config = { ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent' }), databaseUrl: 'memory://', staticDir: null };
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
const app = await buildApp({ config, database });
try {
  const hash = await hashPassword(PASSWORD);
  await insertUser(database.db, {
    firstName: 'Bench',
    lastName: 'User',
    email: 'bench@example.test',
    phone: '',
    passwordHash: hash,
    roles: ['client'],
  });

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
    await insertUser(database.db, {
      firstName: 'Victim',
      lastName: String(accounts),
      email,
      phone: '',
      passwordHash: hash,
      roles: ['client'],
    });
    return email;
  };
  const guess = (email: string, password: string, address: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: address });
  const tally = (codes: number[]) =>
    Object.fromEntries([...new Set(codes)].sort().map((code) => [code, codes.filter((c) => c === code).length]));
  const guesses = async (total: number, withRight: boolean, addresses: 'one' | 'many') => {
    const email = await freshAccount();
    const before = hashQueueState().completed;
    const responses = await Promise.all(
      Array.from({ length: total }, (_, index) =>
        guess(
          email,
          withRight && index === total - 1 ? PASSWORD : 'wrong-password',
          addresses === 'one' ? '10.210.0.1' : `10.211.${accounts}.${index}`,
        ),
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

  // --- the owner under attack -------------------------------------------------------------------
  const ownerUnderAttack = async () => {
    const email = await freshAccount();
    const owner = () => guess(email, PASSWORD, '10.230.9.9');
    const before = (await owner()).statusCode; // the owner signed in from the office before the attack
    const bot: number[] = [];
    const ownerCodes: number[] = [];
    const until = performance.now() + ATTACK_SECONDS * 1000;
    const botLoop = (async () => {
      for (let tick = 0; performance.now() < until; tick += 1) {
        void guess(email, `guess-${tick}`, `10.231.0.${tick % 20}`).then((response) => bot.push(response.statusCode));
        await sleep(200);
      }
    })();
    await sleep(1000);
    while (performance.now() < until) {
      ownerCodes.push((await owner()).statusCode);
      await sleep(2000);
    }
    await botLoop;
    await sleep(500);
    return {
      seconds: ATTACK_SECONDS,
      owner_first_sign_in: before,
      owner_tries: ownerCodes.length,
      owner_answers: tally(ownerCodes),
      owner_success_rate: round((100 * ownerCodes.filter((code) => code === 200).length) / Math.max(1, ownerCodes.length)),
      bot_guesses: bot.length,
      bot_answers: tally(bot),
    };
  };

  // --- logins for made-up e-mails against a public route's rate ----------------------------------
  const publicRate = async (seconds: number) => {
    let served = 0;
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      const response = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.240.0.1' });
      if (response.statusCode === 200) served += 1;
      // A public page is requested over a network: a little time between requests.
      await sleep(5);
    }
    return round(served / seconds);
  };
  const unknownFlood = async () => {
    const real = await freshAccount();
    const alone = await publicRate(5);
    const codes: number[] = [];
    const checksBefore = hashQueueState().completed;
    let flooding = true;
    let sent = 0;
    const connection = async (lane: number) => {
      while (flooding) {
        sent += 1;
        const response = await guess(`made-up-${lane}-${sent}@example.test`, 'guess', `10.241.${lane}.${sent % 250}`);
        codes.push(response.statusCode);
      }
    };
    const connections = Array.from({ length: UNKNOWN_CONNECTIONS }, (_, lane) => connection(lane));
    const during = await publicRate(UNKNOWN_SECONDS);
    const realDuring = (await guess(real, PASSWORD, '10.241.0.77')).statusCode;
    flooding = false;
    await Promise.all(connections);
    return {
      connections: UNKNOWN_CONNECTIONS,
      seconds: UNKNOWN_SECONDS,
      public_route_per_second_alone: alone,
      public_route_per_second_during: during,
      logins_sent: codes.length,
      answers: tally(codes),
      scrypt_checks_run: hashQueueState().completed - checksBefore,
      real_login_same_network_during: realDuring,
    };
  };

  // --- 20 addresses flooding sign-up, then a newcomer --------------------------------------------
  const signupFlood = async () => {
    const taken = await freshAccount();
    const codes: number[] = [];
    const attempt = (email: string, address: string) =>
      app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          first_name: 'Flood',
          last_name: 'Bot',
          email,
          phone: '0661234567',
          password: 'junk-password-1',
          password_confirmation: 'junk-password-1',
        },
        remoteAddress: address,
      });
    for (let address = 0; address < 20; address += 1) {
      const batch = await Promise.all(Array.from({ length: 65 }, () => attempt(taken, `10.250.${address}.1`)));
      codes.push(...batch.map((response) => response.statusCode));
    }
    const newcomer = await attempt('newcomer@example.test', '10.251.0.1');
    return { addresses: 20, attempts: codes.length, answers: tally(codes), newcomer_from_fresh_address: newcomer.statusCode };
  };

  const issue41 = {
    owner_under_attack: await ownerUnderAttack(),
    unknown_email_flood: await unknownFlood(),
    signup_flood: await signupFlood(),
  };

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
        issue_41: issue41,
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

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { availableParallelism } from 'node:os';
import {
  createHashSlots,
  HASH_CONCURRENCY,
  HASH_QUEUE_LIMIT,
  hashPassword,
  hashQueueState,
  needsRehash,
  SCRYPT_PARAMS,
  setPasswordHashCost,
  verifyPassword,
} from '../../../server/lib/auth/passwords';
import { HttpProblem } from '../../../server/lib/http/problem';
import { cheapHash } from '../auth/support';
import { bearerToken, hashToken, newSessionToken } from '../../../server/lib/auth/tokens';
import { createTokenBucket } from '../../../server/lib/http/token-bucket';

// Logins hash with scrypt at production cost (server/lib/auth/passwords.ts): slow on purpose, more so on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('passwords', () => {
  // The cost is the process's: server tests share a process, and every test app chose `test` before this file.
  beforeEach(() => setPasswordHashCost('standard'));

  it('salts each hash, verifies the right password only, and records its parameters', async () => {
    const [first, second] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(first).not.toBe(second);
    expect(first.startsWith(`scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$`)).toBe(true);
    expect(await verifyPassword('same-password', first)).toBe(true);
    expect(await verifyPassword('same-passwore', first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it('still verifies a hash made with older parameters and flags it for rehashing', async () => {
    // Hash of "legacy-password" with N=2^14, r=8, p=1 and a fixed salt.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('legacy-password', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const legacy = `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('legacy-password', legacy)).toBe(true);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('hashes at the test cost only when told, and a standard hash is then due for rehashing', async () => {
    const standard = await hashPassword('cost-password');
    setPasswordHashCost('test');
    try {
      const cheap = await hashPassword('cost-password');
      expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
      expect(await verifyPassword('cost-password', cheap)).toBe(true);
      expect(await verifyPassword('cost-password', standard)).toBe(true);
      expect(needsRehash(standard)).toBe(true);
    } finally {
      setPasswordHashCost('standard');
    }
    expect(needsRehash(standard)).toBe(false);
  });

  it('treats a malformed hash as a failed check, never a crash', async () => {
    expect(await verifyPassword('x', 'garbage')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$0$0$$')).toBe(false);
  });
});

describe('the scrypt queue', () => {
  it('leaves a core for everything else: at most cores − 1 checks at once (at least 1, at most 4)', () => {
    expect(HASH_CONCURRENCY).toBe(Math.max(1, Math.min(4, availableParallelism() - 1)));
    expect(HASH_CONCURRENCY).toBeLessThan(Math.max(2, availableParallelism()));
  });

  it('a semaphore of N slots never runs more than N tasks at once, whatever arrives, and refuses a full queue fast', async () => {
    const slots = createHashSlots(2, 5);
    let inside = 0;
    let most = 0;
    const gates: Array<() => void> = [];
    const task = () =>
      new Promise<number>((resolve) => {
        inside += 1;
        most = Math.max(most, inside);
        gates.push(() => {
          inside -= 1;
          resolve(1);
        });
      });
    const runs = Array.from({ length: 7 }, (_, index) => slots.run(index % 2 ? 'check' : 'hash', task));
    expect(slots.state()).toMatchObject({ running: 2, waiting: 5 });
    const started = performance.now();
    await expect(slots.run('check', task)).rejects.toMatchObject({ status: 503, code: 'server.busy' });
    expect(performance.now() - started).toBeLessThan(50);
    while (gates.length > 0 || slots.state().running > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
      expect(inside).toBeLessThanOrEqual(2);
    }
    expect(await Promise.all(runs)).toEqual(Array.from({ length: 7 }, () => 1));
    expect(most).toBe(2);
    expect(slots.state()).toEqual({ running: 0, waiting: 0, completed: 7 });
  });

  it(`runs at most ${HASH_CONCURRENCY} at once, queues the rest, and refuses past ${HASH_QUEUE_LIMIT} waiting with 503 server.busy`, async () => {
    const stored = cheapHash('queued-password');
    const total = HASH_CONCURRENCY + HASH_QUEUE_LIMIT;
    const accepted = Array.from({ length: total }, () => verifyPassword('queued-password', stored));
    expect(hashQueueState()).toMatchObject({ running: HASH_CONCURRENCY, waiting: HASH_QUEUE_LIMIT });
    const refused = await verifyPassword('queued-password', stored).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpProblem);
    expect(refused).toMatchObject({ status: 503, code: 'server.busy' });
    expect(Number((refused as HttpProblem).headers['Retry-After'])).toBeGreaterThan(0);
    expect(await Promise.all(accepted)).toEqual(Array.from({ length: total }, () => true));
    expect(hashQueueState()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('lets a sign-in check waiting for a slot go before a new hash that waited longer', async () => {
    const stored = cheapHash('queued-password');
    const order: string[] = [];
    const busy = Array.from({ length: HASH_CONCURRENCY }, () => verifyPassword('queued-password', stored));
    const hash = hashPassword('a-new-password').then(() => order.push('hash'));
    const check = verifyPassword('queued-password', stored).then(() => order.push('check'));
    expect(hashQueueState()).toMatchObject({ running: HASH_CONCURRENCY, waiting: 2 });
    await Promise.all([...busy, hash, check]);
    expect(order).toEqual(['check', 'hash']);
  });
});

describe('the budget of checks for unknown e-mails (token bucket)', () => {
  it('gives a burst, then a steady rate, and says how long to wait', () => {
    let now = 0;
    const bucket = createTokenBucket({ capacity: 3, perSecond: 2, now: () => now });
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([0, 0, 0]);
    expect(bucket.take()).toBeCloseTo(0.5);
    now += 500;
    expect(bucket.take()).toBe(0);
    expect(bucket.take()).toBeGreaterThan(0);
    now += 60_000;
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([0, 0, 0]);
    expect(bucket.take()).toBeGreaterThan(0);
  });
});

describe('tokens', () => {
  it('are 32 random bytes in base64url, stored as a SHA-256', () => {
    const token = newSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newSessionToken()).not.toBe(token);
    expect(hashToken(token)).toHaveLength(43);
    expect(hashToken(token)).not.toBe(token);
  });

  it('are read from a Bearer header only', () => {
    const token = newSessionToken();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer ${token}`)).toBe(token);
    expect(bearerToken(`Basic ${token}`)).toBeNull();
    expect(bearerToken('Bearer short')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

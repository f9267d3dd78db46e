import { afterEach, beforeEach } from 'vitest';
import { AnonymousOutboxDatabase } from '../../../src/data/outbox/anonymous-outbox-db';
import { createOutboxRunner, type OutboxRunnerOptions } from '../../../src/data/outbox/outbox-runner';

const START = Date.parse('2026-03-01T08:00:00Z');

/** What a runner test works on: a fresh anonymous outbox database, and a clock it moves by hand. */
export interface AnonymousOutboxBench {
  readonly db: AnonymousOutboxDatabase;
  clock: number;
  /** A runner over `db` and `clock`, without a token, jitter or cross-tab locks. */
  runner: (fetch: typeof globalThis.fetch, overrides?: Partial<OutboxRunnerOptions>) => ReturnType<typeof createOutboxRunner>;
}

/**
 * Gives each test of the file its own database (named after `name`, so files never share one) and the
 * clock back at the same start; the database is deleted after the test.
 */
export function anonymousOutboxPerTest(name: string): AnonymousOutboxBench {
  let counter = 0;
  let current: AnonymousOutboxDatabase | null = null;
  const bench: AnonymousOutboxBench = {
    get db() {
      if (!current) throw new Error('the outbox database exists only while a test runs');
      return current;
    },
    clock: START,
    runner: (fetch, overrides = {}) =>
      createOutboxRunner({
        db: bench.db,
        baseUrl: 'https://academy.test/api',
        token: () => null,
        requiresToken: false,
        deviceId: () => 'device-under-test',
        fetch,
        now: () => bench.clock,
        random: () => 1,
        locks: null,
        ...overrides,
      }),
  };
  beforeEach(() => {
    counter += 1;
    current = new AnonymousOutboxDatabase(`${name}-${counter}`);
    bench.clock = START;
  });
  afterEach(async () => {
    const db = bench.db;
    current = null;
    db.close();
    await db.delete();
  });
  return bench;
}

import { afterEach, beforeEach } from 'vitest';
import { AnonymousOutboxDatabase } from '../../../src/data/outbox/anonymous-outbox-db';
import { createOutboxRunner, type OutboxRunnerOptions } from '../../../src/data/outbox/outbox-runner';

const START = Date.parse('2026-03-01T08:00:00Z');

/** What a runner test works on: a fresh anonymous outbox database, and a clock it moves by hand. */
export interface AnonymousOutboxHarness {
  readonly db: AnonymousOutboxDatabase;
  clock: number;
  /** A runner over `db` and `clock`, without a token, jitter or cross-tab locks. */
  runner: (fetch: typeof globalThis.fetch, overrides?: Partial<OutboxRunnerOptions>) => ReturnType<typeof createOutboxRunner>;
}

/**
 * Gives each test of the file its own database (named after `name`, so files never share one) and the
 * clock back at the same start; the database is deleted after the test.
 */
export function anonymousOutboxHarness(name: string): AnonymousOutboxHarness {
  let counter = 0;
  let current: AnonymousOutboxDatabase | null = null;
  const harness: AnonymousOutboxHarness = {
    get db() {
      if (!current) throw new Error('the outbox database exists only while a test runs');
      return current;
    },
    clock: START,
    runner: (fetch, overrides = {}) =>
      createOutboxRunner({
        db: harness.db,
        baseUrl: 'https://academy.test/api',
        token: () => null,
        requiresToken: false,
        deviceId: () => 'device-under-test',
        fetch,
        now: () => harness.clock,
        random: () => 1,
        locks: null,
        ...overrides,
      }),
  };
  beforeEach(() => {
    counter += 1;
    current = new AnonymousOutboxDatabase(`${name}-${counter}`);
    harness.clock = START;
  });
  afterEach(async () => {
    const db = harness.db;
    current = null;
    db.close();
    await db.delete();
  });
  return harness;
}

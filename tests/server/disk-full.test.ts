import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyRecords } from '../../server/db/schema/outbox';
import { appMeta } from '../../server/db/schema/meta';
import { idempotent } from '../../server/plugins/idempotency';
import { createTestApp, type TestApp } from './helpers';

/** A full disk answers 507 `server.storage_full`, and no write is acknowledged. */
let t: TestApp;
const logLines: string[] = [];
let attempts = 0;
beforeAll(async () => {
  t = await createTestApp({
    logger: true,
    logStream: { write: (line) => void logLines.push(line) },
    configure: (app) => {
      // A replayable write whose file write fails for lack of space, after its row was written.
      app.post('/api/test/disk-full', idempotent(), async (request) => {
        attempts += 1;
        await request.db.insert(appMeta).values({ key: `disk-full-${attempts}`, value: 'half-done' });
        const error = Object.assign(new Error("ENOSPC: no space left on device, write '/srv/academy/data/receipts/abc.jpg'"), {
          code: 'ENOSPC',
          errno: -28,
          syscall: 'write',
        });
        throw new Error('receipt not stored', { cause: error });
      });
    },
  });
});
afterAll(() => t.close());

describe('a full disk', () => {
  it('answers 507 server.storage_full with Retry-After, names no path, and keeps nothing of the write', async () => {
    const key = crypto.randomUUID();
    const send = () => t.app.inject({ method: 'POST', url: '/api/test/disk-full', headers: { 'idempotency-key': key }, payload: { a: 1 } });
    const first = await send();
    expect(first.statusCode).toBe(507);
    expect(first.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(first.json()).toMatchObject({ status: 507, code: 'server.storage_full' });
    expect(Number(first.headers['retry-after'])).toBeGreaterThan(0);
    expect(first.body).not.toContain('/srv/academy');
    // Nothing acknowledged: no stored answer, no half-done row; the retry runs the write again.
    expect((await t.database.db.select({ value: count() }).from(idempotencyRecords).where(eq(idempotencyRecords.key, key)))[0]?.value).toBe(
      0,
    );
    expect(await t.database.db.select().from(appMeta).where(eq(appMeta.key, 'disk-full-1'))).toHaveLength(0);
    expect((await send()).statusCode).toBe(507);
    expect(attempts).toBe(2);
    expect(logLines.some((line) => line.includes('disk full'))).toBe(true);
  });
});

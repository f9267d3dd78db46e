import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { STREAM_CHANGE_CHANNEL } from '../../../server/db/stream-changes';
import { streamVersionReader } from '../../../server/lib/sync/stream-version';
import { catalogueStream } from '../../../server/modules/sync/streams';
import type { TestApp } from '../helpers';

/** A reader over the app's database, with the number of version queries it made so far. */
export function countingReader(t: TestApp, changes = t.database.changes) {
  const execute = vi.spyOn(t.database.db, 'execute');
  const read = streamVersionReader(t.database.db, catalogueStream, changes);
  return {
    read,
    queries: () => execute.mock.calls.length,
    restore: () => execute.mockRestore(),
  };
}

/**
 * Waits until the notifications of every write made so far (the fixture's included) have been heard: on
 * PostgreSQL they arrive on the listening connection some time after the commit, in commit order, so a
 * sentinel sent now arrives after them. Without it, a late notification of the fixture moved the
 * generation in the middle of a count (CI, 2026-11-25: 3 queries where 1 was expected).
 */
export async function notificationsHeard(t: TestApp): Promise<void> {
  const changes = t.database.changes;
  await vi.waitFor(() => expect(changes.generation(catalogueStream.name)).not.toBeNull(), { timeout: 10_000 });
  const sentinel = `test-sentinel-${Math.random().toString(36).slice(2)}`;
  await t.database.db.execute(sql`select pg_notify(${STREAM_CHANGE_CHANNEL}, ${sentinel})`);
  // Both generations share the "anything changed" part: their difference is the sentinel's own count.
  await vi.waitFor(() => expect((changes.generation(sentinel) ?? 0) - (changes.generation('test-no-such-stream') ?? 0)).toBe(1), {
    timeout: 5_000,
  });
}

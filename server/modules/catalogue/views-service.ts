import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formationViews, formations } from '../../db/schema/catalogue';
import { appMetaValue } from '../../lib/app-meta-value';

export interface Visitor {
  userId: string | null;
  ip: string;
  /** The app's X-Device-Id when it sent a valid one. */
  deviceId?: string | null;
  userAgent: string | undefined;
}

function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Who viewed, without keeping who: the user id when signed in, else a hash of a per-database secret,
 * the day, the address and the device id (or, for a client without one, the browser). The day in the
 * hash means two days' rows cannot be linked.
 */
export async function visitorKey(db: Db, visitor: Visitor, now: Date = new Date()): Promise<string> {
  if (visitor.userId) return `u:${visitor.userId}`;
  const salt = await appMetaValue(db, 'views_salt', () => randomBytes(32).toString('base64url'));
  const device = visitor.deviceId ? `d:${visitor.deviceId}` : `b:${visitor.userAgent ?? ''}`;
  const digest = createHash('sha256')
    .update(`${salt}\n${today(now)}\n${visitor.ip}\n${device}`)
    .digest('base64url');
  return `h:${digest}`;
}

/**
 * Distinct anonymous visitors one address may add to one formation in a day (README, "Limits"): a
 * cooperative's Wi-Fi shows its several phones, a script inventing browsers or device ids adds no more.
 */
export const ANONYMOUS_VIEWS_PER_ADDRESS = 10;
/** Views wait in memory this long before they are written, all at once. */
export const VIEWS_FLUSH_MS = 10_000;
/** Past this many remembered visitors the day's memory starts afresh (the database still refuses doubles). */
const MAX_REMEMBERED = 200_000;

interface PendingView {
  formationId: string;
  day: string;
  visitor: string;
}

/**
 * Formation views, counted once per learner or device per formation per day, without a database write
 * on the GET: a view is remembered in memory and written with the others every VIEWS_FLUSH_MS (and when
 * the server stops). The flush inserts the day's (formation, visitor) rows with ON CONFLICT DO NOTHING and
 * adds to each formation's count only the rows it inserted, so a restart or a second server never counts
 * a visitor twice in a day.
 */
export class ViewCounter {
  private day = '';
  private seen = new Set<string>();
  private perAddress = new Map<string, number>();
  private pending: PendingView[] = [];
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** Remembers a view; true when it is this visitor's first of the day for the formation (as far as this server knows). */
  async record(formationId: string, visitor: Visitor, now: Date = new Date()): Promise<boolean> {
    const day = today(now);
    if (day !== this.day || this.seen.size > MAX_REMEMBERED) {
      this.day = day;
      this.seen = new Set();
      this.perAddress = new Map();
    }
    const key = await visitorKey(this.db, visitor, now);
    const seenKey = `${formationId}\n${key}`;
    if (this.seen.has(seenKey)) return false;
    if (!visitor.userId) {
      const addressKey = `${formationId}\n${visitor.ip}`;
      const count = this.perAddress.get(addressKey) ?? 0;
      if (count >= ANONYMOUS_VIEWS_PER_ADDRESS) return false;
      this.perAddress.set(addressKey, count + 1);
    }
    this.seen.add(seenKey);
    this.pending.push({ formationId, day, visitor: key });
    return true;
  }

  /** Writes the remembered views: one insert of their rows, one update per formation that gained any. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const batch = this.pending;
      this.pending = [];
      for (let start = 0; start < batch.length; start += 1000) await this.write(batch.slice(start, start + 1000));
    });
    return this.flushing;
  }

  private async write(batch: PendingView[]): Promise<void> {
    if (batch.length === 0) return;
    await this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(formationViews)
        .values(batch)
        .onConflictDoNothing()
        .returning({ formationId: formationViews.formationId });
      const gained = new Map<string, number>();
      for (const row of inserted) gained.set(row.formationId, (gained.get(row.formationId) ?? 0) + 1);
      for (const [formationId, count] of gained) {
        await tx
          .update(formations)
          .set({ viewsCount: sql`${formations.viewsCount} + ${count}` })
          .where(eq(formations.id, formationId));
      }
    });
  }
}

const counters = new WeakMap<Db, ViewCounter>();

/** The view counter of a database (one per app; tests flush it through this). */
export function viewCounterFor(db: Db): ViewCounter {
  let counter = counters.get(db);
  if (!counter) counters.set(db, (counter = new ViewCounter(db)));
  return counter;
}

/** Yesterday's rows are enough to refuse a second count today; older ones only take space. */
export async function pruneViews(db: Db, now: Date = new Date()): Promise<void> {
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.delete(formationViews).where(sql`${formationViews.day} < ${today(yesterday)}`);
}

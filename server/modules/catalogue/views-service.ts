import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formationViews, formations } from '../../db/schema/catalogue';
import { appMetaValue } from '../../lib/app-meta-value';

export interface Visitor {
  userId: string | null;
  ip: string;
  userAgent: string | undefined;
}

function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Who viewed, without keeping who: the user id when signed in, else a hash of a per-database secret,
 * the day, the address and the browser. The day in the hash means two days' rows cannot be linked.
 */
export async function visitorKey(db: Db, visitor: Visitor, now: Date = new Date()): Promise<string> {
  if (visitor.userId) return `u:${visitor.userId}`;
  const salt = await appMetaValue(db, 'views_salt', () => randomBytes(32).toString('base64url'));
  const digest = createHash('sha256')
    .update(`${salt}\n${today(now)}\n${visitor.ip}\n${visitor.userAgent ?? ''}`)
    .digest('base64url');
  return `h:${digest}`;
}

/** Counts a view once per visitor per day; returns whether this one counted. */
export async function recordView(db: Db, formationId: string, visitor: Visitor, now: Date = new Date()): Promise<boolean> {
  const key = await visitorKey(db, visitor, now);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(formationViews)
      .values({ formationId, day: today(now), visitor: key })
      .onConflictDoNothing()
      .returning({ formationId: formationViews.formationId });
    if (inserted.length === 0) return false;
    await tx
      .update(formations)
      .set({ viewsCount: sql`${formations.viewsCount} + 1` })
      .where(eq(formations.id, formationId));
    return true;
  });
}

/** Yesterday's rows are enough to refuse a second count today; older ones only take space. */
export async function pruneViews(db: Db, now: Date = new Date()): Promise<void> {
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.delete(formationViews).where(sql`${formationViews.day} < ${today(yesterday)}`);
}

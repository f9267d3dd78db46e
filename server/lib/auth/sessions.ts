import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { REMEMBERED_SESSION_TTL_MS, SESSION_TTL_MS } from '../../../contract/constants';
import { uuidv7 } from '../../../contract/uuid';
import type { Db } from '../../db/client';
import type { TableWrites } from '../../db/table-writes';
import { sessions, users } from '../../db/schema/identity';
import { hashToken, newSessionToken } from './tokens';
import type { UserRow } from './user-row';

/** last_seen is written at most this often per session, so reads do not turn into writes. */
export const LAST_SEEN_THROTTLE_MS = 5 * 60 * 1000;
const USER_AGENT_MAX = 300;

export async function createSession(
  db: Db,
  userId: string,
  remember: boolean,
  userAgent: string | undefined,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + (remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS));
  await db.insert(sessions).values({
    id: uuidv7(),
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt,
    lastSeenAt: now,
    userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  });
  await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, userId));
  return { token, expiresAt };
}

export interface LiveSession {
  sessionId: string;
  lastSeenAt: Date;
  expiresAt: Date;
  user: UserRow;
  roles: string[];
}

/** The unexpired session of an enabled user for this token, with the user's roles; null otherwise. */
export async function findLiveSession(db: Db, token: string): Promise<LiveSession | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: users,
      roles: sql<string[]>`coalesce((select array_agg(ur.role) from user_roles ur where ur.user_id = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date()), eq(users.disabled, false)))
    .limit(1);
  return row ?? null;
}

/** What a live session depends on: a write to any of these may end it or change its user or roles. */
export const SESSION_TABLES = ['sessions', 'users', 'user_roles'] as const;

/** Sessions remembered at most (least recently looked up first out). */
const REMEMBERED_SESSIONS = 10_000;

/**
 * Live sessions by token hash, each good while the tables it was read from have not been written
 * (`TableWrites`): a signed-in device's every request otherwise costs a query on PGlite's one connection.
 */
export class SessionMemo {
  private readonly entries = new Map<string, { generation: number; session: LiveSession }>();

  /** The live session for `token`, from memory when nothing it depends on was written since it was read. */
  async find(db: Db, writes: TableWrites, token: string): Promise<LiveSession | null> {
    const generation = writes.generation(SESSION_TABLES);
    if (generation === null) return findLiveSession(db, token);
    const key = hashToken(token);
    const entry = this.entries.get(key);
    if (entry && entry.generation === generation && entry.session.expiresAt.getTime() > Date.now()) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.session;
    }
    const session = await findLiveSession(db, token);
    // Kept under the generation read before the query: a write meanwhile makes it a miss, never stale.
    if (session) this.remember(key, { generation, session });
    else this.entries.delete(key);
    return session;
  }

  private remember(key: string, entry: { generation: number; session: LiveSession }): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > REMEMBERED_SESSIONS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

export async function touchSession(db: Db, session: LiveSession): Promise<void> {
  const now = new Date();
  if (now.getTime() - session.lastSeenAt.getTime() < LAST_SEEN_THROTTLE_MS) return;
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.sessionId));
  await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, session.user.id));
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** After a password change the other devices must sign in again; this one stays. */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

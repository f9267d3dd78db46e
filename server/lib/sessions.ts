import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { REMEMBERED_SESSION_TTL_MS, SESSION_TTL_MS } from '../../contract/constants';
import { uuidv7 } from '../../contract/uuid';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/identity';
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
  user: UserRow;
  roles: string[];
}

/** The unexpired session of an enabled user for this token, with the user's roles; null otherwise. */
export async function findLiveSession(db: Db, token: string): Promise<LiveSession | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      user: users,
      roles: sql<string[]>`coalesce((select array_agg(ur.role) from user_roles ur where ur.user_id = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date()), eq(users.disabled, false)))
    .limit(1);
  return row ?? null;
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

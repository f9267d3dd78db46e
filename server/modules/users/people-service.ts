import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { LIST_TOTAL_CAP } from '../../../contract/constants';
import { keysetPageMeta, type ListTotal } from '../../../contract/pagination';
import type { Role } from '../../../contract/roles';
import type { ManagedUser, ManagedUserPage, UserListQuery } from '../../../contract/users';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TrigramShare } from '../../db/search-trigrams';
import { trigramShare, userTextContains } from '../../db/user-search';
import { idIn } from '../../db/uuid-array';
import { sessions, userRoles, users } from '../../db/schema/identity';
import { HttpProblem, notFound } from '../../lib/http/problem';
import { cappedCount, cappedTotal, exactTotal } from '../../lib/list-count';
import { forgetAccountAttempts, rolesOf, toManagedUser, userWithRoles } from '../auth/public';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Name, full name or e-mail contain the text; a number typed as 0661 23… also finds +212661 23…. Each
 * test is on an expression with a trigram index (`users_search_trgm_idx`, `users_phone_trgm_idx`), so a
 * search of three letters or more reads the index, not every person.
 */
function searchCondition(q: string, share: TrigramShare): SQL | undefined {
  const conditions: SQL[] = [userTextContains(q, share)];
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3 && /^[\d\s+().-]+$/.test(q)) {
    conditions.push(sql`${users.phone} like ${`%${digits.replace(/^0+/, '')}%`}`);
  }
  return or(...conditions);
}

/**
 * A search's matches, newest first, up to one past LIST_TOTAL_CAP: one scan of the trigram index gives both
 * the total and the ids of any page within the cap, where counting and paging would scan it twice.
 */
async function newestMatches(db: Db, where: SQL | undefined): Promise<string[]> {
  const result = await db.execute(sql`
    with matches as materialized (select ${users.id} as id, ${users.memberSince} as member_since from ${users} where ${where})
    select id from matches order by member_since desc, id desc limit ${LIST_TOTAL_CAP + 1}`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** The people of `ids`, in that order. */
async function peopleByIds(db: Db, ids: string[]): Promise<(typeof users.$inferSelect)[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(users).where(idIn(users.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The page and its total. Everyone or one role: the trigger-kept counter and the page. A search: its
 * matches cut into the total (counted up to LIST_TOTAL_CAP) and the page, unless the page lies past them or
 * follows a keyset cursor; then the capped count and the page are read apart.
 */
async function pageAndTotal(
  db: Db,
  query: UserListQuery,
  where: SQL | undefined,
): Promise<{ rows: (typeof users.$inferSelect)[]; total: ListTotal }> {
  const offset = (query.page - 1) * query.per_page;
  if (query.q && !query.after) {
    const ids = await newestMatches(db, where);
    if (ids.length <= LIST_TOTAL_CAP || offset + query.per_page <= ids.length) {
      return { rows: await peopleByIds(db, ids.slice(offset, offset + query.per_page)), total: cappedCount(ids.length) };
    }
  }
  const total = query.q ? await cappedTotal(db, users, where) : await exactTotal(db, 'people', query.role ? `role:${query.role}` : 'all');
  // Keyset: the people after the cursor's row (newest first), through users_member_since_idx.
  const after = query.after
    ? sql`(${users.memberSince}, ${users.id}) < (select cursor.member_since, cursor.id from users cursor where cursor.id = ${query.after})`
    : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(and(where, after))
    .orderBy(desc(users.memberSince), desc(users.id))
    .limit(query.per_page)
    .offset(after ? 0 : offset);
  return { rows, total };
}

export async function listPeople(db: Db, query: UserListQuery): Promise<ManagedUserPage> {
  const filters: SQL[] = [];
  if (query.role) {
    filters.push(sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${query.role})`);
  }
  const search = query.q ? searchCondition(query.q, await trigramShare(db)) : undefined;
  if (search) filters.push(search);
  const where = filters.length > 0 ? and(...filters) : undefined;

  const { rows, total } = await pageAndTotal(db, query, where);
  const roles = await rolesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => toManagedUser(row, roles.get(row.id) ?? [])),
    meta: keysetPageMeta(
      query.page,
      query.per_page,
      total,
      rows.map((row) => row.id),
    ),
  };
}

export async function managedUser(db: Db, id: string): Promise<ManagedUser> {
  const found = await userWithRoles(db, id);
  if (!found) throw notFound();
  return toManagedUser(found.row, found.roles);
}

/**
 * Counts the other enabled admins, locking their rows against writers outside this module. Two
 * people changes never race here: they are already serialised by `serialisePeopleChanges`.
 */
async function otherActiveAdmins(tx: Tx, exceptId: string): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'admin')))
    .where(eq(users.disabled, false))
    .for('update', { of: users });
  return rows.filter((row) => row.id !== exceptId).length;
}

async function lockTarget(tx: Tx, id: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw notFound();
  const roles = (await rolesOf(tx, [id])).get(id) ?? [];
  return { row, roles };
}

/**
 * Role and enable/disable changes run one at a time (a transaction-scoped advisory lock). Row locks
 * alone let two admins demoting each other lock their rows in opposite orders: PostgreSQL then killed
 * one transaction as a deadlock and the API answered 500. Serialised, the second change sees the first
 * and is refused as `users.last_admin`. These are rare staff actions; the queue costs nothing.
 */
const PEOPLE_CHANGES_LOCK = 7_203_114;

async function serialisePeopleChanges(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PEOPLE_CHANGES_LOCK})`);
}

const lastAdmin = () => new HttpProblem(409, 'users.last_admin');
const selfChange = () => new HttpProblem(409, 'users.self_change_forbidden');

/** Replaces a user's roles. The last enabled admin keeps the role; an admin never drops their own. */
export async function setRoles(db: Db, actorId: string, targetId: string, roles: readonly Role[]): Promise<void> {
  await db.transaction(async (tx) => {
    await serialisePeopleChanges(tx);
    const target = await lockTarget(tx, targetId);
    const losesAdmin = target.roles.includes('admin') && !roles.includes('admin');
    if (losesAdmin && !target.row.disabled && (await otherActiveAdmins(tx, targetId)) === 0) throw lastAdmin();
    if (losesAdmin && targetId === actorId) throw selfChange();
    await tx.delete(userRoles).where(eq(userRoles.userId, targetId));
    await tx.insert(userRoles).values(roles.map((role) => ({ userId: targetId, role })));
    await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, targetId));
  });
}

/** Disabling signs the person out everywhere; the last enabled admin and the caller cannot be disabled. */
export async function setDisabled(db: Db, actorId: string, targetId: string, disabled: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await serialisePeopleChanges(tx);
    const target = await lockTarget(tx, targetId);
    if (disabled) {
      if (target.roles.includes('admin') && !target.row.disabled && (await otherActiveAdmins(tx, targetId)) === 0) {
        throw lastAdmin();
      }
      if (targetId === actorId) throw selfChange();
    }
    await tx.update(users).set({ disabled, updatedAt: new Date() }).where(eq(users.id, targetId));
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, targetId));
  });
}

/** A temporary password: every session ends and the person must choose their own at next login. */
export async function resetPassword(db: Db, actorId: string, targetId: string, passwordHash: string): Promise<void> {
  // One's own password is changed from the profile, with the current one; this route is for others.
  if (targetId === actorId) throw selfChange();
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, targetId);
    await tx.update(users).set({ passwordHash, mustChangePassword: true, updatedAt: new Date() }).where(eq(users.id, targetId));
    await tx.delete(sessions).where(eq(sessions.userId, targetId));
    // The reset is often the answer to a slowed-down learner: the delays go with it.
    await forgetAccountAttempts(tx, target.row.email);
  });
}

import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DeviceListQuery, LearnerDevice, LearnerDevicePage } from '../../../contract/outbox';
import { pageMeta } from '../../../contract/pagination';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema/identity';
import { deviceSync } from '../../db/schema/outbox';

const delivered = sql<number>`coalesce(${deviceSync.deliveredWrites}, 0)`;

/** Every order ends on stable columns, so pages never repeat or skip a row. */
function orderFor(sort: DeviceListQuery['sort']): SQL[] {
  const byName = [asc(users.lastName), asc(users.firstName)];
  const tail = [asc(users.id), asc(deviceSync.deviceId)];
  switch (sort) {
    case 'last_sync':
      // Never synced first, then the longest silence: the learners a trainer should call.
      return [sql`${deviceSync.lastSyncAt} asc nulls first`, ...byName, ...tail];
    case '-last_sync':
      return [sql`${deviceSync.lastSyncAt} desc nulls last`, ...byName, ...tail];
    case 'name':
      return [...byName, ...tail];
    case '-name':
      return [desc(users.lastName), desc(users.firstName), ...tail];
    case 'delivered':
      return [asc(delivered), ...byName, ...tail];
    case '-delivered':
      return [desc(delivered), ...byName, ...tail];
  }
}

/** Learners (holders of the client role), one row per device; a learner without any device still shows once. */
export async function listLearnerDevices(db: Db, query: DeviceListQuery): Promise<LearnerDevicePage> {
  const learners = and(eq(userRoles.userId, users.id), eq(userRoles.role, 'client'));
  const [totals] = await db
    .select({ total: count() })
    .from(users)
    .innerJoin(userRoles, learners)
    .leftJoin(deviceSync, eq(deviceSync.userId, users.id));
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      deviceId: deviceSync.deviceId,
      userAgent: deviceSync.userAgent,
      lastSyncAt: deviceSync.lastSyncAt,
      lastWriteAt: deviceSync.lastWriteAt,
      delivered,
    })
    .from(users)
    .innerJoin(userRoles, learners)
    .leftJoin(deviceSync, eq(deviceSync.userId, users.id))
    .orderBy(...orderFor(query.sort))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const data: LearnerDevice[] = rows.map((row) => ({
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    device_id: row.deviceId,
    user_agent: row.userAgent,
    last_sync_at: row.lastSyncAt?.toISOString() ?? null,
    last_write_at: row.lastWriteAt?.toISOString() ?? null,
    delivered_writes: Number(row.delivered),
  }));
  return { data, meta: pageMeta(query.page, query.per_page, totals?.total ?? 0) };
}

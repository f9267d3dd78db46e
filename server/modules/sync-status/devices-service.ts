import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { deviceCursor, type DeviceListQuery, type LearnerDevice, type LearnerDevicePage } from '../../../contract/outbox';
import { keysetPageMeta } from '../../../contract/pagination';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { deviceSync, learnerDeviceRows } from '../../db/schema/outbox';
import { exactTotal } from '../../lib/list-count';

/** The sort columns, of the table or of its `cursor` alias. */
type Rows = Record<'userId' | 'deviceId' | 'firstName' | 'lastName' | 'lastSyncKey' | 'delivered', AnyColumn>;

/**
 * Each order as the columns of one `learner_device_rows` index, all in one direction, so that the page
 * after a cursor is a single row comparison the index starts from. Every order ends on the row's key, so
 * pages never repeat or skip a row. Descending sync time and counts are indexes on the negated number,
 * which keeps names A→Z among equals; "-name" is the name index read backwards.
 */
function orderFor(sort: DeviceListQuery['sort'], rows: Rows): { keys: SQL[]; descending: boolean } {
  const byName = [sql`${rows.lastName}`, sql`${rows.firstName}`, sql`${rows.userId}`, sql`${rows.deviceId}`];
  switch (sort) {
    case 'last_sync':
      // Never synced (-1) first, then the longest silence: the learners a trainer should call.
      return { keys: [sql`${rows.lastSyncKey}`, ...byName], descending: false };
    case '-last_sync':
      return { keys: [sql`(-${rows.lastSyncKey})`, ...byName], descending: false };
    case 'name':
      return { keys: byName, descending: false };
    case '-name':
      return { keys: byName, descending: true };
    case 'delivered':
      return { keys: [sql`${rows.delivered}`, ...byName], descending: false };
    case '-delivered':
      return { keys: [sql`(-${rows.delivered})`, ...byName], descending: false };
  }
}

const cursorRow = alias(learnerDeviceRows, 'cursor');

/** The rows after the cursor's row in this order; a cursor naming no row (a device since removed) gives none. */
function afterCursor(query: DeviceListQuery, after: string): SQL {
  const [userId = '', deviceId = ''] = after.split('.');
  const { keys, descending } = orderFor(query.sort, learnerDeviceRows);
  const cursorKeys = orderFor(query.sort, cursorRow).keys;
  return sql`(${sql.join(keys, sql`, `)}) ${descending ? sql`<` : sql`>`} (select ${sql.join(cursorKeys, sql`, `)} from ${learnerDeviceRows} as ${sql.identifier('cursor')} where ${and(eq(cursorRow.userId, userId), eq(cursorRow.deviceId, deviceId))})`;
}

/**
 * Learners (holders of the client role), one row per device; a learner without any device still shows
 * once. Read from `learner_device_rows` (one index per order, kept by triggers), then each row's names and
 * device details by primary key: a page reads its own rows only, at any number of learners.
 */
export async function listLearnerDevices(db: Db, query: DeviceListQuery): Promise<LearnerDevicePage> {
  // The rows' own counter (list_counts, migration 0028): a count of every row grew with the academy.
  const total = await exactTotal(db, 'devices', 'all');
  const { keys, descending } = orderFor(query.sort, learnerDeviceRows);
  const rows = await db
    .select({
      userId: learnerDeviceRows.userId,
      deviceId: learnerDeviceRows.deviceId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userAgent: deviceSync.userAgent,
      lastSyncAt: deviceSync.lastSyncAt,
      lastWriteAt: deviceSync.lastWriteAt,
      delivered: learnerDeviceRows.delivered,
    })
    .from(learnerDeviceRows)
    .innerJoin(users, eq(users.id, learnerDeviceRows.userId))
    .leftJoin(deviceSync, and(eq(deviceSync.userId, learnerDeviceRows.userId), eq(deviceSync.deviceId, learnerDeviceRows.deviceId)))
    .where(query.after ? afterCursor(query, query.after) : undefined)
    .orderBy(...keys.map((key) => (descending ? desc(key) : asc(key))))
    .limit(query.per_page)
    .offset(query.after ? 0 : (query.page - 1) * query.per_page);
  const data: LearnerDevice[] = rows.map((row) => ({
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    device_id: row.deviceId === '' ? null : row.deviceId,
    user_agent: row.userAgent,
    last_sync_at: row.lastSyncAt?.toISOString() ?? null,
    last_write_at: row.lastWriteAt?.toISOString() ?? null,
    delivered_writes: row.delivered,
  }));
  return { data, meta: keysetPageMeta(query.page, query.per_page, total, data.map(deviceCursor)) };
}

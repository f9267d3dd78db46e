import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceSync } from '../../db/schema/outbox';

/** A transaction or the database itself: a delivery is counted inside the transaction that stores its response. */
type Executor = Pick<Db, 'insert'>;

export interface DeviceRef {
  userId: string;
  deviceId: string;
  userAgent: string | null;
}

/** User agents are only shown to trainers; a long one is cut rather than refused. */
const MAX_USER_AGENT = 300;
const trimAgent = (agent: string | null) => (agent ? agent.slice(0, MAX_USER_AGENT) : null);

/** The device pulled a sync stream: stamps its last sync. */
export async function recordSyncPull(db: Executor, device: DeviceRef): Promise<void> {
  await db
    .insert(deviceSync)
    .values({ userId: device.userId, deviceId: device.deviceId, userAgent: trimAgent(device.userAgent), lastSyncAt: sql`now()` })
    .onConflictDoUpdate({
      target: [deviceSync.userId, deviceSync.deviceId],
      set: { lastSyncAt: sql`now()`, userAgent: sql`coalesce(excluded.user_agent, ${deviceSync.userAgent})` },
    });
}

/** The device delivered one write for the first time (a replayed copy never comes here). */
export async function recordDelivery(db: Executor, device: DeviceRef): Promise<void> {
  await db
    .insert(deviceSync)
    .values({
      userId: device.userId,
      deviceId: device.deviceId,
      userAgent: trimAgent(device.userAgent),
      lastWriteAt: sql`now()`,
      deliveredWrites: 1,
    })
    .onConflictDoUpdate({
      target: [deviceSync.userId, deviceSync.deviceId],
      set: {
        lastWriteAt: sql`now()`,
        deliveredWrites: sql`${deviceSync.deliveredWrites} + 1`,
        userAgent: sql`coalesce(excluded.user_agent, ${deviceSync.userAgent})`,
      },
    });
}

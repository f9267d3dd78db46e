import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deviceSync } from '../db/schema/outbox';

/** A transaction or the database itself: a delivery is counted inside the transaction that stores its response. */
type Executor = Pick<Db, 'insert' | 'delete' | 'select'>;

/**
 * Devices kept per learner (README, "Limits"): a person has a phone or two and maybe a shared computer;
 * `X-Device-Id` is whatever the app sends, so invented ids must not grow the table without end. A new
 * device beyond this pushes out the one silent for longest.
 */
export const DEVICES_PER_LEARNER = 10;

/** Rows this statement inserted (not updated) have xmax 0: only a new device can push one out. */
const inserted = sql<boolean>`(xmax = 0)`;

async function keepNewestDevices(db: Executor, userId: string): Promise<void> {
  const activity = sql`greatest(${deviceSync.firstSeenAt}, coalesce(${deviceSync.lastSyncAt}, ${deviceSync.firstSeenAt}), coalesce(${deviceSync.lastWriteAt}, ${deviceSync.firstSeenAt}))`;
  const kept = db
    .select({ deviceId: deviceSync.deviceId })
    .from(deviceSync)
    .where(eq(deviceSync.userId, userId))
    .orderBy(sql`${activity} desc`, sql`${deviceSync.deviceId} desc`)
    .limit(DEVICES_PER_LEARNER);
  await db.delete(deviceSync).where(and(eq(deviceSync.userId, userId), notInArray(deviceSync.deviceId, kept)));
}

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
  const [row] = await db
    .insert(deviceSync)
    .values({ userId: device.userId, deviceId: device.deviceId, userAgent: trimAgent(device.userAgent), lastSyncAt: sql`now()` })
    .onConflictDoUpdate({
      target: [deviceSync.userId, deviceSync.deviceId],
      set: { lastSyncAt: sql`now()`, userAgent: sql`coalesce(excluded.user_agent, ${deviceSync.userAgent})` },
    })
    .returning({ inserted });
  if (row?.inserted) await keepNewestDevices(db, device.userId);
}

/** The device delivered one write for the first time (a replayed copy never comes here). */
export async function recordDelivery(db: Executor, device: DeviceRef): Promise<void> {
  const [row] = await db
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
    })
    .returning({ inserted });
  if (row?.inserted) await keepNewestDevices(db, device.userId);
}

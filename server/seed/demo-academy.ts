import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema/meta';

/**
 * Whether this database is a demo academy: the demo seed ran on it while it was empty (SEED_DEMO=1 on a
 * database without any account). Recorded once in `app_meta`, so a copy of the database (the end-to-end
 * template) stays a demo academy and a real installation that never had the demo seed never becomes one.
 */
const DEMO_ACADEMY_KEY = 'demo_academy';

export async function markDemoAcademy(db: Db): Promise<void> {
  await db.insert(appMeta).values({ key: DEMO_ACADEMY_KEY, value: '1' }).onConflictDoNothing();
}

async function isDemoAcademy(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, DEMO_ACADEMY_KEY));
  return row?.value === '1';
}

/**
 * The test card gateway is allowed with PAYMENTS_TEST_GATEWAY=1, or on a demo academy still started with
 * SEED_DEMO=1: never on a real installation by default, where card payments stay off until an
 * admin configures CMI.
 */
export async function testGatewayAllowed(db: Db, config: Pick<AppConfig, 'paymentsTestGateway' | 'seedDemo'>): Promise<boolean> {
  if (config.paymentsTestGateway) return true;
  return config.seedDemo && (await isDemoAcademy(db));
}

import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../contract/roles';
import { users } from '../db/schema/identity';
import { hashPassword } from '../lib/auth/passwords';
import { purgeExpiredLimits } from '../lib/http/rate-limiter';
import { purgeOldSignIns } from '../modules/auth/known-sign-ins';
import { purgeOldSignInLinks } from '../modules/auth/sign-in-links';
import { insertUser } from '../modules/auth/user-store';
import { markDemoAcademy } from './demo-academy';
import { purgeExpiredSessions } from '../lib/auth/sessions';

export interface DemoAccount {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  role: Role;
}

/** The demo people the README lists; created only on an empty database and unless SEED_DEMO=0. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    firstName: 'Amina',
    lastName: 'Admin',
    email: 'admin@academy.local',
    phone: '+212600000001',
    password: 'admin-demo-2025',
    role: 'admin',
  },
  {
    firstName: 'Youssef',
    lastName: 'Agent',
    email: 'agent@academy.local',
    phone: '+212600000002',
    password: 'agent-demo-2025',
    role: 'agent',
  },
  {
    firstName: 'Fatima',
    lastName: 'Learner',
    email: 'learner@academy.local',
    phone: '+212600000003',
    password: 'learner-demo-2025',
    role: 'client',
  },
];

/** Seeds the demo accounts when the database has no user at all. Returns how many were created. */
export async function seedIdentity(app: FastifyInstance): Promise<number> {
  const { db } = app.database;
  if (!app.config.seedDemo) return 0;
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return 0;
  for (const account of DEMO_ACCOUNTS) {
    await insertUser(db, {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      phone: account.phone,
      passwordHash: await hashPassword(account.password),
      roles: [account.role],
    });
  }
  await markDemoAcademy(db);
  app.log.info({ accounts: DEMO_ACCOUNTS.map((account) => account.email) }, 'demo accounts created');
  return DEMO_ACCOUNTS.length;
}

/**
 * Expired sessions, rate-limit windows, sign-in places older than 30 days and old sign-in links are dead weight; clearing
 * them at start keeps the tables small.
 */
export async function identityHousekeeping(app: FastifyInstance): Promise<void> {
  await purgeExpiredSessions(app.database.db);
  await purgeExpiredLimits(app.database.db);
  await purgeOldSignIns(app.database.db);
  await purgeOldSignInLinks(app.database.db);
}

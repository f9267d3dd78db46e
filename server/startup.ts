import type { FastifyInstance } from 'fastify';
import { catalogueHousekeeping } from './modules/catalogue/housekeeping';
import { chatHousekeeping } from './modules/chat/housekeeping';
import { logCardProvider } from './modules/payments/payments-service';
import { startCardReconciliation } from './modules/payments/reconciliation';
import { seedCatalogue } from './seed/catalogue';
import { identityHousekeeping, seedIdentity } from './seed/identity';
import { seedPayments } from './seed/payments';

/** Work done once when the server starts: seeding and housekeeping. Later modules add theirs here. */
export async function runStartupTasks(app: FastifyInstance): Promise<void> {
  await identityHousekeeping(app);
  await seedIdentity(app);
  await catalogueHousekeeping(app.database.db);
  await seedCatalogue(app);
  await chatHousekeeping(app.database.db);
  await seedPayments(app);
  await logCardProvider(app);
  startCardReconciliation(app);
}

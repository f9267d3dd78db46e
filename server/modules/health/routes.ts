import { GeoSchema, HealthSchema, type Geo, type Health } from '../../../contract/health';
import { describeRoute, type ApiInstance } from '../../lib/http/route-schema';
import { countryFromHeaders } from '../../lib/http/visitor-country';
import { VersionedMemo } from '../../lib/versioned-memo';
import { APP_VERSION } from '../../version';

/** How long a health check's answered query stands for the next checks. */
export const HEALTH_QUERY_KEPT_MS = 1_000;
/** The clock that ages it (a test moves it instead of sleeping). */
export const healthCheckClock = { now: (): number => Date.now() };

export async function healthRoutes(app: ApiInstance) {
  const health = describeRoute({
    tags: ['health'],
    summary: 'Liveness: the server answers and its database runs a query',
    access: 'public',
    response: { 200: HealthSchema },
    neverBusy: true,
  });
  // Load balancers and monitors ask every second or more often, each of them: a query that answered less
  // than a second ago still proves the database runs, and checks arriving together share one. A failed
  // query is not kept, so the next check asks again.
  const databaseRan = new VersionedMemo<true>({ maxEntries: 1, maxAgeMs: HEALTH_QUERY_KEPT_MS, now: () => healthCheckClock.now() });
  const askDatabase = async (): Promise<true> => {
    await app.database.db.execute('select 1');
    return true;
  };
  app.get('/health', { schema: health }, async (): Promise<Health> => {
    await databaseRan.get('select 1', 0, askDatabase);
    return { status: 'ok', database: app.database.kind, version: APP_VERSION };
  });

  const geo = describeRoute({
    tags: ['health'],
    summary: "The visitor's country from a trusted proxy header, for the first language choice (SPEC §4)",
    access: 'public',
    response: { 200: GeoSchema },
  });
  app.get('/geo', { schema: geo }, async (request, reply): Promise<Geo> => {
    reply.header('Cache-Control', 'private, no-store');
    return { country_code: countryFromHeaders(request.headers) };
  });
}

import { GeoSchema, HealthSchema, type Geo, type Health } from '../../../contract/health';
import { describeRoute, type ApiInstance } from '../../lib/http/route-schema';
import { countryFromHeaders } from '../../lib/http/visitor-country';
import { APP_VERSION } from '../../version';

export async function healthRoutes(app: ApiInstance) {
  const health = describeRoute({
    tags: ['health'],
    summary: 'Liveness: the server answers and its database runs a query',
    access: 'public',
    response: { 200: HealthSchema },
    neverBusy: true,
  });
  app.get('/health', { schema: health }, async (): Promise<Health> => {
    await app.database.db.execute('select 1');
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

import type { FastifyInstance } from 'fastify';
import type { Geo, Health } from '../../../contract/health';
import { countryFromHeaders } from '../../lib/visitor-country';
import { APP_VERSION } from '../../version';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (): Promise<Health> => {
    await app.database.db.execute('select 1');
    return { status: 'ok', database: app.database.kind, version: APP_VERSION };
  });

  app.get('/geo', async (request, reply): Promise<Geo> => {
    reply.header('Cache-Control', 'private, no-store');
    return { country_code: countryFromHeaders(request.headers) };
  });
}

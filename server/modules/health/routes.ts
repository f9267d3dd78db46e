import type { FastifyInstance } from 'fastify';
import type { Geo, Health } from '../../../contract/health';
import { APP_VERSION } from '../../version';

const COUNTRY = /^[A-Z]{2}$/;

/** Reads the visitor's country from a header set by a trusted proxy (Cloudflare or our own). */
export function countryFromHeaders(headers: Record<string, string | string[] | undefined>): string | null {
  for (const name of ['cf-ipcountry', 'x-country-code']) {
    const raw = headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (value && COUNTRY.test(value) && value !== 'XX') return value;
  }
  return null;
}

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

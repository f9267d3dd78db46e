import type { AppConfig } from './config';
import type { Database } from './db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
  }
}

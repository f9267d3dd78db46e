import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes';

/** Every API module, mounted under /api in this order. Each module owns its folder. */
export const apiModules: FastifyPluginAsync[] = [healthRoutes];

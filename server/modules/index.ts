import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes';
import { catalogueAdminRoutes } from './catalogue-admin/routes';
import { catalogueRoutes } from './catalogue/routes';
import { chatRoutes } from './chat/routes';
import { examRoutes } from './exam/routes';
import { healthRoutes } from './health/routes';
import { mediaRoutes } from './media/routes';
import { siteRoutes } from './site/routes';
import { studyRoutes } from './study/routes';
import { syncRoutes } from './sync/routes';
import { syncStatusRoutes } from './sync-status/routes';
import { usersRoutes } from './users/routes';

/** Every API module, mounted under /api in this order. Each module owns its folder. */
export const apiModules: FastifyPluginAsync[] = [healthRoutes, authRoutes, usersRoutes, siteRoutes, catalogueRoutes, syncRoutes, mediaRoutes, studyRoutes, syncStatusRoutes, examRoutes, chatRoutes, catalogueAdminRoutes];

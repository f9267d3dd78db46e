import type { ApiInstance } from '../../lib/http/route-schema';
import { formationRoutes } from './formations-routes';
import { questionRoutes } from './questions-routes';
import { structureRoutes } from './structure-routes';

/**
 * The staff catalogue editor (contract/editor.ts; docs/permissions.md): agents and admins only.
 * The role is checked on the request itself, before any body is read, so nobody else can make the server
 * spool an upload. Every write goes through the tables the catalogue sync watches, so learners get it on
 * their next sync with no extra step.
 */
export async function catalogueAdminRoutes(app: ApiInstance) {
  formationRoutes(app);
  structureRoutes(app);
  questionRoutes(app);
}

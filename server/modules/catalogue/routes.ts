import type { FastifyInstance } from 'fastify';
import {
  EnrollmentCreateSchema,
  EnrollmentParamsSchema,
  FormationIdParamsSchema,
  FormationListQuerySchema,
  ReviewListQuerySchema,
  type Enrollment,
  type EnrollmentStatusResponse,
  type FormationDetail,
  type FormationPage,
  type ReviewPage,
} from '../../../contract/catalogue';
import { parseInput } from '../../lib/validate';
import { currentUser, identify, requireUser } from '../../plugins/authenticate';
import { idempotent } from '../../plugins/idempotency';
import { enrollInFreeFormation, enrollmentStatus } from './enrollments-service';
import { getFormationDetail, listFormations, listReviews } from './formations-service';
import { recordView } from './views-service';

/** The public catalogue (anyone) and enrollment (signed-in users of any role); its sync entities live in catalogue-sync-entities.ts. */
export async function catalogueRoutes(app: FastifyInstance) {
  const { db } = app.database;

  app.get('/formations', async (request, reply): Promise<FormationPage> => {
    const query = parseInput(FormationListQuerySchema, request.query);
    reply.header('Cache-Control', 'no-cache');
    return listFormations(db, query);
  });

  app.get('/formations/:id', async (request, reply): Promise<FormationDetail> => {
    const { id } = parseInput(FormationIdParamsSchema, request.params);
    const detail = await getFormationDetail(db, id);
    const user = await identify(request);
    const counted = await recordView(db, id, {
      userId: user?.id ?? null,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    reply.header('Cache-Control', 'no-store');
    return counted ? { ...detail, views_count: detail.views_count + 1 } : detail;
  });

  app.get('/formations/:id/reviews', async (request, reply): Promise<ReviewPage> => {
    const { id } = parseInput(FormationIdParamsSchema, request.params);
    const query = parseInput(ReviewListQuerySchema, request.query);
    reply.header('Cache-Control', 'no-cache');
    return listReviews(db, id, query);
  });

  app.get('/enrollments/:formation_id', { preHandler: requireUser }, async (request, reply): Promise<EnrollmentStatusResponse> => {
    const { formation_id } = parseInput(EnrollmentParamsSchema, request.params);
    reply.header('Cache-Control', 'private, no-store');
    return enrollmentStatus(db, currentUser(request).id, formation_id);
  });

  app.post('/enrollments', idempotent({ preHandler: requireUser }), async (request, reply): Promise<Enrollment> => {
    const { formation_id } = parseInput(EnrollmentCreateSchema, request.body);
    const { enrollment, created } = await enrollInFreeFormation(request.db, currentUser(request).id, formation_id);
    reply.code(created ? 201 : 200);
    return enrollment;
  });

}

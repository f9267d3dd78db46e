import type { FastifyInstance } from 'fastify';
import { DeviceListQuerySchema, type LearnerDevicePage } from '../../../contract/outbox';
import { parseInput } from '../../lib/validate';
import { requireRole } from '../../plugins/authenticate';
import { listLearnerDevices } from './devices-service';

/** The trainer view (agent and admin): each learner's devices, their last sync and delivered writes. */
export async function syncStatusRoutes(app: FastifyInstance) {
  app.get('/admin/devices', { preHandler: requireRole('agent', 'admin') }, async (request, reply): Promise<LearnerDevicePage> => {
    const query = parseInput(DeviceListQuerySchema, request.query);
    reply.header('Cache-Control', 'private, no-store');
    return listLearnerDevices(app.database.db, query);
  });
}

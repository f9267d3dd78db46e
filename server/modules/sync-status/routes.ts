import type { FastifyInstance } from 'fastify';
import { DeviceListQuerySchema, LearnerDevicePageSchema, type LearnerDevicePage } from '../../../contract/outbox';
import { describeRoute } from '../../lib/route-schema';
import { parseInput } from '../../lib/validate';
import { requireRole } from '../../plugins/authenticate';
import { listLearnerDevices } from './devices-service';

/** The trainer view (agent and admin): each learner's devices, their last sync and delivered writes. */
export async function syncStatusRoutes(app: FastifyInstance) {
  const devices = describeRoute({
    tags: ['devices'],
    summary: "Learners' devices with their last sync and the writes each delivered, a page at a time",
    access: 'staff',
    querystring: DeviceListQuerySchema,
    response: { 200: LearnerDevicePageSchema },
  });
  app.get('/admin/devices', { preHandler: requireRole('agent', 'admin'), schema: devices }, async (request, reply): Promise<LearnerDevicePage> => {
    const query = parseInput(DeviceListQuerySchema, request.query);
    reply.header('Cache-Control', 'private, no-store');
    return listLearnerDevices(app.database.db, query);
  });
}

import { DeviceListQuerySchema, LearnerDevicePageSchema, type LearnerDevicePage } from '../../../contract/outbox';
import { describeRoute, type ApiInstance } from '../../lib/http/route-schema';
import { listLearnerDevices } from './devices-service';

/** The trainer view (agent and admin): each learner's devices, their last sync and delivered writes. */
export async function syncStatusRoutes(app: ApiInstance) {
  const devices = describeRoute({
    tags: ['devices'],
    summary: "Learners' devices with their last sync and the writes each delivered, a page at a time",
    access: 'staff',
    querystring: DeviceListQuerySchema,
    response: { 200: LearnerDevicePageSchema },
  });
  app.get('/admin/devices', { schema: devices }, async (request, reply): Promise<LearnerDevicePage> => {
    const query = request.query;
    reply.header('Cache-Control', 'private, no-store');
    return listLearnerDevices(app.database.db, query);
  });
}

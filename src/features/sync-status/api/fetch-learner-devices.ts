import type { DeviceSort, LearnerDevicePage } from '../../../../contract/outbox';
import { api, call } from '../../../lib/api';

/** GET /api/admin/devices (agent, admin): a page of learners' devices in the chosen order. */
export function fetchLearnerDevices(page: number, sort: DeviceSort, signal?: AbortSignal): Promise<LearnerDevicePage> {
  return call(() => api.get('admin/devices', { searchParams: { page, sort }, signal }).json<LearnerDevicePage>());
}

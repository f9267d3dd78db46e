import * as v from 'valibot';
import { type DeviceSort, type LearnerDevicePage, LearnerDevicePageSchema } from '../../../../contract/outbox';
import { api, call } from '../../../lib/api';

/** GET /api/admin/devices (agent, admin): a page of learners' devices in the chosen order. */
export async function fetchLearnerDevices(page: number, sort: DeviceSort, signal?: AbortSignal): Promise<LearnerDevicePage> {
  return v.parse(LearnerDevicePageSchema, await call(() => api.get('admin/devices', { searchParams: { page, sort }, signal }).json()));
}

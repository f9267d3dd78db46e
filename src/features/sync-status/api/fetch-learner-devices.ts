import * as v from 'valibot';
import { type DeviceSort, type LearnerDevicePage, LearnerDevicePageSchema } from '../../../../contract/outbox';
import { api, call } from '../../../lib/api';

/**
 * GET /api/admin/devices (agent, admin): a page of learners' devices in the chosen order. `after` (the
 * page before's `meta.next`) reads the page from that row on, at the same cost however deep; `page` then
 * only numbers it.
 */
export async function fetchLearnerDevices(
  page: number,
  sort: DeviceSort,
  after?: string,
  signal?: AbortSignal,
): Promise<LearnerDevicePage> {
  const searchParams: Record<string, string | number> = after ? { page, sort, after } : { page, sort };
  return v.parse(LearnerDevicePageSchema, await call(() => api.get('admin/devices', { searchParams, signal }).json()));
}

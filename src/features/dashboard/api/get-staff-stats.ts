import * as v from 'valibot';
import { StaffStatsSchema, type StaffStats } from '../../../../contract/editor';
import { api, call } from '../../../lib/api';

/** GET /api/admin/stats (agent, admin): the staff home's figures, counted by the server from the database. */
export async function getStaffStats(signal?: AbortSignal): Promise<StaffStats> {
  const body = await call(() => api.get('admin/stats', { signal }).json());
  return v.parse(StaffStatsSchema, body);
}

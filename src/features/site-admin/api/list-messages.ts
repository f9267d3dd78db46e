import * as v from 'valibot';
import { type StaffMessagePage, StaffMessagePageSchema } from '../../../../contract/site';
import { api, call } from '../../../lib/api';

export type HandledFilter = 'all' | 'open' | 'handled';

export async function listMessages(page: number, filter: HandledFilter, signal?: AbortSignal): Promise<StaffMessagePage> {
  const searchParams: Record<string, string> = { page: String(page) };
  if (filter !== 'all') searchParams.handled = filter === 'handled' ? 'true' : 'false';
  return v.parse(StaffMessagePageSchema, await call(() => api.get('admin/messages', { searchParams, signal }).json()));
}

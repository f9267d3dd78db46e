import type { StaffMessagePage } from '../../../../contract/site';
import { api, call } from '../../../lib/api';

export type HandledFilter = 'all' | 'open' | 'handled';

export function listMessages(page: number, filter: HandledFilter, signal?: AbortSignal): Promise<StaffMessagePage> {
  const searchParams: Record<string, string> = { page: String(page) };
  if (filter !== 'all') searchParams.handled = filter === 'handled' ? 'true' : 'false';
  return call(() => api.get('admin/messages', { searchParams, signal }).json<StaffMessagePage>());
}

import type { StaffMessage } from '../../../../contract/site';
import { api, call } from '../../../lib/api';

export function setMessageHandled(id: string, handled: boolean): Promise<StaffMessage> {
  return call(() => api.post(`admin/messages/${encodeURIComponent(id)}/handled`, { json: { handled } }).json<StaffMessage>());
}

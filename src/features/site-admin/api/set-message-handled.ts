import * as v from 'valibot';
import { type StaffMessage, StaffMessageSchema } from '../../../../contract/site';
import { api, call } from '../../../lib/api';

export async function setMessageHandled(id: string, handled: boolean): Promise<StaffMessage> {
  return v.parse(
    StaffMessageSchema,
    await call(() => api.post(`admin/messages/${encodeURIComponent(id)}/handled`, { json: { handled } }).json()),
  );
}

import * as v from 'valibot';
import { type StaffMessage, StaffMessageSchema, type StaffReplyInput } from '../../../../contract/site';
import { api, call } from '../../../lib/api';

/** Mails the answer to the sender; the server marks the message handled. */
export async function replyToMessage(id: string, input: StaffReplyInput): Promise<StaffMessage> {
  return v.parse(StaffMessageSchema, await call(() => api.post(`admin/messages/${encodeURIComponent(id)}/reply`, { json: input }).json()));
}

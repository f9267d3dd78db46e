import type { StaffMessage, StaffReplyInput } from '../../../../contract/site';
import { api, call } from '../../../lib/api';

/** Mails the answer to the sender; the server marks the message handled. */
export function replyToMessage(id: string, input: StaffReplyInput): Promise<StaffMessage> {
  return call(() => api.post(`admin/messages/${encodeURIComponent(id)}/reply`, { json: input }).json<StaffMessage>());
}

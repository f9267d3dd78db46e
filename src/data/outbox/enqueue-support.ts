import type { SupportInput } from '../../../contract/site';
import { enqueue } from './enqueue';
import type { OutboxRow } from './outbox-row';
import { ownerOutbox } from './owner-outbox';

/** The footer's support message (POST /api/support), sent now or whenever the network allows. */
export function enqueueSupport(input: SupportInput): Promise<OutboxRow> {
  const { db, userId } = ownerOutbox();
  return enqueue(db, { kind: 'support', path: 'support', body: input, userId });
}

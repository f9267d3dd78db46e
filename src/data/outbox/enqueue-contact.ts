import type { ContactInput } from '../../../contract/site';
import { enqueue } from './enqueue';
import type { OutboxRow } from './outbox-row';
import { ownerOutbox } from './owner-outbox';

/** The contact form's message (POST /api/contact), sent now or whenever the network allows. */
export function enqueueContact(input: ContactInput): Promise<OutboxRow> {
  const { db, userId } = ownerOutbox();
  return enqueue(db, { kind: 'contact', path: 'contact', body: input, userId });
}

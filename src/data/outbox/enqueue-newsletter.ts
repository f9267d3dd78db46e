import type { NewsletterInput } from '../../../contract/site';
import { enqueue } from './enqueue';
import type { OutboxRow } from './outbox-row';
import { ownerOutbox } from './owner-outbox';

/** A newsletter sign-up (POST /api/newsletter), sent now or whenever the network allows. */
export function enqueueNewsletter(input: NewsletterInput): Promise<OutboxRow> {
  const { db, userId } = ownerOutbox();
  return enqueue(db, { kind: 'newsletter', path: 'newsletter', body: input, userId });
}

import type { ContactInput } from '../../../../contract/site';
import { enqueueContact } from '../../../data/outbox/enqueue-contact';

/**
 * The contact form's only way out: through the outbox (DESIGN.md), so the message leaves now or as soon
 * as the network allows, exactly once. Resolves once it is saved on the device.
 */
export async function submitContact(input: ContactInput): Promise<void> {
  await enqueueContact(input);
}

import type { NewsletterInput } from '../../../../contract/site';
import { enqueueNewsletter } from '../../../data/outbox/enqueue-newsletter';

/**
 * The newsletter form's only way out: through the outbox (DESIGN.md), so the sign-up leaves now or as
 * soon as the network allows, exactly once. Resolves once it is saved on the device.
 */
export async function subscribeNewsletter(input: NewsletterInput): Promise<void> {
  await enqueueNewsletter(input);
}

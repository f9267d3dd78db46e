import type { SupportInput } from '../../../../contract/site';
import { enqueueSupport } from '../../../data/outbox/enqueue-support';

/**
 * The footer support form's only way out: through the outbox (DESIGN.md), so the message leaves now or
 * as soon as the network allows, exactly once. Resolves once it is saved on the device.
 */
export async function submitSupport(input: SupportInput): Promise<void> {
  await enqueueSupport(input);
}

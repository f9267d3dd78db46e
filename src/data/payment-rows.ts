import type { Translatable } from '../../contract/translatable';
import { publicDb } from './db';
import type { OutboxDatabase } from './outbox/outbox-row';
import { paymentStates, type PaymentState } from './payment-records';

/**
 * The learner's payments list of the dashboard and the profile. Apart from payment-records.ts, which the
 * service worker's build reads too: the titles come from the catalogue mirror, a page's database.
 */

/** A line of the list: a formation, where its payment stands, and its title (null until the mirror has it). */
export interface PaymentRow {
  formationId: string;
  state: PaymentState;
  title: Translatable | null;
}

/** One row per formation the learner has paid or tried to pay for. Use in a live query. */
export async function paymentRows(db: OutboxDatabase): Promise<PaymentRow[]> {
  const states = await paymentStates(db);
  const formations = publicDb().formations;
  return Promise.all(
    [...states].map(async ([formationId, state]) => ({ formationId, state, title: (await formations.get(formationId))?.title ?? null })),
  );
}

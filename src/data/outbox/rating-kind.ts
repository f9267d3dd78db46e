import * as v from 'valibot';
import { RatingResultSchema } from '../../../contract/exam';
import type { LocalRatingRow } from '../exam-records';
import { registerOutboxKind } from './ack-handlers';
import type { OutboxDatabase } from './outbox-row';

/** The local rating row that an outbox row carries; a later rating may have replaced it meanwhile. */
function ratingOf(db: OutboxDatabase, outboxId: string): Promise<LocalRatingRow | undefined> {
  return db.table<LocalRatingRow, string>('ratings_local').where('outbox_id').equals(outboxId).first();
}

/**
 * Rating write-back: the device learns the rating was published (or that staff keep the review hidden).
 * A refusal keeps the learner's rating with its reason, so the form can offer to send it again.
 */
registerOutboxKind('rating', {
  tables: ['ratings_local'],
  async onAck(db, row, body) {
    const parsed = v.safeParse(RatingResultSchema, body);
    const local = await ratingOf(db, row.id);
    if (local) {
      await db.table<LocalRatingRow, string>('ratings_local').update(local.formation_id, {
        status: 'sent',
        error: null,
        published: parsed.success ? parsed.output.published : null,
      });
    }
  },
  async onReject(db, row) {
    const local = await ratingOf(db, row.id);
    if (!local) return;
    const current = await db.outbox.get(row.id);
    const ratings = db.table<LocalRatingRow, string>('ratings_local');
    if (current) await ratings.update(local.formation_id, { status: 'rejected', error: current.last_error });
    else await ratings.delete(local.formation_id);
  },
});

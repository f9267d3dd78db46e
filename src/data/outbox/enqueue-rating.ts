import type { RatingInput } from '../../../contract/exam';
import type { LocalRatingRow } from '../exam-records';
import type { UserDatabase } from '../user-db';
import { enqueue, formationResource } from './enqueue';
import './rating-kind';

/**
 * Rates a formation (POST /api/formations/{id}/ratings): the learner's rating on this device and its
 * outbox row in one transaction. Rating again before the first was ever sent rewrites that row instead of
 * queueing two; once a row was sent, its key is tied to its body on the server, so a new row follows.
 */
export async function enqueueRating(
  db: UserDatabase,
  formationId: string,
  input: { rating: number; feedback: string },
  now: Date = new Date(),
): Promise<LocalRatingRow> {
  return db.transaction('rw', db.ratings_local, db.outbox, async () => {
    const body: RatingInput = { rating: input.rating, feedback: input.feedback };
    const path = `formations/${formationId}/ratings`;
    const unsent = await db.outbox
      .where('kind')
      .equals('rating')
      .filter((entry) => entry.status === 'pending' && entry.attempts === 0 && entry.request.path === path)
      .last();
    let outboxId: string;
    if (unsent) {
      await db.outbox.update(unsent.id, { request: { ...unsent.request, body } });
      outboxId = unsent.id;
    } else {
      outboxId = (await enqueue(db, { kind: 'rating', path, body, resource: formationResource(formationId), userId: db.userId, now })).id;
    }
    const row: LocalRatingRow = {
      formation_id: formationId,
      rating: input.rating,
      feedback: input.feedback,
      outbox_id: outboxId,
      status: 'pending',
      error: null,
      published: null,
      updated_at: now.toISOString(),
    };
    await db.ratings_local.put(row);
    return row;
  });
}

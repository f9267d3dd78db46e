import * as v from 'valibot';
import { AttemptResultSchema, toAttempt, type QuizAttempt } from '../../../contract/exam';
import type { LocalAttemptRow } from '../exam-records';
import { registerOutboxKind } from './ack-handlers';

/**
 * Quiz submission write-back: the graded attempt replaces the waiting submission at once, so the result
 * screen shows it the moment the server answers (the `me` stream brings the same row later). A refusal
 * marks the submission refused with its reason; discarding it from the sync page removes it.
 */
registerOutboxKind('quiz-submission', {
  tables: ['attempts', 'attempts_local'],
  async onAck(db, row, body) {
    const parsed = v.safeParse(AttemptResultSchema, body);
    if (parsed.success) await db.table<QuizAttempt, string>('attempts').put(toAttempt(parsed.output));
    await db.table<LocalAttemptRow, string>('attempts_local').delete(row.id);
  },
  async onReject(db, row) {
    const local = db.table<LocalAttemptRow, string>('attempts_local');
    // Called after a refusal (the row is there, `rejected`) and after a discard (the row is gone).
    const current = await db.outbox.get(row.id);
    if (current) await local.update(row.id, { status: 'rejected', error: current.last_error });
    else await local.delete(row.id);
  },
});

import type { AttemptSubmitInput, QuizAnswer } from '../../../contract/exam';
import type { LocalAttemptRow } from '../exam-records';
import type { UserDatabase } from '../user-db';
import { enqueue, formationResource } from './enqueue';
import './quiz-submission-kind';

/**
 * Submits a finished exam (POST /api/formations/{id}/quiz/attempts). The outbox row, the waiting
 * submission and the end of the draft are one transaction: the exam is never both lost and kept. The row
 * id is the Idempotency-Key and becomes the attempt's id on the server, so the result that comes back
 * (now, or when the phone is online again) is found under the id returned here.
 */
export async function enqueueQuizSubmission(
  db: UserDatabase,
  formationId: string,
  answers: readonly QuizAnswer[],
  now: Date = new Date(),
  draw?: number,
): Promise<LocalAttemptRow> {
  return db.transaction('rw', db.attempts_local, db.quiz_drafts, db.outbox, async () => {
    // The draw and this device's time travel with the answers: an exam sent days later is judged as taken now.
    const body: AttemptSubmitInput = {
      answers: answers.map((answer) => ({ question_id: answer.question_id, option_id: answer.option_id })),
      ...(draw === undefined ? {} : { draw }),
      taken_at: now.toISOString(),
    };
    const row = await enqueue(db, {
      kind: 'quiz-submission',
      path: `formations/${formationId}/quiz/attempts`,
      body,
      resource: formationResource(formationId),
      userId: db.userId,
      now,
    });
    const waiting: LocalAttemptRow = {
      id: row.id,
      formation_id: formationId,
      questions_count: answers.length,
      created_at: row.created_at,
      status: 'pending',
      error: null,
    };
    await db.attempts_local.put(waiting);
    await db.quiz_drafts.delete(formationId);
    return waiting;
  });
}

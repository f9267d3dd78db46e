import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { QUIZ_MAX_SCORE } from '../../../contract/constants';
import type { AttemptResult, QuizAnswer, QuizAttempt, QuizAttemptPage } from '../../../contract/exam';
import { drawQuestionIds, nextAttemptAt, quizDrawSize } from '../../../contract/exam-rules';
import { pageMeta, type PageQuery } from '../../../contract/pagination';
import { uuidv7 } from '../../../contract/uuid';
import type { Db } from '../../db/client';
import { modules } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';
import { certificates, quizAttempts } from '../../db/schema/exam';
import type { CertificateSigner } from '../../lib/certificates/certificate-signing';
import { HttpProblem, invalidInput } from '../../lib/http/problem';
import type { Learner } from '../study/public';
import { issueCertificate } from './certificates-service';
import { answerErrors, grade } from './grading';
import { questionRows, requireQuizOpen } from './quiz-access';
import { boundedClientTime } from '../../lib/http/client-time';

type AttemptRow = typeof quizAttempts.$inferSelect;

export function toQuizAttempt(row: AttemptRow, certificateCode: string | null): QuizAttempt {
  return {
    id: row.id,
    formation_id: row.formationId,
    score: row.score,
    max_score: QUIZ_MAX_SCORE,
    passed: row.passed,
    pass_mark: row.passMark,
    correct_count: row.correctCount,
    questions_count: row.questionsCount,
    certificate_code: row.passed ? certificateCode : null,
    missed_modules: row.missedModules,
    created_at: row.createdAt.toISOString(),
  };
}

function toResult(attempt: QuizAttempt): AttemptResult {
  const { id, ...rest } = attempt;
  return { attempt_id: id, ...rest };
}

/** Attempt rows with the code of their owner's certificate for the same formation. */
export async function attemptsWithCodes(db: Db, rows: readonly AttemptRow[]): Promise<QuizAttempt[]> {
  const passedBy = rows.filter((row) => row.passed);
  const codes = new Map<string, string>();
  if (passedBy.length > 0) {
    const held = await db
      .select({ userId: certificates.userId, formationId: certificates.formationId, code: certificates.code })
      .from(certificates)
      .where(
        and(
          inArray(certificates.userId, [...new Set(passedBy.map((row) => row.userId))]),
          inArray(certificates.formationId, [...new Set(passedBy.map((row) => row.formationId))]),
        ),
      );
    for (const row of held) codes.set(`${row.userId}|${row.formationId}`, row.code);
  }
  return rows.map((row) => toQuizAttempt(row, codes.get(`${row.userId}|${row.formationId}`) ?? null));
}

export interface SubmitContext {
  db: Db;
  signer: CertificateSigner;
}

export interface Submission {
  /** The Idempotency-Key, or null for a call without one (then the server makes the id). */
  key: string | null;
  learner: Learner;
  /** The learner's full name now: the certificate's snapshot if this attempt earns it. */
  holderName: string;
  formationId: string;
  answers: QuizAnswer[];
  /** The draw the device answered (contract/exam-rules.ts); absent from older apps. */
  draw?: number;
  /** When the device says the exam was finished. */
  takenAt?: string;
}

/** The stored result of an attempt already made under this key, or a 422 when the key belongs elsewhere. */
async function earlierAttempt(db: Db, key: string, userId: string, formationId: string): Promise<AttemptResult | null> {
  const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, key));
  if (!row) return null;
  if (row.userId !== userId || row.formationId !== formationId) throw new HttpProblem(422, 'idempotency.key_mismatch');
  const [attempt] = await attemptsWithCodes(db, [row]);
  return attempt ? toResult(attempt) : null;
}

/**
 * Grades a submission on the server and records it as one attempt (docs/exam-and-progress.md, "Exam and retry
 * policy"). The attempt's id is the submission's key: the idempotency plugin answers an ordinary replay
 * from its record, and should a copy get past it (a crash between the write and the record, two server
 * processes), the primary key still admits one row, whose result every copy then answers. The first
 * passing attempt issues the certificate in the same transaction.
 *
 * The rules of contract/exam-rules.ts are judged here, for an exam sent at once or one taken offline days
 * ago alike: the attempt must answer the draw its number calls for (409 `quiz.draw_changed` otherwise), and
 * it counts as taken at the device's time clamped between the earliest moment it could have been taken
 * (the lessons plausibly studied, the previous attempt, the wait after a failure) and now. When that
 * earliest moment is still to come, the attempt is refused: 423 `quiz.retry_later` with Retry-After.
 */
export async function submitAttempt(
  ctx: SubmitContext,
  submission: Submission,
  now: Date = new Date(),
): Promise<{ result: AttemptResult; created: boolean }> {
  const { db, signer } = ctx;
  const { learner: user, formationId } = submission;
  if (submission.key) {
    const earlier = await earlierAttempt(db, submission.key, user.id, formationId);
    if (earlier) return { result: earlier, created: false };
  }
  const { formation, staff, studiedAt } = await requireQuizOpen(db, user, formationId, now);
  const pool = await questionRows(db, formationId);
  if (pool.length === 0) throw new HttpProblem(404, 'quiz.no_data');
  const moduleRows = await db
    .select({ id: modules.id, position: modules.position, title: modules.title })
    .from(modules)
    .where(eq(modules.formationId, formationId));

  const id = submission.key ?? uuidv7(now.getTime());
  const created = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // A learner's attempts are judged one at a time: their account row is the lock.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    // A copy of this very submission that got in while we waited is the answer.
    if ((await tx.select({ id: quizAttempts.id }).from(quizAttempts).where(eq(quizAttempts.id, id))).length > 0) return false;
    const earlier = await tx
      .select({ createdAt: quizAttempts.createdAt, passed: quizAttempts.passed })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, user.id), eq(quizAttempts.formationId, formationId)));
    const draw = earlier.length;
    if (quizDrawSize(pool.length) < pool.length && submission.draw !== draw) throw new HttpProblem(409, 'quiz.draw_changed');
    const drawn = new Set(
      drawQuestionIds(
        pool.map((row) => row.id),
        { userId: user.id, formationId },
        draw,
      ),
    );
    const graded = pool
      .filter((row) => drawn.has(row.id))
      .map((row) => ({ id: row.id, moduleId: row.moduleId, optionsCount: row.options.length, correctIndex: row.correctIndex }));
    const errors = answerErrors(graded, submission.answers);
    if (errors) throw invalidInput(errors);
    const outcome = grade(graded, submission.answers, moduleRows, formation.passMark);

    const next = staff ? null : nextAttemptAt(earlier.map((row) => ({ created_at: row.createdAt.toISOString(), passed: row.passed })));
    const earliest = Math.max(studiedAt?.getTime() ?? 0, ...earlier.map((row) => row.createdAt.getTime()), next?.getTime() ?? 0);
    if (earliest > now.getTime()) {
      throw new HttpProblem(423, 'quiz.retry_later', undefined, undefined, {
        'Retry-After': String(Math.ceil((earliest - now.getTime()) / 1000)),
      });
    }
    // An exam sent without its own time was taken as it arrived.
    const takenAt = staff ? now : boundedClientTime(submission.takenAt ?? now.toISOString(), new Date(earliest), now);

    const inserted = await tx
      .insert(quizAttempts)
      .values({
        id,
        userId: user.id,
        formationId,
        answers: submission.answers.map((answer) => ({ question_id: answer.question_id.toLowerCase(), option_id: answer.option_id })),
        correctCount: outcome.correct,
        questionsCount: outcome.total,
        score: outcome.score,
        passMark: formation.passMark,
        passed: outcome.passed,
        missedModules: outcome.missedModules,
        draw,
        createdAt: takenAt,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: quizAttempts.id })
      .returning({ id: quizAttempts.id });
    if (inserted.length === 0) return false;
    if (outcome.passed) {
      await issueCertificate(tx, signer, {
        userId: user.id,
        formationId,
        attemptId: id,
        score: outcome.score,
        holderName: submission.holderName,
        formationTitle: formation.title,
        now,
      });
    }
    return true;
  });
  const result = await earlierAttempt(db, id, user.id, formationId);
  if (!result) throw new Error('attempt missing right after its insert');
  return { result, created };
}

export async function listAttempts(db: Db, userId: string, formationId: string, query: PageQuery): Promise<QuizAttemptPage> {
  const where = and(eq(quizAttempts.userId, userId), eq(quizAttempts.formationId, formationId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(quizAttempts)
      .where(where)
      .orderBy(desc(quizAttempts.createdAt), desc(quizAttempts.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(quizAttempts).where(where),
  ]);
  return { data: await attemptsWithCodes(db, rows), meta: pageMeta(query.page, query.per_page, total?.value ?? 0) };
}

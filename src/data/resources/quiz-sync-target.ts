import * as v from 'valibot';
import type { ErrorCode } from '../../../contract/errors';
import { QuizSchema } from '../../../contract/exam';
import { api, call, type ApiError } from '../../lib/api';
import type { PublicDatabase } from '../db';
import type { ResourceTarget } from '../sync-engine';

export const quizTargetKey = (formationId: string) => `quiz:${formationId}`;

/**
 * A formation's exam questions (GET /api/formations/{id}/quiz, without answers) for the moment before the
 * catalogue stream has mirrored them (a first visit): written into the same `questions` table, so the
 * exam reads one place; the stream later brings the same rows. Due only while none are mirrored.
 */
export function quizSyncTarget(db: PublicDatabase, formationId: string): ResourceTarget {
  return {
    key: quizTargetKey(formationId),
    db,
    tables: ['questions'],
    fetch: () => call(() => api.get(`formations/${encodeURIComponent(formationId)}/quiz`).json()),
    async apply(_db, body) {
      const quiz = v.parse(QuizSchema, body);
      await db.questions.bulkPut(quiz.questions);
    },
    async due() {
      return (await db.questions.where('formation_id').equals(formationId).count()) === 0;
    },
    // SPEC §8: quiz.no_data when the course has no exam, quiz.fetch_failed when it could not be loaded.
    failureCode: (error: ApiError): ErrorCode => (error.code === 'quiz.no_data' ? 'quiz.no_data' : 'quiz.fetch_failed'),
  };
}

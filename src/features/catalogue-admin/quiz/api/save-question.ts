import * as v from 'valibot';
import { AdminQuestionSchema, type AdminQuestion, type QuestionCreateInput, type QuestionPatchInput } from '../../../../../contract/editor';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../../contract/outbox';
import { api, call } from '../../../../lib/api';
import { questionsPath } from './list-questions';

/**
 * POST /api/admin/formations/{id}/questions: appended at the end of the quiz. The Idempotency-Key makes a
 * second press or a retry after a lost answer create the question once.
 */
export async function createQuestion(formationId: string, json: QuestionCreateInput, idempotencyKey: string): Promise<AdminQuestion> {
  const body = await call(() =>
    api.post(questionsPath(formationId), { json, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }).json(),
  );
  return v.parse(AdminQuestionSchema, body);
}

/** PATCH /api/admin/formations/{id}/questions/{questionId}, from the version the agent edited. */
export async function updateQuestion(formationId: string, questionId: string, json: QuestionPatchInput): Promise<AdminQuestion> {
  const body = await call(() => api.patch(`${questionsPath(formationId)}/${encodeURIComponent(questionId)}`, { json }).json());
  return v.parse(AdminQuestionSchema, body);
}

import * as v from 'valibot';
import { AdminQuestionSchema, type AdminQuestion, type QuestionCreateInput, type QuestionPatchInput } from '../../../../../contract/editor';
import { api, call } from '../../../../lib/api';
import { questionsPath } from './list-questions';

/** POST /api/admin/formations/{id}/questions: appended at the end of the quiz. */
export async function createQuestion(formationId: string, json: QuestionCreateInput): Promise<AdminQuestion> {
  const body = await call(() => api.post(questionsPath(formationId), { json }).json());
  return v.parse(AdminQuestionSchema, body);
}

/** PATCH /api/admin/formations/{id}/questions/{questionId}, from the version the agent edited. */
export async function updateQuestion(formationId: string, questionId: string, json: QuestionPatchInput): Promise<AdminQuestion> {
  const body = await call(() => api.patch(`${questionsPath(formationId)}/${encodeURIComponent(questionId)}`, { json }).json());
  return v.parse(AdminQuestionSchema, body);
}

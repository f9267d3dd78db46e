import * as v from 'valibot';
import { AdminQuestionListSchema, type AdminQuestion } from '../../../../../contract/editor';
import { api, call } from '../../../../lib/api';

export const questionsPath = (formationId: string) => `admin/formations/${encodeURIComponent(formationId)}/questions`;

/** GET /api/admin/formations/{id}/questions: the quiz with its answers, in exam order. */
export async function listQuestions(formationId: string, signal?: AbortSignal): Promise<AdminQuestion[]> {
  const body = await call(() => api.get(questionsPath(formationId), { signal }).json());
  return v.parse(AdminQuestionListSchema, body).data;
}

import * as v from 'valibot';
import { QuizSchema, type Quiz } from '../../../../contract/exam';
import { api, call } from '../../../lib/api';

/** GET /api/formations/{id}/quiz: the questions without answers, when the device has not mirrored them yet. */
export async function fetchQuiz(formationId: string): Promise<Quiz> {
  const body = await call(() => api.get(`formations/${encodeURIComponent(formationId)}/quiz`).json());
  return v.parse(QuizSchema, body);
}

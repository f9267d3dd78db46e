import { api, call } from '../../../../lib/api';
import { questionsPath } from './list-questions';

/** DELETE /api/admin/formations/{id}/questions/{questionId}. */
export async function deleteQuestion(formationId: string, questionId: string): Promise<void> {
  await call(() => api.delete(`${questionsPath(formationId)}/${encodeURIComponent(questionId)}`));
}

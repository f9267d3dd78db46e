import * as v from 'valibot';
import { AdminQuestionListSchema, type AdminQuestion, type ReorderInput } from '../../../../../contract/editor';
import { api, call } from '../../../../lib/api';
import { questionsPath } from './list-questions';

/**
 * PUT /api/admin/formations/{id}/questions/order: every question id once, in the new order. Answers the
 * quiz as it now is when the server sends it (versions may have moved), null otherwise.
 */
export async function reorderQuestions(formationId: string, ids: string[]): Promise<AdminQuestion[] | null> {
  const json: ReorderInput = { ids };
  const body: unknown = await call(async () => {
    const response = await api.put(`${questionsPath(formationId)}/order`, { json });
    return response.status === 204 ? null : response.json();
  });
  const list = v.safeParse(AdminQuestionListSchema, body);
  return list.success ? list.output.data : null;
}

import * as v from 'valibot';
import { api, call } from '../../../../lib/api';

/** Only what the quiz tab shows of the formation: the editor's formation tab owns the rest. */
const PassMarkSchema = v.object({ pass_mark: v.number() });

/** GET /api/admin/formations/{id}, read for its pass mark (out of 10, SPEC §9). */
export async function getPassMark(formationId: string, signal?: AbortSignal): Promise<number> {
  const body = await call(() => api.get(`admin/formations/${encodeURIComponent(formationId)}`, { signal }).json());
  return v.parse(PassMarkSchema, body).pass_mark;
}

import type { EnrollmentStatusResponse } from '../../../../contract/catalogue';
import { api, call } from '../../../lib/api';

/** GET /api/enrollments/{formation_id}: is the signed-in learner enrolled (SPEC §4)? */
export function fetchEnrollment(formationId: string): Promise<EnrollmentStatusResponse> {
  return call(() => api.get(`enrollments/${encodeURIComponent(formationId)}`, { cache: 'no-store' }).json<EnrollmentStatusResponse>());
}

import * as v from 'valibot';
import { EnrollmentStatusSchema } from '../../../contract/catalogue';
import type { ErrorCode } from '../../../contract/errors';
import { api, call, type ApiError } from '../../lib/api';
import type { ResourceTarget } from '../sync-engine';
import type { UserDatabase } from '../user-db';

export const enrollmentTargetKey = (formationId: string) => `enrollment:${formationId}`;

/**
 * The learner's enrollment in one formation (GET /api/enrollments/{id}, SPEC §4), written into their
 * mirror so the course page and the dashboard agree before the `me` stream brings the same row.
 * "Not enrolled" deletes nothing: an enrollment made offline may still wait in the outbox, and a real
 * removal arrives with the stream.
 */
export function enrollmentSyncTarget(db: UserDatabase, formationId: string): ResourceTarget {
  return {
    key: enrollmentTargetKey(formationId),
    db,
    tables: ['enrollments'],
    fetch: () => call(() => api.get(`enrollments/${encodeURIComponent(formationId)}`, { cache: 'no-store' }).json()),
    async apply(_db, body) {
      const status = v.parse(EnrollmentStatusSchema, body);
      if (status.enrollment) await db.enrollments.put(status.enrollment);
    },
    // Asked by the course page on each visit and by its retry button; the `me` stream keeps it current after.
    due: async () => false,
    failureCode(error: ApiError): ErrorCode | null {
      // Offline after all, or signed out meanwhile: the mirrored status stands, nothing to report.
      if (error.isNetwork || error.status === 401 || error.status === 403) return null;
      return 'courses.enrollment_check_failed';
    },
  };
}

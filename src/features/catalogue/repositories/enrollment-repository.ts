import type { Enrollment } from '../../../../contract/catalogue';
import type { UserDatabase } from '../../../data/user-db';

export function enrollmentFor(db: UserDatabase, formationId: string): Promise<Enrollment | undefined> {
  return db.enrollments.where('formation_id').equals(formationId).first();
}

/**
 * Writes the server's answer about an enrollment into the learner's mirror at once, so the page and the
 * dashboard agree before the next sync brings the same row. "Not enrolled" deletes nothing: an enrollment
 * made offline may still be waiting in the outbox, and a real removal arrives with the sync stream.
 */
export async function saveEnrollmentStatus(db: UserDatabase, enrollment: Enrollment): Promise<void> {
  await db.enrollments.put(enrollment);
}

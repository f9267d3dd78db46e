import type { Enrollment } from '../../../contract/catalogue';
import type { UserDatabase } from '../user-db';
import { enqueue, formationResource } from './enqueue';
import './enrollment-kind';

/**
 * Enrolls the learner of `db` in a free formation (POST /api/enrollments): the provisional enrollment and
 * its outbox row are written in one transaction, so the course opens offline at once and the server
 * learns of it exactly once. An existing enrollment is returned unchanged.
 */
export async function enqueueEnrollment(db: UserDatabase, formationId: string, now: Date = new Date()): Promise<Enrollment> {
  return db.transaction('rw', db.enrollments, db.outbox, async () => {
    const existing = await db.enrollments.where('formation_id').equals(formationId).first();
    // Active or revoked: nothing to ask. A pending payment for a formation now free is asked again.
    if (existing && existing.status !== 'pending') return existing;
    const row = await enqueue(db, {
      kind: 'enrollment',
      path: 'enrollments',
      body: { formation_id: formationId },
      resource: formationResource(formationId),
      userId: db.userId,
      now,
    });
    const provisional: Enrollment = {
      id: row.id,
      formation_id: formationId,
      status: 'active',
      enrolled_at: row.created_at,
      updated_at: row.created_at,
    };
    await db.enrollments.put(provisional);
    return provisional;
  });
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Enrollment, EnrollmentStatusResponse } from '../../../contract/catalogue';
import { uuidv7 } from '../../../contract/uuid';
import type { Db } from '../../db/client';
import { enrollments, formations } from '../../db/schema/catalogue';
import { payments } from '../../db/schema/payments';
import { HttpProblem } from '../../lib/http/problem';
import { notFound } from '../../lib/http/problem';
import { findPublishedFormation } from './formations-service';
import { toEnrollment } from './serializers';

/** Asked on every course page a learner opens: the formation's publication and the enrollment, in one statement. */
export async function enrollmentStatus(db: Db, userId: string, formationId: string): Promise<EnrollmentStatusResponse> {
  const [row] = await db
    .select({ formationId: formations.id, enrollment: enrollments })
    .from(formations)
    .leftJoin(enrollments, and(eq(enrollments.formationId, formations.id), eq(enrollments.userId, userId)))
    .where(and(eq(formations.id, formationId), eq(formations.published, true)));
  if (!row) throw notFound('formation');
  const enrollment = row.enrollment ? toEnrollment(row.enrollment) : null;
  return { enrolled: enrollment?.status === 'active', enrollment };
}

export interface EnrollResult {
  enrollment: Enrollment;
  created: boolean;
}

/**
 * Enrolls in a free formation at once. A paid one answers 402 `enrollment.payment_required`: the app
 * then opens the payment screen (/course/{id}/enroll), and the payments work creates the enrollment.
 * Enrolling twice is harmless: the second call returns the first enrollment.
 */
export async function enrollInFreeFormation(db: Db, userId: string, formationId: string): Promise<EnrollResult> {
  const formation = await findPublishedFormation(db, formationId);
  const [existing] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.formationId, formationId)));
  if (existing?.status === 'active') return { enrollment: toEnrollment(existing), created: false };
  if (existing?.status === 'revoked') throw new HttpProblem(409, 'enrollment.revoked');
  if (formation.priceCentimes > 0) {
    // A paid formation opens only through a payment staff approved or the gateway confirmed.
    const [settled] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.formationId, formationId), inArray(payments.status, ['approved', 'paid'])))
      .limit(1);
    if (!settled) throw new HttpProblem(402, 'enrollment.payment_required');
    return { enrollment: await activatePaidEnrollment(db, userId, formationId), created: !existing };
  }
  if (existing) {
    // A pending payment for a formation that has since become free: nothing is left to pay.
    const [row] = await db.update(enrollments).set({ status: 'active' }).where(eq(enrollments.id, existing.id)).returning();
    return { enrollment: toEnrollment(row ?? existing), created: false };
  }
  const [inserted] = await db
    .insert(enrollments)
    .values({ id: uuidv7(), userId, formationId, status: 'active' })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { enrollment: toEnrollment(inserted), created: true };
  // Lost a race with the same learner's other tab: the winner's row is the answer.
  const [winner] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.formationId, formationId)));
  if (!winner) throw new HttpProblem(409, 'http.conflict');
  return { enrollment: toEnrollment(winner), created: false };
}

/**
 * The enrollment a decided payment buys (staff approved the receipt, or the gateway confirmed the card):
 * created active, or turned active from pending. Runs in the decision's transaction, so the payment and
 * the enrollment commit together; a revoked enrollment stays revoked (staff removed the learner on purpose).
 */
export async function activatePaidEnrollment(db: Db, userId: string, formationId: string): Promise<Enrollment> {
  const [row] = await db
    .insert(enrollments)
    .values({ id: uuidv7(), userId, formationId, status: 'active' })
    .onConflictDoUpdate({
      target: [enrollments.userId, enrollments.formationId],
      set: { status: 'active' },
      setWhere: sql`${enrollments.status} = 'pending'`,
    })
    .returning();
  if (row) return toEnrollment(row);
  const [existing] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.formationId, formationId)));
  if (!existing) throw new HttpProblem(409, 'http.conflict');
  return toEnrollment(existing);
}

import type { Enrollment, Formation } from '../../../contract/catalogue';
import { publicDb } from '../db';
import { paymentStateFor, type PaymentState } from '../payment-records';
import type { UserDatabase } from '../user-db';

/**
 * Whether a formation that is on the phone (downloaded, or imported from a pack) opens for this learner.
 * A pack carries the data, never the right to study it: what opens the lessons is this learner's own
 * enrolment, as the `me` stream (or the outbox, for a free formation) puts it on the phone. The study
 * screen applies the same rule (an active enrolment); this says why a formation is shut and what comes next.
 */
export type PackAccess =
  /** An active enrolment, or a free formation (enrolled through the outbox as it is imported). */
  | { kind: 'open' }
  /** Paid and nothing on its way: pay (again, after a refusal: `payment` says why). */
  | { kind: 'locked'; priceCentimes: number; payment: PaymentState | null }
  /** Paid, a payment on its way or decided but its enrolment not on this phone yet: it opens when that arrives. */
  | { kind: 'pending'; priceCentimes: number; payment: PaymentState | null }
  /** The enrolment was withdrawn by staff. */
  | { kind: 'revoked' }
  /** This phone's catalogue does not know the formation yet (so not its price): shut until it does. */
  | { kind: 'unknown' };

function paymentUnderWay(payment: PaymentState | null): boolean {
  if (!payment) return false;
  if (payment.kind === 'queued') return true;
  if (payment.kind === 'refused') return false;
  // Pending with staff or a gateway, or settled and the enrolment on its way down the `me` stream.
  return ['pending', 'approved', 'paid'].includes(payment.payment.status);
}

export function packAccess(
  formation: Pick<Formation, 'price_centimes'> | null | undefined,
  enrollment: Pick<Enrollment, 'status'> | null | undefined,
  payment: PaymentState | null,
): PackAccess {
  if (enrollment?.status === 'active') return { kind: 'open' };
  const revoked = enrollment?.status === 'revoked';
  if (!formation) return revoked ? { kind: 'revoked' } : { kind: 'unknown' };
  if (formation.price_centimes === 0) return revoked ? { kind: 'revoked' } : { kind: 'open' };
  const priceCentimes = formation.price_centimes;
  // A new payment after a withdrawal is judged by staff again: it is what comes next.
  if (enrollment?.status === 'pending' || paymentUnderWay(payment)) return { kind: 'pending', priceCentimes, payment };
  if (revoked) return { kind: 'revoked' };
  return { kind: 'locked', priceCentimes, payment };
}

/** What a pack on the phone holds, and whether it opens: for the import screen and the course page. */
export interface PackOnPhone {
  lessons: number;
  bytes: number;
  access: PackAccess;
}

/**
 * The formation's pack on this phone (a complete download or import) with its access, or null when the
 * phone holds none. Use in a live query: it reads the packs, the enrolment, the payments and the outbox.
 */
export async function packOnPhone(db: UserDatabase, formationId: string): Promise<PackOnPhone | null> {
  const [pack, study, enrollment, payment, formation] = await Promise.all([
    db.download_packs.get(formationId),
    db.study_packs.get(formationId),
    db.enrollments.where('formation_id').equals(formationId).first(),
    paymentStateFor(db, formationId),
    publicDb().formations.get(formationId),
  ]);
  if (pack?.status !== 'complete' || !study) return null;
  return {
    lessons: study.manifest.lessons.length,
    bytes: pack.total_bytes,
    access: packAccess(formation, enrollment, payment),
  };
}

import type { Enrollment } from '../../../../contract/catalogue';
import type { UserDatabase } from '../../../data/user-db';

export function enrollmentFor(db: UserDatabase, formationId: string): Promise<Enrollment | undefined> {
  return db.enrollments.where('formation_id').equals(formationId).first();
}

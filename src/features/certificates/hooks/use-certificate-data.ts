import { useLiveQuery } from 'dexie-react-hooks';
import { publicDb } from '../../../data/db';
import type { UserDatabase } from '../../../data/user-db';
import { useUserDb } from '../../../lib/use-user-db';
import {
  readCertificateCourse,
  readCertificateLearner,
  type CertificateCourse,
  type CertificateLearner,
} from '../repositories/certificate-repository';

export interface CertificateData {
  /** undefined while reading; null when the course is not on the device. */
  course: CertificateCourse | null | undefined;
  /** undefined while reading or without a signed-in learner. */
  learner: CertificateLearner | undefined;
  db: UserDatabase | null;
}

/** The certificate screens' data from IndexedDB, re-rendered when sync or the outbox's write-back lands. */
export function useCertificateData(formationId: string, userId: string | null): CertificateData {
  const db = useUserDb(userId);
  const course = useLiveQuery(() => readCertificateCourse(publicDb(), formationId), [formationId]);
  const learner = useLiveQuery(async () => (db ? readCertificateLearner(db, formationId) : undefined), [db, formationId]);
  return { course, learner, db };
}

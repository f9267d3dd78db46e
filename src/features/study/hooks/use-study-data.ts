import { useLiveQuery } from 'dexie-react-hooks';
import { publicDb } from '../../../data/db';
import type { UserDatabase } from '../../../data/user-db';
import { useUserDb } from '../../../lib/use-user-db';
import { readCourseOutline, readLearnerState, type CourseOutline, type LearnerStudyState } from '../repositories/study-repository';

export interface StudyData {
  /** undefined while reading; null when the course is not on the device. */
  outline: CourseOutline | null | undefined;
  /** undefined while reading or without a signed-in learner. */
  learner: LearnerStudyState | undefined;
  db: UserDatabase | null;
}

/** Everything the study view shows, from IndexedDB, re-rendered whenever sync, progress or a download lands. */
export function useStudyData(formationId: string, userId: string | null): StudyData {
  const db = useUserDb(userId);
  const outline = useLiveQuery(() => readCourseOutline(publicDb(), formationId), [formationId]);
  const learner = useLiveQuery(async () => (db ? readLearnerState(db, formationId) : undefined), [db, formationId]);
  return { outline, learner, db };
}

import { useLiveQuery } from 'dexie-react-hooks';
import { publicDb } from '../../../data/db';
import type { UserDatabase } from '../../../data/user-db';
import { useUserDb } from '../../../lib/use-user-db';
import { readQuizCourse, readQuizLearner, type QuizCourse, type QuizLearner } from '../repositories/quiz-repository';

export interface QuizData {
  /** undefined while reading; null when the course is not on the device. */
  course: QuizCourse | null | undefined;
  /** undefined while reading or without a signed-in learner. */
  learner: QuizLearner | undefined;
  db: UserDatabase | null;
}

/** Everything the exam screens show, from IndexedDB, re-rendered when sync, progress or a result lands. */
export function useQuizData(formationId: string, userId: string | null): QuizData {
  const db = useUserDb(userId);
  const course = useLiveQuery(() => readQuizCourse(publicDb(), formationId), [formationId]);
  const learner = useLiveQuery(async () => (db ? readQuizLearner(db, formationId) : undefined), [db, formationId]);
  return { course, learner, db };
}

import type { Enrollment, Formation, Lesson, Module } from '../../../../contract/catalogue';
import type { Certificate, QuizAttempt } from '../../../../contract/exam';
import type { PublicDatabase } from '../../../data/db';
import type { LocalAttemptRow, LocalRatingRow } from '../../../data/exam-records';
import { enqueueRating } from '../../../data/outbox/enqueue-rating';
import { progressByLesson } from '../../../data/study-progress';
import type { UserDatabase } from '../../../data/user-db';

export interface CertificateCourse {
  formation: Formation;
  modules: Module[];
  lessons: Lesson[];
}

/** The formation and its outline from the public mirror; null when the device does not have it. */
export async function readCertificateCourse(db: PublicDatabase, formationId: string): Promise<CertificateCourse | null> {
  const formation = await db.formations.get(formationId);
  if (!formation) return null;
  const [modules, lessons] = await Promise.all([
    db.modules.where('formation_id').equals(formationId).toArray(),
    db.lessons.where('formation_id').equals(formationId).toArray(),
  ]);
  return { formation, modules, lessons };
}

export interface CertificateLearner {
  enrollment: Enrollment | null;
  completedLessonIds: Set<string>;
  certificate: Certificate | null;
  /** Graded attempts, newest first. */
  attempts: QuizAttempt[];
  /** Submissions still waiting for their grade. */
  waiting: LocalAttemptRow[];
  rating: LocalRatingRow | null;
}

/** The learner's side of a formation's certificate, from their private database. */
export async function readCertificateLearner(db: UserDatabase, formationId: string): Promise<CertificateLearner> {
  const [enrollment, server, local, certificate, attempts, waiting, rating] = await Promise.all([
    db.enrollments.where('formation_id').equals(formationId).first(),
    db.progress.where('formation_id').equals(formationId).toArray(),
    db.progress_local.where('formation_id').equals(formationId).toArray(),
    db.certificates.where('formation_id').equals(formationId).first(),
    db.attempts.where('formation_id').equals(formationId).toArray(),
    db.attempts_local.where('formation_id').equals(formationId).toArray(),
    db.ratings_local.get(formationId),
  ]);
  const completed = [...progressByLesson(server, local).values()].filter((entry) => entry.completed).map((entry) => entry.lesson_id);
  return {
    enrollment: enrollment ?? null,
    completedLessonIds: new Set(completed),
    certificate: certificate ?? null,
    attempts: attempts.sort((a, b) => b.created_at.localeCompare(a.created_at)),
    waiting: waiting.filter((row) => row.status === 'pending' && !attempts.some((attempt) => attempt.id === row.id)),
    rating: rating ?? null,
  };
}

/** Rates the formation through the outbox (`rating`): kept on the device, sent now or when online. */
export async function saveRating(db: UserDatabase, formationId: string, rating: number, feedback: string): Promise<void> {
  await enqueueRating(db, formationId, { rating, feedback });
}

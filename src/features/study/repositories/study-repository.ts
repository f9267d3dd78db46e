import type { Enrollment, Formation, Lesson, Module } from '../../../../contract/catalogue';
import { studyOrder } from '../../../../contract/study';
import type { PublicDatabase } from '../../../data/db';
import type { StudyPackRow } from '../../../data/downloads/download-records';
import { progressByLesson, type EffectiveProgress } from '../../../data/study-progress';
import type { UserDatabase } from '../../../data/user-db';

export interface CourseOutline {
  formation: Formation;
  modules: Module[];
  /** In study order. */
  lessons: Lesson[];
}

/** The formation and its outline from the public mirror; null when the device does not have it. */
export async function readCourseOutline(db: PublicDatabase, formationId: string): Promise<CourseOutline | null> {
  const formation = await db.formations.get(formationId);
  if (!formation) return null;
  const [modules, lessons] = await Promise.all([
    db.modules.where('formation_id').equals(formationId).sortBy('position'),
    db.lessons.where('formation_id').equals(formationId).toArray(),
  ]);
  return { formation, modules, lessons: studyOrder(modules, lessons) };
}

export interface LearnerStudyState {
  enrollment: Enrollment | null;
  progress: Map<string, EffectiveProgress>;
  pack: StudyPackRow | null;
  /** Lasting URLs of the formation's files that are on the device. */
  offlineKeys: Set<string>;
}

/** The learner's side of a formation: enrollment, progress (server and local), study pack, downloaded files. */
export async function readLearnerState(db: UserDatabase, formationId: string): Promise<LearnerStudyState> {
  const [enrollment, server, local, pack, files] = await Promise.all([
    db.enrollments.where('formation_id').equals(formationId).first(),
    db.progress.where('formation_id').equals(formationId).toArray(),
    db.progress_local.where('formation_id').equals(formationId).toArray(),
    db.study_packs.get(formationId),
    db.offline_files.where('formation_id').equals(formationId).toArray(),
  ]);
  return {
    enrollment: enrollment ?? null,
    progress: progressByLesson(server, local),
    pack: pack ?? null,
    offlineKeys: new Set(files.map((file) => file.key)),
  };
}

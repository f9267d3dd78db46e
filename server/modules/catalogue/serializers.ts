import type { Enrollment, EnrollmentStatus, Formation, Lesson, Level, Module, Question, Review, Topic } from '../../../contract/catalogue';
import { CURRENCY } from '../../../contract/constants';
import type { enrollments, formations, lessons, modules, quizQuestions, reviews } from '../../db/schema/catalogue';
import { lessonVideoKey } from '../../lib/media/lesson-video';

/** Table rows → wire shapes of contract/catalogue.ts (snake_case, ISO dates, no server-only columns). */

type FormationRow = typeof formations.$inferSelect;
type ModuleRow = typeof modules.$inferSelect;
type LessonRow = typeof lessons.$inferSelect;
type QuestionRow = typeof quizQuestions.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;
type EnrollmentRow = typeof enrollments.$inferSelect;

export function toFormation(row: FormationRow): Formation {
  return {
    id: row.id,
    slug: row.slug,
    topic: row.topic as Topic,
    level: row.level as Level,
    title: row.title,
    description: row.description,
    price_centimes: row.priceCentimes,
    currency: CURRENCY,
    duration_minutes: row.durationMinutes,
    thumbnail: row.thumbnail,
    pass_mark: row.passMark,
    modules_count: row.modulesCount,
    students_count: row.studentsCount,
    views_count: row.viewsCount,
    rating_average: row.ratingAverage,
    reviews_count: row.reviewsCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toModule(row: ModuleRow): Module {
  return {
    id: row.id,
    formation_id: row.formationId,
    position: row.position,
    title: row.title,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toLesson(row: LessonRow): Lesson {
  return {
    id: row.id,
    module_id: row.moduleId,
    formation_id: row.formationId,
    position: row.position,
    title: row.title,
    duration_seconds: row.durationSeconds,
    free_preview: row.freePreview,
    has_video: lessonVideoKey(row) !== null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Deliberately drops `correct_index`: answers never leave the server. */
export function toQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    formation_id: row.formationId,
    module_id: row.moduleId,
    position: row.position,
    text: row.text,
    options: row.options,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    formation_id: row.formationId,
    rating: row.rating,
    description: row.description,
    author_name: row.authorName,
    created_at: row.createdAt.toISOString(),
  };
}

export function toEnrollment(row: EnrollmentRow): Enrollment {
  return {
    id: row.id,
    formation_id: row.formationId,
    status: row.status as EnrollmentStatus,
    enrolled_at: row.enrolledAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

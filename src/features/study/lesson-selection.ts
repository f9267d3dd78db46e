import type { Lesson } from '../../../contract/catalogue';
import type { LessonAccess, Progression } from '../../../contract/study';

export interface LessonSelection {
  lesson: Lesson;
  access: LessonAccess;
  previous: Lesson | null;
  next: Lesson | null;
}

/**
 * The lesson the page shows: the one in the URL, else where "continue" leads (the first open lesson not
 * completed), else the first. Null only for a formation without lessons.
 */
export function selectLesson(lessons: readonly Lesson[], progression: Progression, requested: string | null): LessonSelection | null {
  const wanted = requested ?? progression.next?.id ?? null;
  const index = Math.max(
    0,
    lessons.findIndex((lesson) => lesson.id === wanted),
  );
  const lesson = lessons[index];
  const access = lesson ? progression.byId.get(lesson.id) : undefined;
  if (!lesson || !access) return null;
  return { lesson, access, previous: lessons[index - 1] ?? null, next: lessons[index + 1] ?? null };
}

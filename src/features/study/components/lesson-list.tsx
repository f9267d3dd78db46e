import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Lesson, Module } from '../../../../contract/catalogue';
import type { Language } from '../../../../contract/constants';
import type { Progression } from '../../../../contract/study';
import { pickLanguage } from '../../../../contract/pick-language';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../video-title';

interface LessonListProps {
  modules: readonly Module[];
  lessons: readonly Lesson[];
  progression: Progression;
  currentId: string;
  language: Language;
  /** Link to a lesson of this page. */
  hrefOf: (lessonId: string) => string;
}

/** "Select a section to view a video" (SPEC §2): every module's lessons, with done, locked and current marks. */
export function LessonList({ modules, lessons, progression, currentId, language, hrefOf }: LessonListProps) {
  const { t } = useTranslation('study');
  const headingId = useId();
  return (
    <nav className="study-outline" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('outline.title')}</h2>
      <p className="study-outline__count">
        {t('outline.completed', { done: progression.completedCount, total: lessons.length, count: lessons.length })}
      </p>
      <ol className="study-outline__modules">
        {modules.map((module) => {
          const own = lessons.filter((lesson) => lesson.module_id === module.id);
          if (own.length === 0) return null;
          return (
            <li key={module.id}>
              <h3 className="study-outline__module" dir="auto">
                {pickLanguage(module.title, language)}
              </h3>
              <ol className="study-outline__lessons">
                {own.map((lesson) => {
                  const access = progression.byId.get(lesson.id);
                  const state = access?.completed ? 'done' : access?.unlocked ? 'open' : 'locked';
                  const current = lesson.id === currentId;
                  return (
                    <li key={lesson.id}>
                      <Link
                        to={hrefOf(lesson.id)}
                        replace
                        className={`study-outline__lesson study-outline__lesson--${state}`}
                        aria-current={current ? 'page' : undefined}
                      >
                        <span className="study-outline__mark" aria-hidden="true">
                          {state === 'done' ? '✓' : state === 'locked' ? '🔒' : lesson.has_video ? '▶' : '•'}
                        </span>
                        <bdi className="study-outline__name">{pickLanguage(lesson.title, language)}</bdi>
                        <span className="study-outline__meta">
                          {lesson.has_video ? formatClock(lesson.duration_seconds) : t('outline.reading')}
                          <span className="visually-hidden">, {t(`outline.state.${state}`)}</span>
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ol>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

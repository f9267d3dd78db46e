import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../contract/constants';
import { pickLanguage } from '../../../../contract/pick-language';
import type { ModuleWithLessons } from '../../../../contract/course-view';
import { formatCount } from '../format';

interface CourseOutlineProps {
  modules: ModuleWithLessons[];
  language: Language;
}

/** The axes (modules) in order, each with its lesson titles and lengths. */
export function CourseOutline({ modules, language }: CourseOutlineProps) {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  return (
    <section className="course-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('detail.outline')}</h2>
      <ol className="course-outline">
        {modules.map((module) => (
          <li key={module.id} className="course-outline__module">
            <details>
              <summary>
                <span className="course-outline__chevron" aria-hidden="true" />
                <bdi className="course-outline__title">{pickLanguage(module.title, language)}</bdi>
                <span className="course-outline__count">{t('detail.lessons', { count: module.lessons.length })}</span>
              </summary>
              <ol className="course-outline__lessons">
                {module.lessons.map((lesson) => (
                  <li key={lesson.id}>
                    <bdi>{pickLanguage(lesson.title, language)}</bdi>
                    {lesson.free_preview ? <span className="course-outline__badge">{t('detail.freePreviewBadge')}</span> : null}
                    <span className="course-outline__minutes">
                      {t('detail.lessonMinutes', { minutes: formatCount(Math.max(1, Math.round(lesson.duration_seconds / 60)), language) })}
                    </span>
                  </li>
                ))}
              </ol>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}

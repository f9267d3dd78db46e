import { Link } from 'react-router-dom';
import type { Lesson } from '../../../../contract/catalogue';
import type { Language } from '../../../../contract/constants';
import type { Progression } from '../../../../contract/study';
import { pickLanguage } from '../../../../contract/pick-language';
import { paths } from '../../../lib/paths';
import { useTranslation } from 'react-i18next';

interface LessonNavProps {
  formationId: string;
  previous: Lesson | null;
  next: Lesson | null;
  currentCompleted: boolean;
  progression: Progression;
  language: Language;
  hrefOf: (lessonId: string) => string;
}

/**
 * Back to the previous lesson, continue (the next lesson, or the final exam once every lesson is
 * completed) and back to the dashboard (SPEC §2). A step the progression rule denies says why.
 */
export function LessonNav({ formationId, previous, next, currentCompleted, progression, language, hrefOf }: LessonNavProps) {
  const { t } = useTranslation('study');
  const nextOpen = next ? (progression.byId.get(next.id)?.unlocked ?? false) : false;
  return (
    <nav className="study-nav" aria-label={t('nav.label')}>
      {previous ? (
        <Link className="button button--secondary study-nav__previous" to={hrefOf(previous.id)} replace>
          <span className="flip-rtl" aria-hidden="true">
            ‹
          </span>{' '}
          {t('nav.previous')}
          <span className="visually-hidden">
            : <bdi>{pickLanguage(previous.title, language)}</bdi>
          </span>
        </Link>
      ) : null}
      {next ? (
        nextOpen ? (
          <Link className="button button--primary study-nav__continue" to={hrefOf(next.id)} replace>
            {t('nav.continue')}
            <span className="visually-hidden">
              : <bdi>{pickLanguage(next.title, language)}</bdi>
            </span>{' '}
            <span className="flip-rtl" aria-hidden="true">
              ›
            </span>
          </Link>
        ) : (
          <span className="study-nav__denied" role="note">
            <button type="button" className="button button--primary" disabled aria-describedby="study-nav-why">
              {t('nav.continue')}
            </button>
            <span id="study-nav-why">{currentCompleted ? t('nav.nextLocked') : t('nav.completeFirst')}</span>
          </span>
        )
      ) : progression.quizUnlocked ? (
        <Link className="button button--primary study-nav__continue" to={paths.quiz(formationId)}>
          {t('nav.toQuiz')}
        </Link>
      ) : (
        <span className="study-nav__denied" role="note">
          <button type="button" className="button button--primary" disabled aria-describedby="study-nav-why">
            {t('nav.toQuiz')}
          </button>
          <span id="study-nav-why">{t('nav.quizLocked', { count: progression.lessons.length - progression.completedCount })}</span>
        </span>
      )}
      <Link className="button button--ghost study-nav__dashboard" to={paths.dashboard}>
        {t('nav.dashboard')}
      </Link>
    </nav>
  );
}

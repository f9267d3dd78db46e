import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { QUIZ_MAX_SCORE } from '../../../../contract/constants';
import { progression as computeProgression, studyOrder } from '../../../../contract/study';
import { pickLanguage } from '../../../../contract/pick-language';
import { isolate } from '../../../lib/bidi';
import { paths } from '../../../lib/paths';
import { useLearnerSession } from '../../../lib/use-learner-session';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Page } from '../../../ui/page';
import { ProgressBar } from '../../../ui/progress-bar';
import { Spinner } from '../../../ui/spinner';
import { formatScore } from '../format';
import { useCertificateData } from '../hooks/use-certificate-data';
import './certificates.css';

/** Lessons named in the list of what remains; the rest are counted. */
const LESSONS_LISTED = 5;

/**
 * /course/{id}/nocertificate (SPEC §2): no certificate yet, and what remains to earn it: the lessons to
 * complete (by the same progression rule as the study view) and the exam to pass.
 */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['certificates', 'common']);
  const language = useLanguage();
  const { userId, staff, loading } = useLearnerSession();
  const { course, learner } = useCertificateData(id, userId);

  const progression = useMemo(
    () => (course && learner ? computeProgression(course.modules, course.lessons, learner.completedLessonIds, { unlockAll: staff }) : null),
    [course, learner, staff],
  );

  const frame = (children: ReactNode, lead?: string) => (
    <Page title={t('none.title')} lead={lead} className="certificate-page">
      {children}
    </Page>
  );

  if (loading || course === undefined || (userId && learner === undefined)) return frame(<Spinner label={t('loading')} />);
  if (!userId || !learner) {
    return frame(
      <>
        <p className="certificate-note">{t('signIn')}</p>
        <Link className="button button--primary" to={paths.login}>
          {t('signInAction')}
        </Link>
      </>,
    );
  }
  if (learner.certificate) {
    return frame(
      <>
        <p className="certificate-note">{t('none.haveOne')}</p>
        <Link className="button button--primary" to={paths.certificate(id)}>
          {t('none.see')}
        </Link>
      </>,
    );
  }
  if (!course || !progression) return frame(<p className="certificate-note">{t('notOnDevice')}</p>);

  const lead = isolate(pickLanguage(course.formation.title, language));
  if (!staff && learner.enrollment?.status !== 'active') {
    return frame(
      <>
        <p className="certificate-note">{t('none.enrollFirst')}</p>
        <Link className="button button--primary" to={paths.course(id)}>
          {t('none.course')}
        </Link>
      </>,
      lead,
    );
  }

  const total = course.lessons.length;
  const done = progression.completedCount;
  const remaining = studyOrder(course.modules, course.lessons).filter((lesson) => !learner.completedLessonIds.has(lesson.id));
  const best = learner.attempts.reduce<number | null>((top, attempt) => (top === null || attempt.score > top ? attempt.score : top), null);
  const mark = { mark: course.formation.pass_mark, max: QUIZ_MAX_SCORE };

  return frame(
    <>
      <p className="certificate-note">{t('none.lead')}</p>
      <section className="certificate-step" aria-labelledby="remaining-lessons">
        <h2 id="remaining-lessons">{t('none.lessons')}</h2>
        <ProgressBar value={total > 0 ? (done / total) * 100 : 0} label={t('none.lessons')} showValue />
        {remaining.length === 0 ? (
          <p>{t('none.lessonsDone', { total })}</p>
        ) : (
          <>
            <p>{t('none.lessonsLeft', { done, total })}</p>
            <ul className="certificate-step__list">
              {remaining.slice(0, LESSONS_LISTED).map((lesson) => (
                <li key={lesson.id}>{pickLanguage(lesson.title, language)}</li>
              ))}
            </ul>
            {remaining.length > LESSONS_LISTED ? <p>{t('none.more', { count: remaining.length - LESSONS_LISTED })}</p> : null}
            <Link className="button button--primary" to={paths.study(id)}>
              {t('none.study')}
            </Link>
          </>
        )}
      </section>
      <section className="certificate-step" aria-labelledby="remaining-exam">
        <h2 id="remaining-exam">{t('none.exam')}</h2>
        <p>{progression.quizUnlocked ? t('none.examOpen', mark) : t('none.examLocked', mark)}</p>
        {best !== null ? <p>{t('none.examBest', { score: formatScore(best, language), max: QUIZ_MAX_SCORE })}</p> : null}
        {learner.waiting.length > 0 ? <p>{t('none.examWaiting')}</p> : null}
        {progression.quizUnlocked ? (
          <Link className="button button--primary" to={paths.quiz(id)}>
            {t('none.takeExam')}
          </Link>
        ) : null}
      </section>
    </>,
    lead,
  );
}

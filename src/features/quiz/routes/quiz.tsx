import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { QUIZ_MAX_SCORE } from '../../../../contract/constants';
import type { ErrorCode } from '../../../../contract/errors';
import { quizDrawSize } from '../../../../contract/exam-rules';
import type { QuizAttempt } from '../../../../contract/exam';
import { progression as computeProgression } from '../../../../contract/study';
import { pickLanguage } from '../../../../contract/pick-language';
import { isolate } from '../../../lib/bidi';
import { syncNow } from '../../../data/sync-runtime';
import { errorKeyOptions } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useLearnerSession } from '../../../lib/use-learner-session';
import { useOnline } from '../../../lib/use-online';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { QuestionStep } from '../components/question-step';
import { QuizIntro } from '../components/quiz-intro';
import { QuizRejected } from '../components/quiz-rejected';
import { QuizResult } from '../components/quiz-result';
import { QuizWaiting } from '../components/quiz-waiting';
import { useQuizData } from '../hooks/use-quiz-data';
import { useQuizFallback } from '../hooks/use-quiz-fallback';
import { useRetryWait } from '../hooks/use-retry-wait';
import { chooseAnswer, draftQuestions, goToQuestion, nextDrawNumber, startDraft, submitDraft } from '../repositories/quiz-repository';
import './quiz.css';

const NO_ATTEMPTS: readonly QuizAttempt[] = [];

/**
 * /course/{id}/quiz (SPEC §2, §4, §5, §8): the final exam, from the device. The questions are the
 * catalogue mirror's (never their answers); the lock is contract/study.ts's rule over local progress; the
 * exam in progress is kept in IndexedDB; the finished exam goes through the outbox (`quiz-submission`),
 * so it is graded by the server now, or when the phone is back online. The result arrives by the
 * outbox's write-back and the `me` stream.
 */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['quiz', 'common']);
  const language = useLanguage();
  const online = useOnline();
  const { userId, staff, loading } = useLearnerSession();
  const { course, learner, db } = useQuizData(id, userId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);

  const allowed = staff || learner?.enrollment?.status === 'active';
  const progression = useMemo(
    () => (course && learner ? computeProgression(course.modules, course.lessons, learner.completedLessonIds, { unlockAll: staff }) : null),
    [course, learner, staff],
  );
  const unlocked = progression?.quizUnlocked ?? false;
  const mirrored = course?.questions ?? [];
  const fallback = useQuizFallback(id, Boolean(course) && allowed && unlocked && mirrored.length === 0, online);
  const questions = mirrored;

  // The wait after a failed attempt (contract/exam-rules.ts), counted down on screen.
  const retryWait = useRetryWait(learner?.attempts ?? NO_ATTEMPTS);

  // A pass whose certificate the device does not have yet: pull the learner's stream once for it.
  const latest = learner?.attempts[0] ?? null;
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!latest?.passed || learner?.certificate || !online || askedFor.current === latest.id) return;
    askedFor.current = latest.id;
    void syncNow('me');
  }, [latest, learner?.certificate, online]);

  const frame = (children: ReactNode, lead?: string) => (
    <Page title={t('title')} lead={lead} className="quiz-page">
      {children}
    </Page>
  );

  if (loading || course === undefined || (userId && learner === undefined)) return frame(<Spinner label={t('loading')} />);
  if (!userId || !learner || !db) {
    return frame(
      <>
        <p className="quiz-notice">{t('access.signIn')}</p>
        <Link className="button button--primary" to={paths.login}>
          {t('access.signInAction')}
        </Link>
      </>,
    );
  }
  if (course === null) {
    return frame(
      <>
        <p className="quiz-notice">{online ? t('access.notFound') : t('access.notOnDevice')}</p>
        <Link to={paths.courses}>{t('access.courses')}</Link>
      </>,
    );
  }

  const courseTitle = isolate(pickLanguage(course.formation.title, language));
  const page = (children: ReactNode) => frame(children, courseTitle);

  if (!allowed) {
    return page(
      <>
        <p className="quiz-notice" role="status">
          {t('access.enrollFirst')}
        </p>
        <Link className="button button--primary" to={paths.course(id)}>
          {t('access.enrollAction')}
        </Link>
      </>,
    );
  }

  if (!unlocked) {
    return page(
      <>
        <p className="quiz-notice" role="status">
          {t('access.locked')} {t('access.lockedProgress', { done: progression?.completedCount ?? 0, total: course.lessons.length })}
        </p>
        <p className="quiz-card__pass-mark">{t('intro.passMark', { mark: course.formation.pass_mark, max: QUIZ_MAX_SCORE })}</p>
        <div className="quiz-card__actions">
          <Link className="button button--primary" to={paths.study(id)}>
            {t('access.continueStudying')}
          </Link>
          <Link className="button button--secondary" to={paths.noCertificate(id)}>
            {t('access.whatRemains')}
          </Link>
        </div>
      </>,
    );
  }

  const run = async (action: () => Promise<unknown>, code: ErrorCode) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      console.warn('Quiz action failed', error);
      setFailure(code);
    } finally {
      setBusy(false);
    }
  };
  const begin = () => run(() => startDraft(db, id, questions, nextDrawNumber(learner)), 'quiz.fetch_failed');
  const failureNote = failure ? (
    <p className="quiz-notice" role="alert">
      {t(failure, errorKeyOptions)}
    </p>
  ) : null;

  const { draft } = learner;
  if (draft && questions.length > 0) {
    const ordered = draftQuestions(draft, questions);
    const submit = (answers: Record<string, number>) =>
      run(
        () =>
          submitDraft(
            db,
            id,
            ordered.map((entry) => ({ question_id: entry.question.id, option_id: answers[entry.question.id] ?? -1 })),
            draft.draw,
          ),
        'quiz.submission_failed',
      );
    return page(
      <>
        {failureNote}
        <QuestionStep
          key={draft.started_at}
          draft={draft}
          questions={ordered}
          language={language}
          onAnswer={(questionId, optionId) => void run(() => chooseAnswer(db, id, questionId, optionId), 'quiz.submission_failed')}
          onMove={(index) => void run(() => goToQuestion(db, id, index), 'quiz.submission_failed')}
          onSubmit={(answers) => void submit(answers)}
          submitting={busy}
        />
      </>,
    );
  }

  const waiting = learner.waiting[0] ?? null;
  if (waiting && (!latest || waiting.created_at >= latest.created_at)) {
    if (waiting.status === 'pending') return page(<QuizWaiting online={online} />);
    return page(
      <>
        {failureNote}
        <QuizRejected reason={waiting.error} onRetry={() => void begin()} retrying={busy} waitMs={retryWait} language={language} />
      </>,
    );
  }

  if (latest) {
    return page(
      <>
        {failureNote}
        <QuizResult formationId={id} attempt={latest} language={language} onRetry={() => void begin()} retrying={busy} waitMs={retryWait} />
      </>,
    );
  }

  if (questions.length === 0) {
    if (fallback.loading) return page(<Spinner label={t('loading')} />);
    const code: ErrorCode = fallback.error ?? 'quiz.no_data';
    return page(
      <>
        <p className="quiz-notice" role="alert">
          {t(code, errorKeyOptions)} {code === 'quiz.fetch_failed' && !online ? t('error.offline') : null}
        </p>
        {code === 'quiz.fetch_failed' && online ? (
          <Button variant="secondary" onClick={fallback.retry}>
            {t('error.retry')}
          </Button>
        ) : null}
      </>,
    );
  }

  const best = learner.attempts.reduce<number | null>((top, attempt) => (top === null || attempt.score > top ? attempt.score : top), null);
  return page(
    <>
      {failureNote}
      <QuizIntro
        questionsCount={quizDrawSize(questions.length)}
        passMark={course.formation.pass_mark}
        maxScore={QUIZ_MAX_SCORE}
        bestScore={best}
        onStart={() => void begin()}
        starting={busy}
      />
    </>,
  );
}

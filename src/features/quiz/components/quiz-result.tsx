import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Language } from '../../../../contract/constants';
import type { QuizAttempt } from '../../../../contract/exam';
import { pickLanguage } from '../../../../contract/pick-language';
import { paths } from '../../../lib/paths';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { formatScore } from '../format-score';
import { formatWait } from '../format-wait';

interface QuizResultProps {
  formationId: string;
  attempt: QuizAttempt;
  language: Language;
  onRetry: () => void;
  retrying: boolean;
  /** Milliseconds before another attempt is allowed (the wait after a failure); 0 when it is now. */
  waitMs: number;
}

/**
 * SPEC §2's result screens: congratulations and the certificate on a pass; on a failure the score, the
 * modules of the missed questions to review, and a new attempt, at once or after the wait that follows
 * repeated failures, shown with the time left (docs/exam-and-progress.md).
 */
export function QuizResult({ formationId, attempt, language, onRetry, retrying, waitMs }: QuizResultProps) {
  const { t } = useTranslation('quiz');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const score = formatScore(attempt.score, language);
  useEffect(() => {
    // The result replaces the exam: focus and screen readers go to its heading.
    headingRef.current?.focus();
  }, [attempt.id]);

  if (attempt.passed) {
    return (
      <section className="quiz-card quiz-card--passed" aria-labelledby="quiz-result-heading">
        <h2 id="quiz-result-heading" ref={headingRef} tabIndex={-1}>
          {t('result.passedTitle')}
        </h2>
        <p className="quiz-card__score">{t('result.passed', { score, max: attempt.max_score })}</p>
        <Link className="button button--primary" to={paths.certificate(formationId)}>
          {t('result.certificate')}
        </Link>
      </section>
    );
  }

  return (
    <section className="quiz-card quiz-card--failed" aria-labelledby="quiz-result-heading">
      <h2 id="quiz-result-heading" ref={headingRef} tabIndex={-1}>
        {t('result.failedTitle')}
      </h2>
      <p className="quiz-card__score">{t('result.failed', { score, max: attempt.max_score, mark: attempt.pass_mark })}</p>
      {attempt.missed_modules.length > 0 ? (
        <>
          <p>{t('result.review')}</p>
          <ul className="quiz-card__modules">
            {attempt.missed_modules.map((module) => (
              <li key={module.id}>{pickLanguage(module.title, language)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('result.reviewGeneral')}</p>
      )}
      {waitMs > 0 ? (
        <p className="quiz-card__note quiz-card__wait" role="status">
          {t('result.retryWait', { time: formatWait(waitMs, language) })}
        </p>
      ) : (
        <p className="quiz-card__note">{t('result.retryNote')}</p>
      )}
      <div className="quiz-card__actions">
        {waitMs > 0 ? null : (
          <Button onClick={onRetry} busy={retrying}>
            {t('result.retry')}
          </Button>
        )}
        <Link className="button button--secondary" to={paths.study(formationId)}>
          {t('result.study')}
        </Link>
      </div>
    </section>
  );
}

import { Link } from 'react-router-dom';
import type { Language } from '../../../../contract/constants';
import type { ErrorCode } from '../../../../contract/errors';
import { errorKeyOptions } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { formatWait } from '../format-wait';

interface QuizRejectedProps {
  reason: ErrorCode | null;
  onRetry: () => void;
  retrying: boolean;
  /** Milliseconds before another attempt is allowed; 0 when it is now. */
  waitMs: number;
  language: Language;
}

/**
 * SPEC §8's submission error: the server refused the exam (a changed quiz, an enrollment gone, an exam
 * taken offline before the wait after a failure was over…), with the time left when a wait runs.
 */
export function QuizRejected({ reason, onRetry, retrying, waitMs, language }: QuizRejectedProps) {
  const { t } = useTranslation('quiz');
  return (
    <section className="quiz-card quiz-card--failed" aria-labelledby="quiz-rejected-heading">
      <h2 id="quiz-rejected-heading">{t('result.rejectedTitle')}</h2>
      <p role="alert">{t('quiz.submission_failed', errorKeyOptions)}</p>
      {reason ? <p>{t('result.rejectedReason', { reason: t(reason, errorKeyOptions) })}</p> : null}
      {waitMs > 0 ? (
        <p className="quiz-card__note quiz-card__wait" role="status">
          {t('result.retryWait', { time: formatWait(waitMs, language) })}
        </p>
      ) : null}
      <div className="quiz-card__actions">
        {waitMs > 0 ? null : (
          <Button onClick={onRetry} busy={retrying}>
            {t('result.retry')}
          </Button>
        )}
        <Link className="button button--secondary" to={paths.sync}>
          {t('waiting.syncLink')}
        </Link>
      </div>
    </section>
  );
}

import { Link } from 'react-router-dom';
import type { ErrorCode } from '../../../../contract/errors';
import { errorKeyOptions } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';

interface QuizRejectedProps {
  reason: ErrorCode | null;
  onRetry: () => void;
  retrying: boolean;
}

/** SPEC §8's submission error: the server refused the exam (a changed quiz, an enrollment gone…). */
export function QuizRejected({ reason, onRetry, retrying }: QuizRejectedProps) {
  const { t } = useTranslation('quiz');
  return (
    <section className="quiz-card quiz-card--failed" aria-labelledby="quiz-rejected-heading">
      <h2 id="quiz-rejected-heading">{t('result.rejectedTitle')}</h2>
      <p role="alert">{t('quiz.submission_failed', errorKeyOptions)}</p>
      {reason ? <p>{t('result.rejectedReason', { reason: t(reason, errorKeyOptions) })}</p> : null}
      <div className="quiz-card__actions">
        <Button onClick={onRetry} busy={retrying}>
          {t('result.retry')}
        </Button>
        <Link className="button button--secondary" to={paths.sync}>
          {t('waiting.syncLink')}
        </Link>
      </div>
    </section>
  );
}

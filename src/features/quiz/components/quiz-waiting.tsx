import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner';

/**
 * A submitted exam not graded yet. Online, the answer is a moment away; offline, the learner is told
 * plainly that it will be sent and graded when the phone is back online, and where to watch it wait.
 */
export function QuizWaiting({ online }: { online: boolean }) {
  const { t } = useTranslation('quiz');
  if (online) return <Spinner label={t('waiting.online')} />;
  return (
    <section className="quiz-card" role="status" aria-labelledby="quiz-waiting-heading">
      <h2 id="quiz-waiting-heading">{t('waiting.offlineTitle')}</h2>
      <p>{t('waiting.offline')}</p>
      <Link to={paths.sync}>{t('waiting.syncLink')}</Link>
    </section>
  );
}

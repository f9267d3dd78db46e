import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { QuizEditor } from './quiz-editor';

/**
 * /dashboard/formations/{id}/quiz (agent, admin): the quiz editor on a page of its own, a direct link to
 * the formation editor's quiz tab (which renders the same QuizEditor).
 */
export function Component() {
  const { t } = useTranslation(['quiz-admin', 'common']);
  const { id = '' } = useParams();
  return (
    <Page title={t('pageTitle')} className="quiz-page">
      <p>
        <Link to={paths.formationEdit(id)}>{t('backToFormation')}</Link>
      </p>
      <QuizEditor formationId={id} />
    </Page>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { Page } from '../ui/page';

export function AccessDenied() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('pages.accessDenied')} lead={t('guard.accessDeniedText')}>
      <p>
        <Link className="button button--secondary" to={paths.dashboard}>
          {t('guard.backToDashboard')}
        </Link>
      </p>
    </Page>
  );
}

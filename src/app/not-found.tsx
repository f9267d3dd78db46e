import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { Page } from '../ui/page';

/** Any path no route matches (SPEC §2). */
export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('pages.notFound')} lead={t('notFound.text')}>
      <p>
        <Link className="button button--primary" to={paths.home}>
          {t('notFound.backHome')}
        </Link>
      </p>
    </Page>
  );
}

/** react-router's lazy convention, so the catch-all can also be loaded like any route file. */
export { NotFound as Component };

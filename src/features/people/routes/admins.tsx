import { useTranslation } from 'react-i18next';
import { PeoplePage } from '../components/people-page';

/** /dashboard/admins (docs/permissions.md). */
export function Component() {
  const { t } = useTranslation('common');
  return <PeoplePage role="admin" title={t('pages.admins')} />;
}

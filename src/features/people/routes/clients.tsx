import { useTranslation } from 'react-i18next';
import { PeoplePage } from '../components/people-page';

/** /dashboard/clients (docs/permissions.md). */
export function Component() {
  const { t } = useTranslation('common');
  return <PeoplePage role="client" title={t('pages.clients')} />;
}

import { useTranslation } from 'react-i18next';
import { PeoplePage } from '../components/people-page';

/** /dashboard/agents (docs/permissions.md). */
export function Component() {
  const { t } = useTranslation('common');
  return <PeoplePage role="agent" title={t('pages.agents')} />;
}

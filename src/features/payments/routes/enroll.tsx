import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';

/** Placeholder: the real layout with its translated title until the owning capability replaces it. */
export function Component() {
  const { t } = useTranslation('common');
  return <Page title={t('pages.enroll')} />;
}

import { useTranslation } from 'react-i18next';
import { applyUpdate, dismissUpdate } from '../../lib/sw-bridge';
import { Button } from '../../ui/button';
import './update-prompt.css';

/** The prompt itself, loaded only once an update waits: its styles never block the first paint. */
export default function UpdateBanner() {
  const { t } = useTranslation('app-update');
  return (
    <section className="update-prompt" role="status" aria-label={t('label')}>
      <p className="update-prompt__message">{t('message')}</p>
      <div className="update-prompt__actions">
        <Button variant="primary" onClick={applyUpdate}>
          {t('reload')}
        </Button>
        <Button variant="ghost" onClick={dismissUpdate}>
          {t('later')}
        </Button>
      </div>
    </section>
  );
}

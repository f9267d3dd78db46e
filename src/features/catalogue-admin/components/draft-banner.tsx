import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { formatValue } from '../../../lib/format';

/** Offers the text an earlier visit left unsaved on this device. */
export function DraftBanner({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('catalogue-admin');
  const uiLanguage = useLanguage();
  const when = formatValue(savedAt, 'datetime', uiLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="editor-notice" role="region" aria-label={t('draft.title')}>
      <p>{t('draft.found', { when })}</p>
      <div className="editor-actions">
        <Button onClick={onRestore}>{t('draft.restore')}</Button>
        <Button variant="secondary" onClick={onDiscard}>
          {t('draft.discard')}
        </Button>
      </div>
    </div>
  );
}

import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';

/** Offers the text an earlier visit left unsaved on this device. */
export function DraftBanner({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  const { t, i18n } = useTranslation('catalogue-admin');
  const when = new Intl.DateTimeFormat(i18n.language === 'ar' ? 'ar-MA' : i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(savedAt),
  );
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

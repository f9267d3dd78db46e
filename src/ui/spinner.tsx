import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  /** What is loading, read by screen readers; defaults to "Loading…". */
  label?: string;
  /** Fills the space it is given and centres itself (SPEC §2: centred while the session loads). */
  centred?: boolean;
}

export function Spinner({ label, centred = false }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className={centred ? 'spinner spinner--centred' : 'spinner'}>
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('ui.loading')}</span>
    </div>
  );
}

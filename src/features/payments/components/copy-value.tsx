import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CopyButtonProps {
  /** The field's translated name ("RIB"), for the button's label and the announcement. */
  label: string;
  value: string;
}

/**
 * Copies one bank detail. The copy is announced in a polite live region ("RIB copied"), shown beside the
 * button too, so a screen-reader user hears it worked; where the clipboard is refused, the text stays
 * selectable and the learner is told so.
 */
export function CopyButton({ label, value }: CopyButtonProps) {
  const { t } = useTranslation('payments');
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!said) return undefined;
    const timer = setTimeout(() => setSaid(''), 4000);
    return () => clearTimeout(timer);
  }, [said]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setSaid(t('bank.copied', { field: label }));
    } catch {
      setSaid(t('bank.copyFailed'));
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--secondary bank-detail__copy"
        onClick={() => void copy()}
        aria-label={t('bank.copyLabel', { field: label })}
      >
        {t('bank.copy')}
      </button>
      <span className="bank-detail__said" role="status" aria-live="polite">
        {said}
      </span>
    </>
  );
}

interface CopyValueProps extends CopyButtonProps {
  /** Digits and codes read left to right whatever the page's direction. */
  ltr?: boolean;
  /** What is shown when it differs from what is copied (a RIB in groups; the copy stays plain digits). */
  display?: string;
}

/** One bank detail (term, value, copy button) inside a <dl>. */
export function CopyValue({ label, value, ltr = false, display }: CopyValueProps) {
  return (
    <div className="bank-detail">
      <dt className="bank-detail__label">{label}</dt>
      <dd className="bank-detail__value">
        <bdi className={ltr ? 'bank-detail__code' : undefined} dir={ltr ? 'ltr' : 'auto'}>
          {display ?? value}
        </bdi>
        <CopyButton label={label} value={value} />
      </dd>
    </div>
  );
}

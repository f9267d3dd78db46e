import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CookieConsent } from '../../../contract/constants';
import { readConsent, storeConsent } from './consent-storage';

/** Its styles (cookie-banner.css) are part of the app's global sheet: the banner shows on a first visit.
 * SPEC §2/§4: shown until the visitor accepts or declines; the choice is stored and the banner goes away. */
export function CookieBanner() {
  const { t } = useTranslation('consent');
  const [choice, setChoice] = useState<CookieConsent | null>(readConsent);
  const titleId = useId();
  const descriptionId = useId();

  if (choice) return null;

  const choose = (value: CookieConsent) => {
    storeConsent(value);
    setChoice(value);
  };

  return (
    <section className="cookie-banner" aria-labelledby={titleId} aria-describedby={descriptionId}>
      <div className="cookie-banner__inner">
        <h2 id={titleId} className="cookie-banner__title">
          {t('title')}
        </h2>
        <p id={descriptionId} className="cookie-banner__description">
          {t('description')}
        </p>
        <div className="cookie-banner__actions">
          <button type="button" className="button button--secondary" onClick={() => choose('declined')}>
            {t('decline')}
          </button>
          <button type="button" className="button button--primary" onClick={() => choose('accepted')}>
            {t('acceptAll')}
          </button>
        </div>
      </div>
    </section>
  );
}

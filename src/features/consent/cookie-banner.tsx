import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { CookieConsent } from '../../../contract/constants';
import { readConsent, storeConsent } from './consent-storage';

/** The stored choice changes only through this banner, which keeps its own state for it. */
const unchanging = () => () => undefined;
const noChoiceOnTheServer = () => null;

/** Its styles (cookie-banner.css) are part of the app's global sheet: the banner shows on a first visit.
 * SPEC §2/§4: shown until the visitor accepts or declines; the choice is stored and the banner goes away. */
export function CookieBanner() {
  const { t } = useTranslation('consent');
  // A page the server drew has the banner (it cannot see the stored choice): hydration draws it too, then
  // React draws it again from the device's choice. The start-up script hid it before the first paint
  // (html[data-consented], scripts/lib/start-loader-language.ts).
  const stored = useSyncExternalStore(unchanging, readConsent, noChoiceOnTheServer);
  // The choice made now: the banner goes even when storage refuses it (then it asks again next visit).
  const [choice, setChoice] = useState<CookieConsent | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  if (stored || choice) return null;

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

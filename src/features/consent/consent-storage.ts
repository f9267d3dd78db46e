import { COOKIE_CONSENT_VALUES, STORAGE_KEYS, type CookieConsent } from '../../../contract/constants';
import { oneOf } from '../../../contract/one-of';

/** The stored choice under `cookieConsent` (SPEC §9), or null when the visitor has not chosen yet. */
export function readConsent(): CookieConsent | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS.cookieConsent);
    return oneOf(value, COOKIE_CONSENT_VALUES);
  } catch {
    return null;
  }
}

export function storeConsent(choice: CookieConsent): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.cookieConsent, choice);
  } catch {
    // Storage refused: the banner hides for this visit and asks again next time.
  }
}

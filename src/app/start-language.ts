import { FALLBACK_LANGUAGE, LANGUAGE_INIT_TIMEOUT_MS, type Language } from '../../contract/constants';
import { loadLanguage, setLanguage } from '../lib/i18n';
import { browserDetectionDeps, detectLanguage, type DetectionDeps } from '../lib/language-detection';
import { readStoredLanguage } from '../lib/language-storage';
import { withTimeout } from '../lib/with-timeout';
import { isPseudoLanguage } from '../lib/pseudo-locales';

/**
 * Start-up language setup (SPEC §2, §4): detect, load the strings, apply. It never takes longer than
 * 10 s: past that the default language is used and a late detection is ignored, so the interface never
 * switches language under the visitor's eyes.
 */
export async function startLanguage(
  deps: DetectionDeps = browserDetectionDeps(readStoredLanguage),
  timeoutMs: number = LANGUAGE_INIT_TIMEOUT_MS,
): Promise<Language> {
  // Development only (the build drops it): `?lng=en-XA` shows keys, `?lng=ar-XB` a right-to-left pseudo-locale.
  const pseudo = import.meta.env.DEV && typeof location !== 'undefined' ? new URLSearchParams(location.search).get('lng') : null;
  if (import.meta.env.DEV && isPseudoLanguage(pseudo)) {
    await setLanguage(pseudo, { persist: false });
    return FALLBACK_LANGUAGE;
  }
  let gaveUp = false;
  const detected = (async () => {
    const { language, source } = await detectLanguage(deps);
    await loadLanguage(language);
    if (gaveUp) return language;
    // A detected language is remembered like a choice, so later visits (often offline) skip the lookups.
    await setLanguage(language, { persist: source !== 'stored' });
    return language;
  })();
  try {
    return await withTimeout(detected, timeoutMs);
  } catch (error) {
    gaveUp = true;
    console.warn('Language setup failed or timed out; using the default language.', error);
    await setLanguage(FALLBACK_LANGUAGE, { persist: false });
    return FALLBACK_LANGUAGE;
  }
}

import { ARABIC_COUNTRIES, FRENCH_COUNTRIES, LANGUAGES, type Language } from './constants';
import { oneOf } from './one-of';

/** The supported language of a BCP 47 tag by its primary subtag ('fr-CA' → 'fr'), or null. */
export function supportedLanguage(tag: string | null | undefined): Language | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return oneOf(primary, LANGUAGES);
}

/** The first of the browser's preferred languages the academy speaks. */
export function browserLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const language = supportedLanguage(tag);
    if (language) return language;
  }
  return null;
}

/** SPEC §9: Arabic and French countries get their language; others are decided by the browser. */
export function countryLanguage(country: string | null): Language | null {
  if (country && ARABIC_COUNTRIES.includes(country)) return 'ar';
  if (country && FRENCH_COUNTRIES.includes(country)) return 'fr';
  return null;
}

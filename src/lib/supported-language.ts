import { LANGUAGES, type Language } from '../../contract/constants';

/** The supported language of a BCP 47 tag by its primary subtag ('fr-CA' → 'fr'), or null. */
export function supportedLanguage(tag: string | null | undefined): Language | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : null;
}

import { LANGUAGES, type Language } from '../../../contract/constants';
import type { Translatable } from '../../../contract/translatable';

/** A language is complete when every translatable text of the formation has non-blank text in it. */
export function languageCompleteness(texts: readonly Translatable[]): Record<Language, boolean> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, texts.every((text) => text[language].trim().length > 0)]),
  ) as Record<Language, boolean>;
}

export function isTextComplete(text: Translatable): boolean {
  return LANGUAGES.every((language) => text[language].trim().length > 0);
}

import { FALLBACK_LANGUAGE, type Language } from './constants';

/**
 * A translatable text in the reader's language, or in the fallback language where that one is empty.
 * Apart from `translatable.ts` and its schema, so the first screen (home testimonials) reads it without
 * bringing valibot into the entry.
 */
export function pickLanguage(text: Readonly<Record<Language, string>>, language: Language): string {
  return text[language] || text[FALLBACK_LANGUAGE];
}

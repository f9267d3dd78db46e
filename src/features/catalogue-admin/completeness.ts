import { LANGUAGES, type Language } from '../../../contract/constants';
import { missingIn, type Completeness } from '../../../contract/editor';
import type { Translatable } from '../../../contract/translatable';

export function completeFlags(completeness: Completeness): Record<Language, boolean> {
  return { ar: completeness.ar.complete, fr: completeness.fr.complete, en: completeness.en.complete };
}

/**
 * The server's completeness with the formation's own texts replaced by the ones being typed, so the marks
 * follow the keyboard; modules, lessons and questions keep the server's word until they are saved.
 */
export function liveCompleteness(server: Completeness, texts: { title: Translatable; description: Translatable }): Completeness {
  const own = new Set(['title', 'description']);
  const result = {} as Completeness;
  for (const language of LANGUAGES) {
    const missing = server[language].missing.filter((field) => !own.has(field));
    if (missingIn(texts.title, true).includes(language)) missing.unshift('title');
    if (missingIn(texts.description, true).includes(language)) missing.push('description');
    result[language] = { complete: missing.length === 0, missing };
  }
  return result;
}

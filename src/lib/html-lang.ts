import { RTL_LANGUAGES, type Language } from '../../contract/constants';

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/** Writes `<html lang dir>`; only setLanguage() calls it, so the document and the strings never disagree. */
export function applyDocumentLanguage(language: Language, root: HTMLElement = document.documentElement): void {
  root.lang = language;
  root.dir = directionOf(language);
}

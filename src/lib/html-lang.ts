import { RTL_LANGUAGES, type Language } from '../../contract/constants';
import type { PseudoLanguage } from './pseudo-locales';

export function directionOf(language: Language | PseudoLanguage): 'rtl' | 'ltr' {
  return language === 'ar-XB' || RTL_LANGUAGES.includes(language as Language) ? 'rtl' : 'ltr';
}

/** Writes `<html lang dir>`; only i18next's `languageChanged` calls it, so the document and the strings never disagree. */
export function applyDocumentLanguage(language: Language | PseudoLanguage, root: HTMLElement = document.documentElement): void {
  root.lang = language;
  root.dir = directionOf(language);
}

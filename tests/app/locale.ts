import ar from '../../locales/ar/common.json';
import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';

/** The common strings a visitor reads, straight from the locale files. */
export function locale(language: 'ar' | 'fr' | 'en'): typeof en {
  return { ar, fr, en }[language];
}

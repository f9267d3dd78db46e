/**
 * Pseudo-locales for development and tests (Excalidraw's habit), built from the English files:
 * - `en-XA` shows every string as its key (`site:home.title`), so a text on screen that is not a key
 *   did not go through i18next;
 * - `ar-XB` is right to left and wraps every string in ⟪…⟫, so a layout can be checked mirrored and a
 *   text outside the brackets did not go through i18next.
 * Not offered in production builds (src/lib/i18n.ts).
 */
import { isOneOf } from '../../contract/one-of';

export const PSEUDO_LANGUAGES = ['en-XA', 'ar-XB'] as const;
export type PseudoLanguage = (typeof PSEUDO_LANGUAGES)[number];

export const PSEUDO_OPEN = '⟪';
export const PSEUDO_CLOSE = '⟫';

type Resources = { [key: string]: string | Resources };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function mapStrings(resources: Resources, map: (value: string, path: string) => string, prefix = ''): Resources {
  const mapped: Resources = {};
  for (const [key, value] of Object.entries(resources)) {
    const path = prefix ? `${prefix}.${key}` : key;
    mapped[key] = typeof value === 'string' ? map(value, path) : mapStrings(value, map, path);
  }
  return mapped;
}

export function isPseudoLanguage(language: string | null | undefined): language is PseudoLanguage {
  return isOneOf(language, PSEUDO_LANGUAGES);
}

/** The pseudo-locale's strings of one namespace, from its English strings. */
export function pseudoResources(language: PseudoLanguage, namespace: string, english: Resources): Resources {
  return language === 'en-XA'
    ? mapStrings(english, (_value, path) => `${namespace}:${path.replace(PLURAL_SUFFIX, '')}`)
    : mapStrings(english, (value) => `${PSEUDO_OPEN}${value}${PSEUDO_CLOSE}`);
}

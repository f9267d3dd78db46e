import { STORAGE_KEYS, type Language } from '../../contract/constants';
import { supportedLanguage } from '../../contract/language-choice';

/** Storage may be missing or throw (private mode, blocked cookies); language choice is then simply not kept. */
function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredLanguage(): Language | null {
  try {
    return supportedLanguage(local()?.getItem(STORAGE_KEYS.language) ?? '');
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    local()?.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Quota or privacy mode: the choice lasts for this visit only.
  }
}

/** SPEC §4: the choice can be cleared; the next start detects the language again. */
export function clearStoredLanguage(): void {
  try {
    local()?.removeItem(STORAGE_KEYS.language);
  } catch {
    // Nothing stored that we could reach.
  }
}

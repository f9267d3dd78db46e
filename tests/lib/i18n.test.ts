// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import { ERROR_CODES } from '../../contract/errors';
import { currentLanguage, i18n, setLanguage, translateError } from '../../src/lib/i18n';
import { clearStoredLanguage, readStoredLanguage } from '../../src/lib/language-storage';

describe('setLanguage', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('switches to Arabic: <html lang="ar" dir="rtl">, strings loaded, choice stored', async () => {
    await setLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ar');
    expect(currentLanguage()).toBe('ar');
    expect(i18n.t('nav.home')).toBe('الرئيسية');
  });

  it('switches back to a left-to-right language', async () => {
    await setLanguage('ar');
    await setLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(readStoredLanguage()).toBe('fr');
    expect(i18n.t('consent:acceptAll')).toBe('Tout accepter');
  });

  it('does not store the language when asked not to (the time-out default is no choice)', async () => {
    await setLanguage('en', { persist: false });
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
  });

  it('can clear the stored choice', async () => {
    await setLanguage('fr');
    clearStoredLanguage();
    expect(readStoredLanguage()).toBeNull();
  });

  it('ignores a stored value that is not a supported language', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'de');
    expect(readStoredLanguage()).toBeNull();
  });

  it('translates every error code with its dots as part of the key', async () => {
    await setLanguage('en', { persist: false });
    for (const code of ERROR_CODES) {
      expect(translateError(code), code).not.toBe(code);
    }
    expect(translateError('auth.invalid_credentials')).toBe('Incorrect email or password.');
  });
});

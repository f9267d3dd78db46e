// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import { ERROR_CODES } from '../../contract/errors';
import { currentLanguage, errorKeyOptions, i18n, loadNamespaces, setLanguage } from '../../src/lib/i18n';
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
    expect(i18n.resolvedLanguage).toBe('ar');
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

  it('i18next’s own changeLanguage writes <html lang dir> too: it is the one place that does', async () => {
    await setLanguage('fr', { persist: false });
    await i18n.changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('choosing the language already shown announces no change, yet stores the choice', async () => {
    // An announced change renders every translated component again: about 100 ms in one task on a slow
    // phone when the language setup confirmed the server-rendered language right after hydration.
    await setLanguage('fr', { persist: false });
    const announced = vi.fn();
    i18n.on('languageChanged', announced);
    try {
      await setLanguage('fr');
      expect(announced).not.toHaveBeenCalled();
      expect(readStoredLanguage()).toBe('fr');
      await setLanguage('en');
      expect(announced).toHaveBeenCalledWith('en');
    } finally {
      i18n.off('languageChanged', announced);
    }
  });

  it('loads in the next language the namespaces already shown, so no screen falls back to keys', async () => {
    await setLanguage('en', { persist: false });
    await loadNamespaces('en', ['quiz']);
    expect(i18n.hasResourceBundle('fr', 'quiz')).toBe(false);
    await setLanguage('fr', { persist: false });
    expect(i18n.hasResourceBundle('fr', 'quiz')).toBe(true);
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
      expect(i18n.t(code, errorKeyOptions), code).not.toBe(code);
    }
    expect(i18n.t('auth.invalid_credentials', errorKeyOptions)).toBe('Incorrect email or password.');
  });

  it('a namespace that does not exist fails to load instead of showing keys silently', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadNamespaces('en', ['no-such-namespace' as never])).rejects.toThrow();
    warn.mockRestore();
  });
});

describe('pseudo-locales', () => {
  it('en-XA shows keys, left to right; ar-XB wraps strings and is right to left', async () => {
    await setLanguage('en-XA', { persist: false });
    expect(i18n.t('nav.home')).toBe('common:nav.home');
    expect(document.documentElement.dir).toBe('ltr');
    await setLanguage('ar-XB', { persist: false });
    expect(i18n.t('nav.home')).toBe('⟪Home⟫');
    expect(document.documentElement.dir).toBe('rtl');
    expect(currentLanguage()).toBe('ar');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
  });
});

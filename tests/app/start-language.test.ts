// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_INIT_TIMEOUT_MS, STORAGE_KEYS } from '../../contract/constants';
import { startLanguage } from '../../src/app/start-language';
import { i18n } from '../../src/lib/i18n';
import type { DetectionDeps } from '../../src/lib/language-detection';

function deps(overrides: Partial<DetectionDeps>): DetectionDeps {
  return {
    storedLanguage: () => null,
    browserLanguages: () => [],
    fetch: () => Promise.reject(new TypeError('offline')),
    ...overrides,
  };
}

describe('start-up language (SPEC §2, §4)', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('applies and remembers the detected language', async () => {
    const fetch = () => Promise.resolve(Response.json({ country_code: 'MA' }));
    await expect(startLanguage(deps({ fetch }))).resolves.toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ar');
  });

  it('keeps a stored choice', async () => {
    await expect(startLanguage(deps({ storedLanguage: () => 'fr' }))).resolves.toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('uses English after 10 s, logs it, stores nothing and ignores a late answer', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: (response: Response) => void = () => undefined;
    const fetch = () => new Promise<Response>((resolve) => (answer = resolve));
    const started = startLanguage(deps({ fetch, urls: ['/api/geo'], timeoutMs: 60_000 }));
    await vi.advanceTimersByTimeAsync(LANGUAGE_INIT_TIMEOUT_MS - 1);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(started).resolves.toBe('en');
    expect(warn).toHaveBeenCalledOnce();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();

    answer(Response.json({ country_code: 'MA' }));
    await vi.advanceTimersByTimeAsync(100);
    expect(i18n.language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARABIC_COUNTRIES, FRENCH_COUNTRIES, GEOLOCATION_TIMEOUT_MS } from '../../contract/constants';
import { GEO_LOOKUP_URLS } from '../../contract/geo';
import { countryFromAnswer, detectLanguage, languageForCountry, lookupCountry, type DetectionDeps } from '../../src/lib/language-detection';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers each URL from a table; an Error entry rejects, 'hang' never answers until aborted. */
function fakeFetch(answers: Record<string, unknown | Error | 'hang'>) {
  return vi.fn<typeof fetch>((input, init) => {
    const url = String(input);
    const answer = answers[url];
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (answer instanceof Error) return Promise.reject(answer);
    if (answer === undefined) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(answer instanceof Response ? answer : json(answer));
  });
}

function deps(overrides: Partial<DetectionDeps>): DetectionDeps {
  return {
    storedLanguage: () => null,
    browserLanguages: () => [],
    fetch: fakeFetch({}),
    ...overrides,
  };
}

const [own, second, third] = GEO_LOOKUP_URLS as [string, string, string];

describe('language detection (SPEC §4)', () => {
  it('takes the country the server wrote into the page and asks no lookup', async () => {
    const fetch = fakeFetch({ [own]: { country_code: 'GB' } });
    const result = await detectLanguage(deps({ fetch, embeddedCountry: () => 'MA', browserLanguages: () => ['en'] }));
    expect(result).toEqual({ language: 'ar', source: 'country', country: 'MA' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('skips only the academy’s own lookup when the page says the academy does not know', async () => {
    const fetch = fakeFetch({ [own]: { country_code: 'GB' }, [second]: { country_code: 'SN' } });
    const result = await detectLanguage(deps({ fetch, embeddedCountry: () => null }));
    expect(result).toEqual({ language: 'fr', source: 'country', country: 'SN' });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([second]);
  });

  it('asks every lookup when the page carries no answer (a page from the service worker)', async () => {
    const fetch = fakeFetch({ [own]: { country_code: 'TN' } });
    const result = await detectLanguage(deps({ fetch, embeddedCountry: () => undefined }));
    expect(result).toEqual({ language: 'ar', source: 'country', country: 'TN' });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([own]);
  });

  it('still uses the stored choice before the embedded country', async () => {
    const result = await detectLanguage(deps({ storedLanguage: () => 'en', embeddedCountry: () => 'MA' }));
    expect(result).toEqual({ language: 'en', source: 'stored', country: null });
  });

  it('uses the stored choice first and asks no lookup', async () => {
    const fetch = fakeFetch({ [own]: { country_code: 'MA' } });
    const result = await detectLanguage(deps({ storedLanguage: () => 'fr', fetch }));
    expect(result).toEqual({ language: 'fr', source: 'stored', country: null });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('maps an Arabic country to ar from the academy’s own lookup', async () => {
    const fetch = fakeFetch({ [own]: { country_code: 'MA' } });
    const result = await detectLanguage(deps({ fetch, browserLanguages: () => ['en-US'] }));
    expect(result).toEqual({ language: 'ar', source: 'country', country: 'MA' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('maps a French country to fr', async () => {
    const result = await detectLanguage(deps({ fetch: fakeFetch({ [own]: { country_code: 'SN' } }), browserLanguages: () => ['en'] }));
    expect(result.language).toBe('fr');
    expect(result.source).toBe('country');
  });

  it('uses the browser language for another country, else English', async () => {
    const fetch = fakeFetch({ [own]: { country_code: 'US' } });
    expect(await detectLanguage(deps({ fetch, browserLanguages: () => ['de-DE', 'fr-CA'] }))).toEqual({
      language: 'fr',
      source: 'browser',
      country: 'US',
    });
    expect(await detectLanguage(deps({ fetch, browserLanguages: () => ['de-DE'] }))).toEqual({
      language: 'en',
      source: 'default',
      country: 'US',
    });
  });

  it('goes on to the next lookup when the academy does not know the country', async () => {
    const fetch = fakeFetch({ [own]: { country_code: null }, [second]: { country: 'dz' } });
    const result = await detectLanguage(deps({ fetch }));
    expect(result).toEqual({ language: 'ar', source: 'country', country: 'DZ' });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([own, second]);
  });

  it('skips failing, erroring and non-JSON lookups and reads country_code2 from the third', async () => {
    const fetch = fakeFetch({
      [own]: json({ code: 'server.error' }, 500),
      [second]: new Response('not json', { status: 200 }),
      [third]: { country_code2: 'BE' },
    });
    expect(await detectLanguage(deps({ fetch }))).toEqual({ language: 'fr', source: 'country', country: 'BE' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('falls back silently to the browser language when every lookup fails', async () => {
    const fetch = fakeFetch({ [own]: new TypeError('offline'), [second]: new TypeError('offline'), [third]: new TypeError('offline') });
    expect(await detectLanguage(deps({ fetch, browserLanguages: () => ['ar-MA'] }))).toEqual({
      language: 'ar',
      source: 'browser',
      country: null,
    });
  });

  it('falls back to English when nothing is known, even if reading storage or the browser throws', async () => {
    const result = await detectLanguage(
      deps({
        storedLanguage: () => {
          throw new Error('storage blocked');
        },
        browserLanguages: () => {
          throw new Error('no navigator');
        },
      }),
    );
    expect(result).toEqual({ language: 'en', source: 'default', country: null });
  });

  it('sends each lookup an abort signal and passes no cookies', async () => {
    const fetch = fakeFetch({ [own]: { country_code: 'FR' } });
    await lookupCountry(fetch);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(init?.credentials).toBe('omit');
  });
});

describe('lookup time-outs (SPEC §7: each aborted after 3000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('aborts a silent lookup after 3 s and asks the next one', async () => {
    const fetch = fakeFetch({ [own]: 'hang', [second]: { country_code: 'TN' } });
    const pending = lookupCountry(fetch);
    await vi.advanceTimersByTimeAsync(GEOLOCATION_TIMEOUT_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    await expect(pending).resolves.toBe('TN');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after three silent lookups (9 s) and uses the browser language', async () => {
    const fetch = fakeFetch({ [own]: 'hang', [second]: 'hang', [third]: 'hang' });
    const pending = detectLanguage(deps({ fetch, browserLanguages: () => ['fr-FR'] }));
    await vi.advanceTimersByTimeAsync(3 * GEOLOCATION_TIMEOUT_MS);
    await expect(pending).resolves.toEqual({ language: 'fr', source: 'browser', country: null });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('answers and country lists', () => {
  it('reads country_code, country or country_code2, in that order, and only two-letter codes', () => {
    expect(countryFromAnswer({ country_code: 'ma' })).toBe('MA');
    expect(countryFromAnswer({ country: 'FR' })).toBe('FR');
    expect(countryFromAnswer({ country_code2: 'CA' })).toBe('CA');
    expect(countryFromAnswer({ country_code: 'EG', country: 'FR' })).toBe('EG');
    expect(countryFromAnswer({ country_code: null, country: 'Morocco', country_code2: 'MA' })).toBe('MA');
    expect(countryFromAnswer({ country_code: null })).toBeNull();
    expect(countryFromAnswer({ country: 'France' })).toBeNull();
    expect(countryFromAnswer('MA')).toBeNull();
    expect(countryFromAnswer(null)).toBeNull();
  });

  it.each(ARABIC_COUNTRIES)('maps %s to Arabic', (country) => {
    expect(languageForCountry(country, ['fr']).language).toBe('ar');
  });

  it.each(FRENCH_COUNTRIES)('maps %s to French', (country) => {
    expect(languageForCountry(country, ['ar']).language).toBe('fr');
  });

  it('has the SPEC §9 lists', () => {
    expect(ARABIC_COUNTRIES).toHaveLength(21);
    expect(FRENCH_COUNTRIES).toEqual(expect.arrayContaining(['FR', 'BE', 'CH', 'CA', 'SN', 'CI', 'MF']));
    expect(ARABIC_COUNTRIES.filter((country) => FRENCH_COUNTRIES.includes(country))).toEqual([]);
  });
});

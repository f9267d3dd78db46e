import { FALLBACK_LANGUAGE, GEOLOCATION_TIMEOUT_MS, type Language } from '../../contract/constants';
import { EMBEDDED_COUNTRY_META, GEO_COUNTRY_FIELDS, GEO_LOOKUP_URLS, OWN_GEO_URL } from '../../contract/geo';
import { browserLanguage, countryLanguage } from '../../contract/language-choice';

/** Where the detected language came from, for logs and tests. */
export type LanguageSource = 'stored' | 'country' | 'browser' | 'default';

export interface DetectedLanguage {
  language: Language;
  source: LanguageSource;
  /** The ISO country code a lookup answered, when one did. */
  country: string | null;
}

/** Everything detection touches, injected so it runs the same in the browser and in tests. */
export interface DetectionDeps {
  storedLanguage: () => Language | null;
  browserLanguages: () => readonly string[];
  fetch: typeof fetch;
  /**
   * The academy's own answer, when the server wrote it into the page it served (EMBEDDED_COUNTRY_META):
   * a country code, null for "the academy does not know", undefined when the page carries none.
   */
  embeddedCountry?: () => string | null | undefined;
  urls?: readonly string[];
  timeoutMs?: number;
}

/** An ISO 3166-1 alpha-2 code from one lookup answer, or null (e.g. the academy's `{country_code: null}`). */
export function countryFromAnswer(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  for (const field of GEO_COUNTRY_FIELDS) {
    const value: unknown = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && /^[a-z]{2}$/i.test(value.trim())) return value.trim().toUpperCase();
  }
  return null;
}

/** Asks one lookup, aborted after `timeoutMs` (SPEC §7); any failure is just "no answer". */
async function askOne(fetchFn: typeof fetch, url: string, timeoutMs: number): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchFn(url, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      cache: 'no-store',
    });
    if (!response.ok) return null;
    return countryFromAnswer(await response.json());
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Asks the lookups in turn; the first usable country code wins. */
export async function lookupCountry(
  fetchFn: typeof fetch,
  urls: readonly string[] = GEO_LOOKUP_URLS,
  timeoutMs: number = GEOLOCATION_TIMEOUT_MS,
): Promise<string | null> {
  for (const url of urls) {
    const country = await askOne(fetchFn, url, timeoutMs);
    if (country) return country;
  }
  return null;
}

/** SPEC §9: Arabic and French countries, then the browser language, then English. */
export function languageForCountry(country: string | null, preferred: readonly string[]): DetectedLanguage {
  const fromCountry = countryLanguage(country);
  if (fromCountry) return { language: fromCountry, source: 'country', country };
  const fromBrowser = browserLanguage(preferred);
  if (fromBrowser) return { language: fromBrowser, source: 'browser', country };
  return { language: FALLBACK_LANGUAGE, source: 'default', country };
}

/** SPEC §4: stored choice → country lookup → browser language → English. Never throws. */
export async function detectLanguage(deps: DetectionDeps): Promise<DetectedLanguage> {
  const stored = safely(deps.storedLanguage, null);
  if (stored) return { language: stored, source: 'stored', country: null };
  const embedded = safely(deps.embeddedCountry ?? (() => undefined), undefined);
  // The page already carries the academy's own answer: no round trip for it, and none to ask it again.
  const urls = embedded === undefined ? deps.urls : (deps.urls ?? GEO_LOOKUP_URLS).filter((url) => url !== OWN_GEO_URL);
  const country = embedded ?? (await lookupCountry(deps.fetch, urls, deps.timeoutMs).catch(() => null));
  return languageForCountry(country, safely(deps.browserLanguages, []));
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** The browser's own dependencies. */
export function browserDetectionDeps(storedLanguage: () => Language | null): DetectionDeps {
  return {
    storedLanguage,
    browserLanguages: () => (navigator.languages?.length ? navigator.languages : [navigator.language]),
    // The plain fetch: askOne reads the status and times out by itself, and the API client (ky) stays
    // out of the first visit's entry chunk.
    fetch: (input, init) => globalThis.fetch(input, init),
    embeddedCountry: () => {
      const meta = document.querySelector<HTMLMetaElement>(`meta[name="${EMBEDDED_COUNTRY_META}"]`);
      return meta ? countryFromAnswer({ country_code: meta.content }) : undefined;
    },
  };
}

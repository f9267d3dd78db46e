/**
 * Country lookups for language detection (SPEC §7), asked in turn, first answer wins.
 * The academy's own endpoint comes first: it reads a trusted proxy header and costs no third party.
 */
export const OWN_GEO_URL = '/api/geo';

export const GEO_LOOKUP_URLS: readonly string[] = [OWN_GEO_URL, 'https://ipapi.co/json/', 'https://api.country.is/'];

/** Origins the Content-Security-Policy must allow for the lookups above. */
export const GEO_LOOKUP_ORIGINS: readonly string[] = GEO_LOOKUP_URLS.filter((url) => url.startsWith('https://')).map(
  (url) => new URL(url).origin,
);

/** Field names the services use for the ISO country code (SPEC §7). */
export const GEO_COUNTRY_FIELDS = ['country_code', 'country', 'country_code2'] as const;

/**
 * The server writes its own answer into the page it serves (`<meta name=… content="MA">`, empty when
 * it does not know), so a first visit needs no round trip to ask it. A page from the service worker
 * carries none, and the app asks the lookups as usual.
 */
export const EMBEDDED_COUNTRY_META = 'academy-country';

/**
 * Beside it, the language the server expects the app to choose (country, then browser, then English),
 * so the start-up loader can already speak it on a first visit (scripts/lib/start-loader-language.ts).
 */
export const EMBEDDED_LANGUAGE_META = 'academy-language';

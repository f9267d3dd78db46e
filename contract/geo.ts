/**
 * Country lookups for language detection (SPEC §7), asked in turn, first answer wins.
 * The academy's own endpoint comes first: it reads a trusted proxy header and costs no third party.
 */
export const GEO_LOOKUP_URLS: readonly string[] = [
  '/api/geo',
  'https://ipapi.co/json/',
  'https://api.country.is/',
];

/** Origins the Content-Security-Policy must allow for the lookups above. */
export const GEO_LOOKUP_ORIGINS: readonly string[] = GEO_LOOKUP_URLS.filter((url) => url.startsWith('https://')).map(
  (url) => new URL(url).origin,
);

/** Field names the services use for the ISO country code (SPEC §7). */
export const GEO_COUNTRY_FIELDS = ['country_code', 'country', 'country_code2'] as const;

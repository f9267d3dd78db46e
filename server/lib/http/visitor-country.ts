const COUNTRY = /^[A-Z]{2}$/;

/** Reads the visitor's country from a header set by a trusted proxy (Cloudflare or our own). */
export function countryFromHeaders(headers: Record<string, string | string[] | undefined>): string | null {
  for (const name of ['cf-ipcountry', 'x-country-code']) {
    const raw = headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (value && COUNTRY.test(value) && value !== 'XX') return value;
  }
  return null;
}

/** The headers `countryFromHeaders` reads, for `Vary`. */
export const COUNTRY_HEADERS = 'CF-IPCountry, X-Country-Code';

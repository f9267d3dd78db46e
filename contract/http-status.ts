import type { ErrorCode } from './errors';

/**
 * The one status → problem-code map (SPEC §8). The server answers a framework error (bad JSON, body too
 * large…) with it; the app reads it when an answer carries no problem body it can parse (a proxy's
 * page, an empty 502). Statuses not listed fall back by class, each side choosing its own 4xx default.
 */
export const CODE_BY_STATUS: Readonly<Partial<Record<number, ErrorCode>>> = {
  400: 'http.malformed_body',
  401: 'auth.not_authorized',
  403: 'auth.access_denied',
  404: 'http.not_found',
  409: 'http.conflict',
  413: 'http.payload_too_large',
  414: 'http.uri_too_long',
  415: 'http.unsupported_media_type',
  422: 'validation.failed',
  429: 'http.too_many_requests',
  507: 'server.storage_full',
};

/** The code for a status: the map, else `server.error` for 5xx, else `otherwise`. */
export function codeForStatus(status: number, otherwise: ErrorCode = 'unexpected.error'): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'server.error' : otherwise);
}

// IMF-fixdate, RFC 850 and asctime all open with a day name (RFC 9110 §5.6.7); Date.parse alone would
// read "-5" or "12abc" as dates.
const HTTP_DATE = /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*,? /i;

/**
 * Retry-After (RFC 9110 §10.2.3) as whole seconds from `nowMs`: delay-seconds or an HTTP-date (a past
 * date is 0). Null when absent or unreadable — negative numbers, fractions and garbage included —
 * so a broken header is ignored rather than trusted.
 */
export function parseRetryAfter(raw: string | null | undefined, nowMs: number): number | null {
  if (!raw) return null;
  const value = raw.trim();
  if (/^\d+$/.test(value)) return Number(value);
  if (!HTTP_DATE.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

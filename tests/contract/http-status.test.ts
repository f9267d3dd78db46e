import { describe, expect, it } from 'vitest';
import { codeForStatus, parseRetryAfter } from '../../contract/http-status';

describe('codeForStatus', () => {
  it('maps the statuses the app and the server both name', () => {
    expect(codeForStatus(400)).toBe('http.malformed_body');
    expect(codeForStatus(401)).toBe('auth.not_authorized');
    expect(codeForStatus(403)).toBe('auth.access_denied');
    expect(codeForStatus(404)).toBe('http.not_found');
    expect(codeForStatus(409)).toBe('http.conflict');
    expect(codeForStatus(413)).toBe('http.payload_too_large');
    expect(codeForStatus(414)).toBe('http.uri_too_long');
    expect(codeForStatus(415)).toBe('http.unsupported_media_type');
    expect(codeForStatus(422)).toBe('validation.failed');
    expect(codeForStatus(429)).toBe('http.too_many_requests');
  });

  it('falls back by class: 5xx is a server error, another 4xx the caller’s default', () => {
    expect(codeForStatus(500)).toBe('server.error');
    expect(codeForStatus(502)).toBe('server.error');
    expect(codeForStatus(418)).toBe('unexpected.error');
    expect(codeForStatus(400, 'validation.failed')).toBe('http.malformed_body');
    expect(codeForStatus(418, 'validation.failed')).toBe('validation.failed');
    expect(codeForStatus(404, 'validation.failed')).toBe('http.not_found');
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 7 ', now)).toBe(7);
    expect(parseRetryAfter('0', now)).toBe(0);
  });

  it('reads an HTTP-date as seconds from now, rounding up, a past date being 0', () => {
    expect(parseRetryAfter('Sun, 01 Mar 2026 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Sunday, 01-Mar-26 12:00:10 GMT', now)).toBe(10);
    expect(parseRetryAfter('Sun Mar  1 12:00:05 2026', now)).toBe(5);
    expect(parseRetryAfter(new Date(now + 1_500).toUTCString(), now)).toBe(1);
    expect(parseRetryAfter('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores garbage, absent and negative values', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('12abc', now)).toBeNull();
    expect(parseRetryAfter('Mon, 99 Foo 2026 nonsense', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
    expect(parseRetryAfter('-1', now)).toBeNull();
    expect(parseRetryAfter('1.5', now)).toBeNull();
  });
});

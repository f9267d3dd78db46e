import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { acceptedLanguages, headerLanguage, requestLanguage } from '../../../server/lib/http/accept-language';

const request = (header: string | undefined) =>
  ({ headers: header === undefined ? {} : { 'accept-language': header } }) as unknown as FastifyRequest;

describe('the one Accept-Language parser', () => {
  it('orders the tags by q-value, keeping the header order among equals, and drops q=0, * and junk', () => {
    expect(acceptedLanguages('fr-MA,fr;q=0.9,en;q=0.5')).toEqual(['fr-MA', 'fr', 'en']);
    expect(acceptedLanguages('de;q=0.2, ar;q=0.8, *;q=0.9, en')).toEqual(['en', 'ar', 'de']);
    expect(acceptedLanguages('fr;q=0, , *, ar;q=1.2.3')).toEqual([]);
    // A q it cannot read is ignored, as if absent.
    expect(acceptedLanguages('en;q=abc')).toEqual(['en']);
    expect(acceptedLanguages(['de-DE', 'ar;q=0.8'])).toEqual(['de-DE', 'ar']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('finds the first language the academy speaks, or none', () => {
    expect(headerLanguage('de-DE, ar;q=0.4, en;q=0.8')).toBe('en');
    expect(headerLanguage('de, es')).toBeNull();
    expect(headerLanguage(undefined)).toBeNull();
  });

  it('answers a request in the chosen language, else the header’s, else English', () => {
    expect(requestLanguage(request('ar-MA,fr;q=0.8'), 'fr')).toBe('fr');
    expect(requestLanguage(request('ar-MA,fr;q=0.8'))).toBe('ar');
    expect(requestLanguage(request('de'))).toBe('en');
    expect(requestLanguage(request(undefined))).toBe('en');
  });
});

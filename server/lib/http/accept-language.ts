import type { FastifyRequest } from 'fastify';
import { FALLBACK_LANGUAGE, type Language } from '../../../contract/constants';
import { browserLanguage } from '../../../contract/language-choice';
import { memoiseByString } from '../string-memo';

type HeaderValue = string | string[] | undefined;

/** Preferred languages from an Accept-Language header, best first ("fr-MA,fr;q=0.9,en;q=0.5"). */
export function acceptedLanguages(header: HeaderValue): string[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The first language of an Accept-Language header the academy speaks, or null. Remembered per distinct
 * header: every page request asks (a rendered page's cache key holds the language), and browsers send a
 * handful of distinct values.
 */
const rememberedHeaderLanguage = memoiseByString(256, (header: string): Language | null => browserLanguage(acceptedLanguages(header)));

export function headerLanguage(header: HeaderValue): Language | null {
  return rememberedHeaderLanguage(Array.isArray(header) ? header.join(',') : (header ?? ''));
}

/**
 * The language to answer a visitor in: the app's current language when the form sent it, else the
 * first supported language of Accept-Language (by q-value), else English (SPEC §9).
 */
export function requestLanguage(request: FastifyRequest, chosen: Language | null = null): Language {
  return chosen ?? headerLanguage(request.headers['accept-language']) ?? FALLBACK_LANGUAGE;
}

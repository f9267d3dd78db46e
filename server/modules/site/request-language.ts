import type { FastifyRequest } from 'fastify';
import { FALLBACK_LANGUAGE, type Language } from '../../../contract/constants';
import { supportedLanguage } from '../../../contract/language-choice';

/**
 * The language to answer a visitor in: the app's current language when the form sent it, else the
 * first supported language of Accept-Language (by q-value), else English (SPEC §9).
 */
export function requestLanguage(request: FastifyRequest, chosen: Language | null = null): Language {
  if (chosen) return chosen;
  const header = request.headers['accept-language'];
  if (!header) return FALLBACK_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = supportedLanguage(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

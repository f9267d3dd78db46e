/**
 * Search that forgives what phones make hard to type: letter case, French accents, Arabic short vowels
 * and the usual Arabic letter variants (أ إ آ → ا, ة → ه, ى → ي). Every word typed must appear.
 */
const ARABIC_VARIANTS: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ة: 'ه', ى: 'ي', ـ: '' };

export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[أإآٱةىـ]/g, (char) => ARABIC_VARIANTS[char] ?? char)
    .toLowerCase();
}

export function searchTerms(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

/** True when every term appears in the folded haystack. */
export function matchesTerms(haystack: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const folded = foldText(haystack);
  return terms.every((term) => folded.includes(term));
}

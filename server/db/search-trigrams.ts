/**
 * Which part of a search to give a trigram index. GIN reads the whole posting list of every trigram in a
 * LIKE pattern, so a trigram that most people hold ("ben" of a shared surname, "gma" of a shared domain,
 * "moh" of the most common first name) costs a page per few thousand people and narrows nothing. Given how
 * common each trigram is, a search gives the index its longest stretch of rare trigrams and checks the
 * whole text on the few rows found.
 */

/** A trigram held by at least this share of people is common: left out of the index's pattern. */
export const COMMON_TRIGRAM_SHARE = 0.05;

/** How common a trigram is: the share of people whose searched text holds it (0 for one never seen). */
export type TrigramShare = (trigram: string) => number;

/** pg_trgm's words: runs of letters and digits; everything else separates them. */
function words(text: string): { word: string; at: number }[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({ word: match[0], at: match.index }));
}

/** The trigrams pg_trgm stores for a text: each word's, lower-cased, padded with two spaces before and one after. */
export function storedTrigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const { word } of words(text)) {
    const padded = [...`  ${word.toLowerCase()} `];
    for (let index = 0; index + 3 <= padded.length; index += 1) found.add(padded.slice(index, index + 3).join(''));
  }
  return found;
}

/**
 * The longest stretch of `q`, inside one word, whose trigrams are all rare; null when the whole text is the
 * better pattern: it holds no common trigram, or no stretch of three characters is rare. The stretch is a
 * run of letters and digits, so it needs no LIKE escaping.
 */
export function narrowedPart(q: string, share: TrigramShare): string | null {
  let best: { from: number; to: number; trigrams: number } | null = null;
  let anyCommon = false;
  for (const { word, at } of words(q)) {
    const letters = [...word];
    // Where each letter starts in `q` (a letter may be two UTF-16 units), and where the word ends.
    const starts: number[] = [];
    let end = at;
    for (const letter of letters) {
      starts.push(end);
      end += letter.length;
    }
    const startOf = (index: number) => starts[index] ?? end;
    let runStart = -1;
    for (let index = 0; index + 3 <= letters.length; index += 1) {
      const rare =
        share(
          letters
            .slice(index, index + 3)
            .join('')
            .toLowerCase(),
        ) < COMMON_TRIGRAM_SHARE;
      if (!rare) anyCommon = true;
      if (rare && runStart < 0) runStart = index;
      if (runStart >= 0 && (!rare || index + 3 === letters.length)) {
        const last = rare ? index : index - 1;
        const trigrams = last - runStart + 1;
        if (!best || trigrams > best.trigrams) best = { from: startOf(runStart), to: startOf(last + 3), trigrams };
        runStart = -1;
      }
    }
  }
  return anyCommon && best ? q.slice(best.from, best.to) : null;
}

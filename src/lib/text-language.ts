import type { Language } from '../../contract/constants';

/**
 * The language a learner wrote a review in, guessed from its letters and its commonest words:
 * reviews carry no language of their own, and are never machine-translated. Arabic is told by its
 * script; French from English by their little words and French accents. Null when a text gives too
 * little to tell (a few digits, a name): it is then shown as it is, unmarked.
 */
const FRENCH = new Set(
  'le la les un une des du de et est sont je j mon ma mes pour pas que qui avec dans sur très plus ce cette ces au aux nous vous il elle ils on ai avons merci bien formation cours'.split(
    ' ',
  ),
);
const ENGLISH = new Set(
  'the a an and is are was were i my for not that which with in on very more this these we you it he she they have has of to thanks course great'.split(
    ' ',
  ),
);

export function guessTextLanguage(text: string): Language | null {
  const arabic = text.match(/[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff]/g)?.length ?? 0;
  const latin = text.match(/[a-zà-ÿ]/gi)?.length ?? 0;
  if (arabic === 0 && latin === 0) return null;
  if (arabic >= latin) return 'ar';
  let french = /[éèêëàâçùûîïôœ]/i.test(text) ? 2 : 0;
  let english = 0;
  for (const word of text.toLowerCase().split(/[^a-zà-ÿ]+/)) {
    if (FRENCH.has(word)) french += 1;
    if (ENGLISH.has(word)) english += 1;
  }
  if (french === english) return null;
  return french > english ? 'fr' : 'en';
}

/** The same items, those written in the reader's language first; the others keep their order after them. */
export function readersLanguageFirst<T>(items: readonly T[], languageOf: (item: T) => Language | null, reader: Language): T[] {
  const own: T[] = [];
  const others: T[] = [];
  for (const item of items) (languageOf(item) === reader ? own : others).push(item);
  return [...own, ...others];
}

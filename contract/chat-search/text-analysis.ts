import type { Language } from '../constants';
import { arabiziSignals } from './arabizi';

/**
 * The built-in guide's language handling: one normalisation and one light stemmer per language, used
 * the same way on the catalogue when indexing and on the question when searching, so "النَّحْل",
 * "النحـــل" and "نحل" meet, as do "abeilles"/"abeille" and "hives"/"hive".
 */

const ARABIC_DIACRITICS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/g;
const TATWEEL = /\u0640/g;

/** Diacritics and tatweel out; alef forms to bare alef, alef maqsura to ya, ta marbuta to ha, hamza seats to their letters. */
export function normaliseArabic(text: string): string {
  return text
    .replace(ARABIC_DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/گ/g, 'ك')
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
}

/** Lower case, Latin accents dropped ("récolte" → "recolte"), Arabic normalised. */
export function normalise(text: string): string {
  return normaliseArabic(
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
  ).normalize('NFC');
}

const STOPWORDS: Record<Language, ReadonlySet<string>> = {
  ar: new Set(
    [
      'في',
      'من',
      'الى',
      'على',
      'عن',
      'مع',
      'ما',
      'ماذا',
      'كيف',
      'هل',
      'هو',
      'هي',
      'هذا',
      'هذه',
      'ذلك',
      'تلك',
      'التي',
      'الذي',
      'ان',
      'او',
      'ثم',
      'لا',
      'لم',
      'لن',
      'كل',
      'بعد',
      'قبل',
      'عند',
      'اين',
      'متي',
      'لماذا',
      'اي',
      'انا',
      'نحن',
      'انت',
      'انتم',
      'يمكن',
      'يمكنني',
      'اريد',
      'اود',
      'لي',
      'به',
      'بها',
      'فيه',
      'فيها',
      'له',
      'لها',
      'كان',
      'يكون',
      'ابدا',
      'ابدء',
      'ابدا',
      'شيء',
      'ايضا',
      'جدا',
      'غير',
      'بين',
      'حتي',
      'اذا',
      'لكن',
      'قد',
      'و',
      'ف',
      'ب',
      'ل',
      'ك',
    ].map(normaliseArabic),
  ),
  fr: new Set([
    'le',
    'la',
    'les',
    'un',
    'une',
    'des',
    'du',
    'de',
    'd',
    'l',
    'et',
    'ou',
    'a',
    'au',
    'aux',
    'en',
    'dans',
    'par',
    'pour',
    'sur',
    'avec',
    'sans',
    'est',
    'sont',
    'etre',
    'ai',
    'as',
    'avez',
    'avoir',
    'je',
    'tu',
    'il',
    'elle',
    'nous',
    'vous',
    'ils',
    'elles',
    'me',
    'mon',
    'ma',
    'mes',
    'ton',
    'ta',
    'tes',
    'son',
    'sa',
    'ses',
    'ce',
    'cet',
    'cette',
    'ces',
    'qui',
    'que',
    'qu',
    'quoi',
    'quel',
    'quelle',
    'quels',
    'quelles',
    'comment',
    'pourquoi',
    'quand',
    'ou',
    'combien',
    'est-ce',
    'ne',
    'pas',
    'plus',
    'peux',
    'peut',
    'puis',
    'faut',
    'faire',
    'se',
    's',
    'y',
    'j',
    'c',
    'n',
    'commencer',
    'debuter',
  ]),
  en: new Set([
    'the',
    'a',
    'an',
    'and',
    'or',
    'of',
    'to',
    'in',
    'on',
    'for',
    'with',
    'without',
    'by',
    'at',
    'from',
    'is',
    'are',
    'be',
    'was',
    'were',
    'do',
    'does',
    'did',
    'i',
    'you',
    'he',
    'she',
    'we',
    'they',
    'it',
    'my',
    'your',
    'our',
    'me',
    'this',
    'that',
    'these',
    'those',
    'what',
    'which',
    'who',
    'how',
    'why',
    'when',
    'where',
    'can',
    'could',
    'should',
    'would',
    'will',
    'there',
    'about',
    'have',
    'has',
    'get',
    'any',
    'some',
    'start',
    'begin',
    'want',
    'need',
    'please',
    'tell',
    'not',
    'no',
    'is',
    's',
    't',
  ]),
};

/** Shortest stem an affix may leave: Arabic roots are three letters, so a shorter word keeps its letters. */
const MIN_STEM = 3;

const byLength = (list: readonly string[]) => [...list].sort((a, b) => b.length - a.length);
/** The article with what may stand before it: a conjunction (و ف) and a preposition (ب ل ك), "لل" for ل + ال. */
const AR_ARTICLES = byLength(['ال', 'وال', 'فال', 'بال', 'كال', 'وبال', 'فبال', 'وكال', 'لل', 'ولل', 'فلل']);
/** The conjunction و glued to a word without the article ("وسقي"); ف ب ل ك alone are too often a root's first letter ("فائدة", "بذور"). */
const AR_PARTICLES = ['و'];
/** Verb markers: the future's س and the imperfect's person letters (أ ن ت ي, hamza already folded to ا). */
const AR_VERB_PREFIXES = byLength(['ا', 'ن', 'ت', 'ي', 'سا', 'سن', 'ست', 'سي']);
/** Pronouns attached at the end (his, her, their, your, our, my), and the accusative's tanween alef ("لوحًا"). */
const AR_PRONOUNS = byLength(['ه', 'ها', 'هم', 'هما', 'هن', 'كم', 'كما', 'كن', 'نا', 'ي', 'ك', 'ا']);
/** Plural, dual and feminine endings (ة is ه once normalised), and the relative adjective's ي. */
const AR_ENDINGS = byLength(['ون', 'ين', 'ات', 'ان', 'يات', 'يه', 'وا', 'ه', 'ي']);

function stripPrefix(word: string, prefixes: readonly string[], minRest = MIN_STEM): string | null {
  for (const prefix of prefixes) if (word.startsWith(prefix) && word.length - prefix.length >= minRest) return word.slice(prefix.length);
  return null;
}

function stripSuffix(word: string, suffixes: readonly string[]): string | null {
  for (const suffix of suffixes) if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM) return word.slice(0, -suffix.length);
  return null;
}

/**
 * A light stemmer, never leaving fewer than three letters: the article with its conjunction and preposition
 * ("بالتنقيط" → "تنقيط"), else a glued و; then one pronoun ("أنظفها" → "أنظف"); then, for a word without the
 * article, a verb's tense and person marker when a three-letter root remains ("أسقي", "يسقي", "سنسقي" → "سقي";
 * longer words starting with ت or ن are nouns, "تنقيط", "تربية"); then one plural, dual or feminine ending
 * ("نقاطاته" → "نقاط").
 */
function stemArabic(word: string): string {
  let stem = word;
  const afterArticle = stripPrefix(stem, AR_ARTICLES);
  if (afterArticle !== null) stem = afterArticle;
  else if (stem.length > 4) stem = stripPrefix(stem, AR_PARTICLES, 4) ?? stem;
  const verbLength = (form: string) => afterArticle === null && (form.length === 4 || (form.length === 5 && form.startsWith('س')));
  // "أسقي": the marker first, so the root's last letter is not taken for the pronoun ي.
  const afterVerb = verbLength(stem) ? stripPrefix(stem, AR_VERB_PREFIXES) : null;
  if (afterVerb !== null) stem = afterVerb;
  const afterPronoun = stripSuffix(stem, AR_PRONOUNS);
  if (afterPronoun !== null) {
    // Before a pronoun the ta marbuta is written ت ("خليتها" is "خلية" + "ها"); not before ي, which may be an adjective's ("نباتي").
    const pronoun = stem.slice(afterPronoun.length);
    stem = pronoun !== 'ي' && pronoun !== 'ا' && afterPronoun.length >= 4 ? afterPronoun.replace(/(?<!ا)ت$/u, 'ه') : afterPronoun;
    // "أنظفها": the verb shows once its pronoun is gone.
    if (afterVerb === null && verbLength(stem)) stem = stripPrefix(stem, AR_VERB_PREFIXES) ?? stem;
  }
  const afterEnding = stripSuffix(stem, AR_ENDINGS);
  if (afterEnding !== null) stem = afterEnding;
  return stem;
}

/** French: plural and feminine endings, verb endings and their nouns ("irriguer", "irrigation" → "irrig"). */
const FR_SUFFIXES = byLength([
  'issements',
  'issement',
  'ations',
  'ation',
  'ateurs',
  'ateur',
  'atrices',
  'atrice',
  'ements',
  'ement',
  'ments',
  'ment',
  'euses',
  'euse',
  'eurs',
  'eur',
  'ives',
  'ive',
  'ites',
  'ite',
  'ages',
  'age',
  'ees',
  'ee',
  'ent',
  'ons',
  'ez',
  'er',
  'es',
  'ir',
  's',
  'x',
  'e',
]);
/** English: a small Porter-like stripper ("watering", "waters" → "water"; "irrigating", "irrigation" → "irrig"). */
const EN_SUFFIXES = byLength(['ations', 'ation', 'ating', 'ated', 'ates', 'ate', 'ings', 'ing', 'ed', 'es', 'ly', 's', 'e']);

function stemLatin(word: string, language: Language): string {
  let stem = word;
  if (language === 'en') stem = stem.replace(/iz(e|es|ed|ing|er|ers|ation|ations)$/, 'is$1').replace(/(?<=.{3})ie[sd]$/, 'y');
  for (const suffix of language === 'fr' ? FR_SUFFIXES : EN_SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= MIN_STEM) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  if (language === 'fr') return stem.replace(/gu$/, 'g');
  // "clogging", "clogged" → "clog"; a final "y" as "i" so "varieties" and "variety" meet.
  if (stem.length > MIN_STEM && /([bdgmnprt])\1$/.test(stem)) stem = stem.slice(0, -1);
  return stem.replace(/y$/, 'i');
}

const ARABIC_LETTER = /[\u0600-\u06ff]/;

/** One word's index term in `language` (Arabic script is always stemmed as Arabic, whatever the text's language). */
export function stem(word: string, language: Language): string {
  if (ARABIC_LETTER.test(word)) return stemArabic(word);
  return stemLatin(word, language === 'ar' ? 'en' : language);
}

/** The words of a text, normalised (MiniSearch's `tokenize`). */
export function words(text: string): string[] {
  return normalise(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** One normalised word's index term, or null for a stopword or a lone letter (MiniSearch's `processTerm`). */
export function indexTerm(word: string, language: Language): string | null {
  const stop = STOPWORDS[language];
  if (stop.has(word) || (word.length < 2 && !/\d/.test(word))) return null;
  // A stopword behind a conjunction ("وكيف", "فهل") is a stopword.
  if (/^[وف]/.test(word) && STOPWORDS.ar.has(word.slice(1))) return null;
  const term = stem(word, language);
  return stop.has(term) ? null : term;
}

/** The words of a text, normalised, without stopwords, stemmed: what the index stores and the question searches. */
export function terms(text: string, language: Language): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    const term = indexTerm(word, language);
    if (term !== null) out.push(term);
  }
  return out;
}

const FRENCH_MARKERS = new Set([
  'le',
  'la',
  'les',
  'des',
  'du',
  'une',
  'est',
  'comment',
  'je',
  'pour',
  'que',
  'quel',
  'quelle',
  'avec',
  'mon',
  'ma',
  'mes',
  'sur',
  'dans',
  'abeilles',
  'ruche',
  'ou',
  'et',
  'puis',
  'faut',
  'cours',
  'formation',
  'formations',
]);
const ENGLISH_MARKERS = new Set([
  'the',
  'is',
  'how',
  'what',
  'i',
  'to',
  'do',
  'can',
  'my',
  'for',
  'with',
  'and',
  'of',
  'which',
  'course',
  'courses',
  'start',
  'bees',
  'hive',
  'where',
  'does',
]);

/**
 * The question's language: Arabic when at least a third of its letters are Arabic, or when Latin letters write
 * Darija (Arabizi: "kifach nsqi", "n7al"); for Latin script, French or English by their commonest words and
 * French accents; `fallback` (the interface's) when unclear.
 */
export function detectLanguage(text: string, fallback: Language): Language {
  const arabic = (text.match(/[\u0600-\u06ff]/g) ?? []).length;
  const latin = (text.match(/[A-Za-zÀ-ÿ]/g) ?? []).length;
  if (arabic === 0 && latin === 0) return fallback;
  // A question written in Arabic often carries a Latin word (a product, "varroa"): Arabic wins at a third of the letters.
  if (arabic * 2 >= latin) return 'ar';
  const words = text.toLowerCase().match(/[a-zà-ÿ']+/g) ?? [];
  let french = /[éèêàçùâîôûœ]/i.test(text) ? 2 : 0;
  let english = 0;
  for (const word of words) {
    for (const part of word.split("'")) {
      if (FRENCH_MARKERS.has(part)) french += 1;
      if (ENGLISH_MARKERS.has(part)) english += 1;
    }
  }
  // Darija in Latin letters borrows French words ("les goutteurs dyali tsdo"): it wins with as many Darija signs.
  const darija = arabiziSignals(text);
  if (darija > 0 && darija >= Math.max(french, english)) return 'ar';
  if (french > english) return 'fr';
  if (english > french) return 'en';
  return fallback === 'ar' ? 'en' : fallback;
}

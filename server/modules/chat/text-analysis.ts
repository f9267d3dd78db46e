import type { Language } from '../../../contract/constants';

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
      'في', 'من', 'الى', 'على', 'عن', 'مع', 'ما', 'ماذا', 'كيف', 'هل', 'هو', 'هي', 'هذا', 'هذه', 'ذلك', 'تلك', 'التي', 'الذي',
      'ان', 'او', 'ثم', 'لا', 'لم', 'لن', 'كل', 'بعد', 'قبل', 'عند', 'اين', 'متي', 'لماذا', 'اي', 'انا', 'نحن', 'انت', 'انتم',
      'يمكن', 'يمكنني', 'اريد', 'اود', 'لي', 'به', 'بها', 'فيه', 'فيها', 'له', 'لها', 'كان', 'يكون', 'ابدا', 'ابدء', 'ابدا',
      'شيء', 'ايضا', 'جدا', 'غير', 'بين', 'حتي', 'اذا', 'لكن', 'قد', 'و', 'ف', 'ب', 'ل', 'ك',
    ].map(normaliseArabic),
  ),
  fr: new Set([
    'le', 'la', 'les', 'un', 'une', 'des', 'du', 'de', 'd', 'l', 'et', 'ou', 'a', 'au', 'aux', 'en', 'dans', 'par', 'pour', 'sur',
    'avec', 'sans', 'est', 'sont', 'etre', 'ai', 'as', 'avez', 'avoir', 'je', 'tu', 'il', 'elle', 'nous', 'vous', 'ils', 'elles',
    'me', 'mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'son', 'sa', 'ses', 'ce', 'cet', 'cette', 'ces', 'qui', 'que', 'qu', 'quoi',
    'quel', 'quelle', 'quels', 'quelles', 'comment', 'pourquoi', 'quand', 'ou', 'combien', 'est-ce', 'ne', 'pas', 'plus', 'peux',
    'peut', 'puis', 'faut', 'faire', 'se', 's', 'y', 'j', 'c', 'n', 'commencer', 'debuter',
  ]),
  en: new Set([
    'the', 'a', 'an', 'and', 'or', 'of', 'to', 'in', 'on', 'for', 'with', 'without', 'by', 'at', 'from', 'is', 'are', 'be', 'was',
    'were', 'do', 'does', 'did', 'i', 'you', 'he', 'she', 'we', 'they', 'it', 'my', 'your', 'our', 'me', 'this', 'that', 'these',
    'those', 'what', 'which', 'who', 'how', 'why', 'when', 'where', 'can', 'could', 'should', 'would', 'will', 'there', 'about',
    'have', 'has', 'get', 'any', 'some', 'start', 'begin', 'want', 'need', 'please', 'tell', 'not', 'no', 'is', 's', 't',
  ]),
};

const AR_PREFIXES = ['وال', 'فال', 'بال', 'كال', 'لل', 'ال', 'و'].map(normaliseArabic);
const AR_SUFFIXES = ['تها', 'ات', 'ان', 'ون', 'ين', 'يه', 'يات', 'ها', 'هم', 'ه', 'ي'].sort((a, b) => b.length - a.length);

/** A light stemmer (prefixes and suffixes, never below three letters), enough to match word forms in a small catalogue. */
function stemArabic(word: string): string {
  let stem = word;
  for (const prefix of AR_PREFIXES) {
    if (stem.startsWith(prefix) && stem.length - prefix.length >= 3) {
      stem = stem.slice(prefix.length);
      break;
    }
  }
  for (const suffix of AR_SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= 3) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  return stem;
}

const FR_SUFFIXES = ['issements', 'issement', 'ations', 'ation', 'ements', 'ement', 'euses', 'euse', 'eurs', 'eur', 'ives', 'ive', 'ites', 'ite', 'ees', 'ee', 'es', 'er', 'ez', 's', 'x', 'e'];
const EN_SUFFIXES = ['ations', 'ation', 'ings', 'ing', 'ies', 'ied', 'ers', 'er', 'ed', 'es', 'ly', 's', 'e'];

function stemLatin(word: string, suffixes: readonly string[]): string {
  for (const suffix of suffixes) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
}

const ARABIC_LETTER = /[\u0600-\u06ff]/;

/** One word's index term in `language` (Arabic script is always stemmed as Arabic, whatever the text's language). */
export function stem(word: string, language: Language): string {
  if (ARABIC_LETTER.test(word)) return stemArabic(word);
  return stemLatin(word, language === 'fr' ? FR_SUFFIXES : EN_SUFFIXES);
}

/** The words of a text, normalised (MiniSearch's `tokenize`). */
export function words(text: string): string[] {
  return normalise(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** One normalised word's index term, or null for a stopword or a lone letter (MiniSearch's `processTerm`). */
export function indexTerm(word: string, language: Language): string | null {
  const stop = STOPWORDS[language];
  if (stop.has(word) || (word.length < 2 && !/\d/.test(word))) return null;
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

const FRENCH_MARKERS = new Set(['le', 'la', 'les', 'des', 'du', 'une', 'est', 'comment', 'je', 'pour', 'que', 'quel', 'quelle', 'avec', 'mon', 'ma', 'mes', 'sur', 'dans', 'abeilles', 'ruche', 'ou', 'et', 'puis', 'faut', 'cours', 'formation', 'formations']);
const ENGLISH_MARKERS = new Set(['the', 'is', 'how', 'what', 'i', 'to', 'do', 'can', 'my', 'for', 'with', 'and', 'of', 'which', 'course', 'courses', 'start', 'bees', 'hive', 'where', 'does']);

/**
 * The question's language: Arabic when at least a third of its letters are Arabic; for Latin script, French or
 * English by their commonest words and French accents; `fallback` (the interface's) when unclear.
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
  if (french > english) return 'fr';
  if (english > french) return 'en';
  return fallback === 'ar' ? 'en' : fallback;
}

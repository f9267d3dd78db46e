import { arabiziSpellings, isArabizi } from './arabizi';
import { DARIJA } from './darija-lexicon';
import { normalise, stem } from './text-analysis';

/**
 * Moroccan questions brought to the Modern Standard words of the lessons, before the search: Darija words
 * (darija-lexicon.ts) in Arabic letters or in Latin letters, and the other Arabizi words spelt in Arabic
 * letters the way the index knows them. The catalogue itself is never rewritten.
 */

const MAX_PHRASE = 3;

interface Lexicon {
  /** Normalised phrase (space-separated words) → Modern Standard text. */
  phrases: Map<string, string>;
  /** Stem of a one-word Darija form → Modern Standard text ("بالبومبة" meets "بومبة"). */
  stems: Map<string, string>;
}

function tokens(text: string): string[] {
  return normalise(text).match(/[\p{L}\p{N}']+/gu) ?? [];
}

function buildLexicon(): { arabic: Lexicon; latin: Lexicon } {
  const arabic: Lexicon = { phrases: new Map(), stems: new Map() };
  const latin: Lexicon = { phrases: new Map(), stems: new Map() };
  for (const entry of DARIJA) {
    for (const form of entry.ar ?? []) {
      const words = tokens(form);
      arabic.phrases.set(words.join(' '), entry.msa);
      if (words.length === 1 && words[0] !== undefined && words[0].length > 2) arabic.stems.set(stem(words[0], 'ar'), entry.msa);
    }
    for (const form of entry.latin ?? []) latin.phrases.set(tokens(form.replace(/-/g, ' ')).join(' '), entry.msa);
  }
  return { arabic, latin };
}

const LEXICON = buildLexicon();

/** The longest lexicon phrase starting at `words[start]`, as [words used, Modern Standard text]. */
function lookupPhrase(words: readonly string[], start: number, lexicon: Lexicon, shortest: number): [number, string] | null {
  for (let length = Math.min(MAX_PHRASE, words.length - start); length >= shortest; length -= 1) {
    const phrase = words.slice(start, start + length).join(' ');
    // An Arabic phrase may carry a glued conjunction or preposition ("بالكوت كوت").
    const found = lexicon.phrases.get(phrase) ?? lexicon.phrases.get(phrase.replace(/^[وفبلك](?=ال)/u, ''));
    if (found !== undefined) return [length, found];
  }
  return null;
}

/** Darija's present-tense markers (كنسقي، كيسقي، تنسقي) before the imperfect's person letter. */
const DARIJA_TENSE = /^(?:كا|ك|تا|ت)(?=[انتي].{3,})/u;
/** Darija's negation around the verb: ما … ش ("مانخسرش", "ماكيسخنش"). */
const DARIJA_NEGATION = /^(?:ما|م)?(.{3,})ش$/u;

/** The forms of one Arabic-script word to try, the word first: without a glued و or ف, without negation, without the tense marker. */
function variants(word: string): string[] {
  const out = [word];
  if (/^[وف].{3,}/u.test(word)) out.push(word.slice(1));
  for (const form of [...out]) {
    const negated = DARIJA_NEGATION.exec(form)?.[1];
    if (negated && form.length >= 5) out.push(negated);
  }
  for (const form of [...out]) {
    const bare = form.replace(DARIJA_TENSE, '');
    if (bare !== form) out.push(bare);
  }
  return out;
}

/**
 * What one Arabic-script word stands for: itself when the index knows it (a Standard word, even one Darija
 * also uses), else the lexicon's standard form, trying its Darija variants in turn; null when nothing fits.
 */
function resolveArabic(word: string, known: (term: string) => boolean): string | null {
  for (const form of variants(word)) {
    const own = stem(form, 'ar');
    if (known(own)) return form;
    const mapped = LEXICON.arabic.phrases.get(form) ?? LEXICON.arabic.stems.get(own);
    if (mapped !== undefined) return mapped;
  }
  return null;
}

/** One Arabizi word in Arabic letters: the first spelling the index or the lexicon knows, else the likeliest spelling. */
function arabiziWord(word: string, known: (term: string) => boolean): string {
  const spellings = arabiziSpellings(word);
  for (const spelling of spellings) {
    const resolved = resolveArabic(spelling, known);
    if (resolved !== null) return resolved;
  }
  return spellings[0] ?? word;
}

/**
 * A question asked in Arabic (Modern Standard, Darija, or Arabizi) as the Modern Standard words the lessons
 * use. `known` tells whether the index holds a term, so an ambiguous spelling is settled by the catalogue.
 */
export function toStandardArabic(question: string, known: (term: string) => boolean): string {
  const words = tokens(question.replace(/[-’]/g, ' '));
  const latinQuestion = isArabizi(question);
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const word = words[i] ?? '';
    const isLatin = /[a-z]/.test(word);
    if (isLatin && !latinQuestion) {
      out.push(word);
      i += 1;
      continue;
    }
    // One Arabic word goes through resolveArabic, which first asks whether the index knows it.
    const phrase = isLatin ? lookupPhrase(words, i, LEXICON.latin, 1) : lookupPhrase(words, i, LEXICON.arabic, 2);
    if (phrase) {
      out.push(phrase[1]);
      i += phrase[0];
      continue;
    }
    if (isLatin) {
      // French or English words in an Arabizi question ("la pompe") have no Arabic spelling worth guessing.
      out.push(word.replace(/'/g, '').length <= 1 ? '' : arabiziWord(word.replace(/'/g, ''), known));
    } else if (/^\d+$/.test(word)) out.push(word);
    else out.push(resolveArabic(word, known) ?? word);
    i += 1;
  }
  return out.filter(Boolean).join(' ');
}

/**
 * Arabizi: Moroccan Arabic typed in Latin letters and digits ("kifach nsqi tomatich", "n7al"). The convention
 * read here is the common one of Moroccan phones:
 *
 *   digits   2 → ء (read as ا once normalised)   3 → ع   3' or 8 → غ   5 or 7' → خ   6 → ط   7 → ح   9 → ق
 *   pairs    ch, sh, x → ش   kh → خ   gh → غ   th → ث   dh → ذ   ou, oo, u, o, w → و   ay, ai, ei, y → ي
 *   letters  b p → ب   t → ت   j → ج   d → د   r → ر   z → ز   s → س   f v → ف   q → ق   k c → ك   g → ك (گ)
 *            l → ل   m → م   n → ن   h → ه   i → ي   e → (nothing)   a → ا (or nothing, a short vowel)
 *   article  a leading "l" or a doubled sun letter ("lma", "ttrab") is the article ال
 *   end      a final "a" is the feminine ة ("bomba" → بومبة) or an alef
 *
 * Short vowels are mostly not written in Arabic, so one Latin word has several spellings; they are listed
 * here in order of likelihood, and the guide keeps the first one its index knows (`dialect.ts`).
 */

const DIGITS: Record<string, string> = { '2': 'ا', '3': 'ع', '5': 'خ', '6': 'ط', '7': 'ح', '8': 'غ', '9': 'ق' };
const DIGITS_WITH_MARK: Record<string, string> = { "3'": 'غ', "7'": 'خ', "9'": 'ق' };
const PAIRS: Record<string, readonly string[]> = {
  ch: ['ش'],
  sh: ['ش'],
  kh: ['خ'],
  gh: ['غ'],
  th: ['ث', 'ت'],
  dh: ['ذ', 'ض'],
  ou: ['و', ''],
  oo: ['و'],
  ay: ['اي', 'ي'],
  ai: ['اي', 'ي'],
  ei: ['ي'],
  ey: ['ي'],
};
/** Consonants, the first spelling being the commonest; the others are the emphatic or Moroccan readings. */
const LETTERS: Record<string, readonly string[]> = {
  b: ['ب'],
  p: ['ب'],
  t: ['ت', 'ط'],
  j: ['ج'],
  d: ['د', 'ض'],
  r: ['ر'],
  z: ['ز'],
  s: ['س', 'ص'],
  f: ['ف'],
  v: ['ف'],
  q: ['ق'],
  k: ['ك'],
  c: ['ك', 'س'],
  g: ['ك', 'ق', 'ج'],
  l: ['ل'],
  m: ['م'],
  n: ['ن'],
  h: ['ه', 'ح'],
  w: ['و'],
  y: ['ي'],
  x: ['ش', 'كس'],
};
const SUN_LETTERS = new Set(['t', 'd', 'r', 'z', 's', 'n', 'l']);
const MAX_SPELLINGS = 256;

/** Letters and digits that are chemistry or units, not Arabizi ("P2O5", "m3", "20m3", "5kw", "3bar"). */
const NOT_ARABIZI =
  /^(?:co2|p2o5|k2o|h2o|no3|nh4|so4|m2|m3|km2|cm2|et0|eto|ph\d+(?:[.,]\d+)?)$|^\d+(?:[.,]\d+)?(?:ha|kg|g|t|kw|kwh|kwc|kva|w|wc|v|a|ah|mah|mm|cm|m|m2|m3|km|l|h|min|bar|dh|mad|cv|hp|ans?|jours?|days?|mois|x|s|st|nd|rd|th|e|er|eme)$/;

/** A word of Latin letters with a digit standing for an Arabic letter ("n7al", "3sel", "l9a3a"). */
export function hasArabiziDigit(word: string): boolean {
  const lower = word.toLowerCase();
  return /[a-z][235679]|[235679][a-z]/.test(lower) && !NOT_ARABIZI.test(lower);
}

/** The spellings in Arabic letters of one Arabizi word (lower case), likeliest first, at most 256. */
export function arabiziSpellings(word: string): string[] {
  const lower = word.toLowerCase();
  const slots: Array<readonly string[]> = [];
  let i = 0;
  // The Darija article, written "l" before a consonant or as a doubled sun letter ("lma", "ttrab").
  if (/^l[^aeiou]/.test(lower) && lower.length > 3) {
    slots.push(['ال', 'ل']);
    i = 1;
  } else if (lower.length > 4 && lower[0] === lower[1] && SUN_LETTERS.has(lower[0] ?? '')) {
    slots.push(['ال']);
    i = 1;
  }
  while (i < lower.length) {
    const rest = lower.slice(i);
    const first = rest[0] ?? '';
    const withMark = DIGITS_WITH_MARK[rest.slice(0, 2)];
    if (withMark) {
      slots.push([withMark]);
      i += 2;
      continue;
    }
    const digit = DIGITS[first];
    if (digit) {
      slots.push([digit]);
      i += 1;
      continue;
    }
    const pair = PAIRS[rest.slice(0, 2)];
    if (pair) {
      slots.push(i === 0 && rest.startsWith('ou') ? ['او'] : pair);
      i += 2;
      continue;
    }
    // A doubled consonant is one letter with a shadda, which Arabic usually leaves unwritten.
    if (rest[1] === first && LETTERS[first]) {
      i += 1;
      continue;
    }
    const atStart = slots.length === 0;
    const atEnd = i === lower.length - 1;
    if (first === 'a') slots.push(atStart ? ['ا'] : atEnd ? ['ه', 'ا'] : ['ا', '']);
    else if (first === 'e') slots.push(atStart ? ['ا'] : atEnd ? ['ه', ''] : ['', 'ي']);
    else if (first === 'i') slots.push(atStart ? ['ا'] : ['ي', '']);
    else if (first === 'o' || first === 'u') slots.push(atStart ? ['او', 'ا'] : ['و', '']);
    else if (LETTERS[first]) slots.push(LETTERS[first]);
    i += 1;
  }
  let spellings = [''];
  for (const options of slots) {
    const next: string[] = [];
    for (const prefix of spellings) {
      for (const option of options) {
        next.push(prefix + option);
        if (next.length >= MAX_SPELLINGS) break;
      }
      if (next.length >= MAX_SPELLINGS) break;
    }
    spellings = next;
  }
  return [...new Set(spellings.filter(Boolean))];
}

/** Latin words that only Darija uses (beyond the words with digits): they mark a Latin question as Arabizi. */
const DARIJA_LATIN_MARKERS = new Set([
  'kifach',
  'kifash',
  'kifech',
  'kifax',
  'chno',
  'chnou',
  'achno',
  'chnowa',
  'wach',
  'bghit',
  'bghina',
  'nbghi',
  'dyal',
  'dyali',
  'diali',
  'dyalna',
  'chhal',
  'daba',
  'bzaf',
  'bezzaf',
  'mzyan',
  'mzian',
  'chwiya',
  'nsqi',
  'nsgi',
  'kansqi',
  'lma',
  'tomatich',
  'matecha',
  'maticha',
  'bomba',
  'lbomba',
  'zbel',
  'nrkeb',
  'ndir',
  'ndiro',
  'afak',
  'wakha',
  'imta',
  'hadi',
  'hada',
  'lflous',
  'flous',
  'kridi',
  'lkridi',
  'jbeh',
  'nhal',
  'nhla',
  'ddwa',
  'dwa',
  'lfdan',
  'ksiba',
  'ghnem',
  'zri3a',
  'traktor',
  'plakat',
  'tiyo',
  'lbir',
  'sahrij',
  'fellah',
  'bghit',
  'nbi3',
  'msarif',
  'swayer',
  'souma',
  'nta',
  'fach',
  'mli',
  'khodra',
  'lkhodra',
  'banka',
  'lbanka',
  'makina',
  'ssaba',
  'saba',
  'nwakel',
  'tiyara',
  'rbi3',
  'chems',
  'chmes',
  'batri',
  'lmazot',
  'nsle7',
  'nqad',
  'nmonti',
  'bkhakha',
  'gdach',
]);

/** How many words of a Latin-script text are Darija's: a digit inside a word ("n7al"), or Darija's own words ("kifach"). */
export function arabiziSignals(text: string): number {
  const words = text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  return words.filter((word) => hasArabiziDigit(word) || DARIJA_LATIN_MARKERS.has(word)).length;
}

/** A question in Latin letters that carries Darija (see `arabiziSignals`). */
export function isArabizi(text: string): boolean {
  return arabiziSignals(text) > 0;
}

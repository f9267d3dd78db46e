import { LANGUAGES, type Language } from '../constants';
import { pickLanguage } from '../pick-language';
import type { Translatable } from '../translatable';
import { buildLanguageIndex, FIELDS, type IndexedDocument, type Passage, type SearchEngineClass, type SourcePassage } from './engine';
import type { GuideIndex } from './retrieval';
import { indexTerm, words } from './text-analysis';

/**
 * The offline assistant's index of one formation, shipped with its offline pack (a file of the offline
 * manifest, kind `search-index`). The phone already stores the formation's texts: its title, description,
 * module and lesson titles in the catalogue it mirrors, each lesson's summary and teaching text in the pack's
 * manifest. So the index carries only what the phone cannot derive: the order of the lessons and the server's
 * collection statistics for the formation's terms. The phone analyses the texts with the same code as the
 * server (`analyse`), rebuilds the same passages and MiniSearch index (`guideIndexFromPacks`), and runs the
 * same retrieval.
 */

export const SEARCH_INDEX_FORMAT = 2;

export interface CompactLanguage {
  /**
   * The formation's terms as the server derived them (`termsKey`: how many, and a hash of the sorted list),
   * so the phone knows its own analysis of the texts it holds names the same terms as `g`.
   */
  k: string;
  /**
   * The server's collection when the index was built (every published formation, the FAQ and help pages), so
   * the phone scores as the server does whatever it has downloaded: `n` passages, `l` the total length of
   * each field, and `g` for each field, over the formation's sorted terms, how many of the other formations'
   * and pages' passages hold each term in that field (`encodeCounts`, one character a term).
   */
  n: number;
  l: [number, number, number, number];
  g: [string, string, string, string];
}

export interface CompactSearchIndex {
  format: typeof SEARCH_INDEX_FORMAT;
  formation_id: string;
  /** The formation's lessons in the server's order (the same in every language). */
  lessons: string[];
  languages: Record<Language, CompactLanguage>;
}

/** A field as BM25 sees it: its length in distinct words (stopwords included, as MiniSearch counts) and each stemmed term's count. */
export interface AnalysedField {
  length: number;
  counts: Map<string, number>;
}

/** The one analysis of a field's text, run by the server when it builds the index and by the phone when it reads it. */
export function analyse(text: string, language: Language): AnalysedField {
  const all = words(text);
  const counts = new Map<string, number>();
  for (const word of all) {
    const term = indexTerm(word, language);
    if (term !== null) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return { length: new Set(all).size, counts };
}

/** The sorted terms of a formation's analysed passages. */
function termList(analysed: ReadonlyArray<readonly AnalysedField[]>): string[] {
  return [...new Set(analysed.flatMap((fields) => fields.flatMap((field) => [...field.counts.keys()])))].sort();
}

/** How many terms, and their FNV-1a hash: equal on both sides when both analysed the same texts. */
export function termsKey(terms: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const term of terms) {
    for (let at = 0; at < term.length; at += 1) {
      hash ^= term.charCodeAt(at);
      hash = Math.imul(hash, 0x01000193);
    }
    hash ^= 0x0a;
    hash = Math.imul(hash, 0x01000193);
  }
  return `${terms.length}:${(hash >>> 0).toString(36)}`;
}

/** One character a count, 0 to 88; a larger count is `~`, its decimal digits, `;`. No character JSON escapes. */
const COUNT_DIGITS = Array.from({ length: 126 - 35 }, (_, at) => String.fromCharCode(35 + at))
  .filter((character) => character !== '\\')
  .join('');
const COUNT_ESCAPE = '~';

export function encodeCounts(counts: readonly number[]): string {
  return counts.map((count) => (count >= 0 && count < COUNT_DIGITS.length ? COUNT_DIGITS[count] : `${COUNT_ESCAPE}${count};`)).join('');
}

/** `encodeCounts` back, as `size` counts (missing ones 0). */
export function decodeCounts(text: string, size: number): number[] {
  const counts = new Array<number>(size).fill(0);
  let term = 0;
  for (let at = 0; at < text.length && term < size; term += 1) {
    if (text[at] === COUNT_ESCAPE) {
      const end = text.indexOf(';', at);
      counts[term] = Number.parseInt(text.slice(at + 1, end === -1 ? undefined : end), 10) || 0;
      at = end === -1 ? text.length : end + 1;
    } else {
      counts[term] = Math.max(0, COUNT_DIGITS.indexOf(text[at] ?? ''));
      at += 1;
    }
  }
  return counts;
}

/**
 * The compact index of one formation from the server's whole collection in each language (`byLanguage`: the
 * passages the guide indexes): the order of its lessons, and the collection's statistics for its terms.
 */
export function encodeSearchIndex(formationId: string, byLanguage: Record<Language, readonly SourcePassage[]>): CompactSearchIndex {
  const languages = {} as Record<Language, CompactLanguage>;
  const ownOf = (all: readonly SourcePassage[]) =>
    all
      .map((source, position) => [source, position] as const)
      .filter(([source]) => source.formationId === formationId && (source.kind === 'formation' || source.kind === 'lesson'));
  for (const language of LANGUAGES) {
    const all = byLanguage[language];
    const collection = all.map((source) => FIELDS.map((field) => analyse(source.fields[field], language)));
    const own = ownOf(all);
    const terms = termList(own.map(([, position]) => collection[position] ?? []));
    const number = new Map(terms.map((term, position) => [term, position]));
    const lengths: CompactLanguage['l'] = [0, 0, 0, 0];
    const frequencies = FIELDS.map(() => terms.map(() => 0));
    const ownPositions = new Set(own.map(([, position]) => position));
    for (const [position, fields] of collection.entries()) {
      fields.forEach(({ length, counts }, field) => {
        lengths[field] = (lengths[field] ?? 0) + length;
        const column = frequencies[field];
        if (ownPositions.has(position)) return;
        for (const term of counts.keys()) {
          const at = number.get(term);
          if (column && at !== undefined) column[at] = (column[at] ?? 0) + 1;
        }
      });
    }
    languages[language] = { k: termsKey(terms), n: all.length, l: lengths, g: frequencies.map(encodeCounts) as CompactLanguage['g'] };
  }
  // The lessons are the same, in the same order, in every language (cataloguePassages walks the same rows).
  const lessons = ownOf(byLanguage[LANGUAGES[0]]).flatMap(([source]) =>
    source.kind === 'lesson' && source.lesson ? [source.lesson.id] : [],
  );
  return { format: SEARCH_INDEX_FORMAT, formation_id: formationId, lessons, languages };
}

type Texts = Partial<Record<Language, string>>;

/** A downloaded lesson's texts on the phone, in each language: title and module title (catalogue), summary and teaching text (manifest). */
export interface PackLessonTexts {
  title: Texts;
  module: Texts;
  summary: Texts;
  about: Texts;
}

/** What the phone holds of a downloaded formation besides its index. */
export interface PackTexts {
  title: Texts;
  description: Texts;
  lessons: ReadonlyMap<string, PackLessonTexts>;
}

/** The part of the catalogue mirror a formation's passages need. */
export interface PackCatalogue {
  formation: { title: Translatable; description: Translatable } | null;
  modules: ReadonlyArray<{ id: string; title: Translatable }>;
  lessons: ReadonlyArray<{ id: string; module_id: string; title: Translatable }>;
}

const inEachLanguage = (text: Translatable | undefined): Texts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, text ? pickLanguage(text, language) : '']));

/**
 * A downloaded formation's texts as the phone holds them: the catalogue mirror's titles and the pack manifest's
 * lesson texts (`lessons`), each read in each language as the server reads them (pickLanguage).
 */
export function packTexts(
  catalogue: PackCatalogue,
  lessons: ReadonlyArray<{ id: string; summary: Translatable; about: Translatable }>,
): PackTexts {
  const modules = new Map(catalogue.modules.map((module) => [module.id, module.title]));
  const outline = new Map(catalogue.lessons.map((lesson) => [lesson.id, lesson]));
  const out = new Map<string, PackLessonTexts>();
  for (const lesson of lessons) {
    const entry = outline.get(lesson.id);
    out.set(lesson.id, {
      title: inEachLanguage(entry?.title),
      module: inEachLanguage(entry ? modules.get(entry.module_id) : undefined),
      summary: inEachLanguage(lesson.summary),
      about: inEachLanguage(lesson.about),
    });
  }
  return { title: inEachLanguage(catalogue.formation?.title), description: inEachLanguage(catalogue.formation?.description), lessons: out };
}

export interface DownloadedPack {
  index: CompactSearchIndex;
  texts: PackTexts;
}

/** One passage of a downloaded formation, read back: its lesson (absent for the formation's own), title and analysed fields. */
export interface ReadPassage {
  i?: string;
  h: string;
  fields: AnalysedField[];
}

/** One language of a downloaded formation, read back: its passages as the server indexed them and the server's statistics. */
export interface ReadLanguage {
  t: string;
  d: string;
  passages: ReadPassage[];
  terms: string[];
  n: number;
  l: [number, number, number, number];
  /** For each field, for each of `terms`, the other passages of the server's collection holding it. */
  g: number[][];
  /**
   * False when the phone's texts give other terms than the server's (its catalogue mirror or pack and the index
   * were made at different times): `g` is then all 0, the formation still answers, scored on the rest.
   */
  matches: boolean;
}

/**
 * The passages of a downloaded formation in one language, rebuilt from the phone's texts with the server's
 * analysis: heading (title), context (the module's title), body (description or summary), teaching text.
 */
export function readSearchIndex(pack: DownloadedPack, language: Language): ReadLanguage {
  const compact = pack.index.languages[language];
  const title = pack.texts.title[language] ?? '';
  const description = pack.texts.description[language] ?? '';
  const passages: ReadPassage[] = [{ h: title, fields: [title, '', description, ''].map((field) => analyse(field, language)) }];
  for (const id of pack.index.lessons) {
    const texts = pack.texts.lessons.get(id);
    const heading = texts?.title[language] ?? '';
    const fields = [heading, texts?.module[language] ?? '', texts?.summary[language] ?? '', texts?.about[language] ?? ''];
    passages.push({ i: id, h: heading, fields: fields.map((field) => analyse(field, language)) });
  }
  const terms = termList(passages.map((passage) => passage.fields));
  const matches = termsKey(terms) === compact.k;
  return {
    t: title,
    d: description,
    passages,
    terms,
    n: compact.n,
    l: compact.l,
    g: FIELDS.map((_, at) => (matches ? decodeCounts(compact.g[at] ?? '', terms.length) : terms.map(() => 0))),
    matches,
  };
}

/** A field's tokens for the engine: each term as many times as it occurs, then fillers up to its length. */
function fieldTokens({ length, counts }: AnalysedField): string {
  const tokens: string[] = [];
  for (const [term, count] of counts) for (let n = 0; n < count; n += 1) tokens.push(term);
  for (let n = counts.size; n < length; n += 1) tokens.push(`${FILLER}${n}`);
  return tokens.join(' ');
}
/** A filler token: counts towards a field's length, never a term (terms are letters and digits only). */
const FILLER = '\u0001';

/**
 * Stand-ins for the server's passages that are not on the phone, so BM25 sees the server's collection: as many
 * documents as it had passages beyond the downloaded ones, holding each downloaded term in each field as many
 * more times as the server's passages did, with the rest of the server's field lengths spread over them. They
 * belong to no formation and no page: they are never an answer, only statistics. With packs built at different
 * times, the largest collection each knew is taken.
 */
function backgroundDocuments(languages: readonly ReadLanguage[], own: readonly IndexedDocument[], firstId: number): IndexedDocument[] {
  const newest = languages.reduce<ReadLanguage | undefined>((best, entry) => (!best || entry.n > best.n ? entry : best), undefined);
  const count = (newest?.n ?? 0) - own.length;
  if (!newest || count <= 0) return [];
  const ownFrequency = FIELDS.map(() => new Map<string, number>());
  own.forEach((document) =>
    FIELDS.forEach((field, at) => {
      for (const term of new Set(document[field] ? document[field].split(' ') : [])) {
        if (!term.startsWith(FILLER)) ownFrequency[at]?.set(term, (ownFrequency[at]?.get(term) ?? 0) + 1);
      }
    }),
  );
  const wanted = FIELDS.map(() => new Map<string, number>());
  for (const entry of languages) {
    // The server's count of a term in a field: the pack's own passages holding it, and the others' (`g`).
    const inPack = FIELDS.map(() => new Map<string, number>());
    for (const passage of entry.passages) {
      passage.fields.forEach((field, at) => {
        for (const term of field.counts.keys()) inPack[at]?.set(term, (inPack[at]?.get(term) ?? 0) + 1);
      });
    }
    entry.terms.forEach((term, position) => {
      FIELDS.forEach((_, at) => {
        const global = (inPack[at]?.get(term) ?? 0) + (entry.g[at]?.[position] ?? 0);
        wanted[at]?.set(term, Math.max(wanted[at]?.get(term) ?? 0, global));
      });
    });
  }
  const tokens: string[][][] = Array.from({ length: count }, () => FIELDS.map(() => []));
  FIELDS.forEach((_, at) => {
    let cursor = 0;
    for (const [term, global] of wanted[at] ?? []) {
      const missing = Math.min(count, global - (ownFrequency[at]?.get(term) ?? 0));
      for (let n = 0; n < missing; n += 1) {
        tokens[cursor % count]?.[at]?.push(term);
        cursor += 1;
      }
    }
  });
  const ownLength = FIELDS.map((field) =>
    own.reduce((sum, document) => sum + (document[field] ? new Set(document[field].split(' ')).size : 0), 0),
  );
  return tokens.map((fields, index) => {
    const values = fields.map((terms, at) => {
      const rest = Math.max(0, (newest.l[at] ?? 0) - (ownLength[at] ?? 0));
      const share = Math.floor(rest / count) + (index < rest % count ? 1 : 0);
      const out = [...terms];
      for (let n = terms.length; n < share; n += 1) out.push(`${FILLER}${n}`);
      return out.join(' ');
    });
    const [heading = '', context = '', body = '', teaching = ''] = values;
    return { id: firstId + index, heading, context, body, teaching };
  });
}

/**
 * The guide's index over the formations downloaded on this phone: the same passages, fields, boosts and
 * BM25 as the server's (knowledge.ts), the FAQ and help pages excepted. Every lesson of a downloaded pack
 * is open: the pack was given to this learner because they may study it.
 */
export function guideIndexFromPacks(Engine: SearchEngineClass, packs: readonly DownloadedPack[]): GuideIndex {
  const byLanguage = {} as GuideIndex['byLanguage'];
  for (const language of LANGUAGES) {
    const passages: Passage[] = [];
    const documents: IndexedDocument[] = [];
    const read: ReadLanguage[] = [];
    for (const pack of packs) {
      const formationId = pack.index.formation_id;
      const entry = readSearchIndex(pack, language);
      read.push(entry);
      for (const passage of entry.passages) {
        const [heading = '', context = '', body = '', teaching = ''] = passage.fields.map(fieldTokens);
        documents.push({ id: passages.length, heading, context, body, teaching });
        const texts = passage.i ? pack.texts.lessons.get(passage.i) : undefined;
        const summary = texts?.summary[language] ?? '';
        passages.push(
          passage.i
            ? {
                kind: 'lesson',
                formationId,
                title: entry.t,
                text: `${passage.h}: ${summary}`,
                url: `/course/${formationId}`,
                lesson: { id: passage.i, title: passage.h, about: texts?.about[language] ?? '', open: true },
              }
            : { kind: 'formation', formationId, title: entry.t, text: entry.d, url: `/course/${formationId}`, lesson: null },
        );
      }
    }
    for (const document of backgroundDocuments(read, documents, passages.length)) {
      documents.push(document);
      passages.push({ kind: 'background', formationId: null, title: '', text: '', url: '', lesson: null });
    }
    byLanguage[language] = buildLanguageIndex(Engine, language, passages, documents, {
      tokenize: (text) => (text ? text.split(' ') : []),
      processTerm: (token) => (token.startsWith(FILLER) ? null : token),
    });
  }
  return { byLanguage };
}

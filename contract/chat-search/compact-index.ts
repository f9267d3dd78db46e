import { LANGUAGES, type Language } from '../constants';
import { pickLanguage } from '../pick-language';
import type { Translatable } from '../translatable';
import { buildLanguageIndex, FIELDS, type IndexedDocument, type Passage, type SearchEngineClass, type SourcePassage } from './engine';
import type { GuideIndex } from './retrieval';
import { indexTerm, words } from './text-analysis';

/**
 * The offline assistant's index of one formation, shipped with its offline pack (a file of the offline
 * manifest, kind `search-index`). The phone already stores each lesson's summary and teaching text (the pack's
 * manifest), so the index carries only what it cannot derive: the titles (formation, description, modules,
 * lessons) and the server's collection statistics for the formation's terms. The phone analyses the texts with
 * the same code as the server (`analyse`), rebuilds the same passages and MiniSearch index
 * (`guideIndexFromPacks`), and runs the same retrieval.
 */

export const SEARCH_INDEX_FORMAT = 2;

/**
 * A sparse list of counts over a term list: an entry is the gap to the previous listed term's number (the first
 * counted from -1), followed by `-count` when the count is more than 1; terms not listed count 0.
 */
export type SparseCounts = number[];

export interface CompactLanguage {
  /** The formation's title and description in this language. */
  t: string;
  d: string;
  /** The titles of the modules the lessons sit in (`CompactSearchIndex.lessons` points here). */
  m: string[];
  /** The lesson titles, in the order of `CompactSearchIndex.lessons`. */
  h: string[];
  /**
   * The formation's terms as the server derived them (`termsKey`: how many, and a hash of the sorted list),
   * so the phone knows its own analysis of the pack's texts names the same terms as `g`.
   */
  k: string;
  /**
   * The server's collection when the index was built (every published formation, the FAQ and help pages), so
   * the phone scores as the server does whatever it has downloaded: `n` passages, `l` the total length of
   * each field, and `g` for each field, over the formation's sorted terms, how many of the other formations'
   * and pages' passages hold each term in that field (mostly none: sparse).
   */
  n: number;
  l: [number, number, number, number];
  g: [SparseCounts, SparseCounts, SparseCounts, SparseCounts];
}

export interface CompactSearchIndex {
  format: typeof SEARCH_INDEX_FORMAT;
  formation_id: string;
  /** The formation's lessons in the server's order, each `[id, number of its module in m]`: the same in every language. */
  lessons: Array<[string, number]>;
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

function encodeSparse(dense: readonly number[]): SparseCounts {
  const out: number[] = [];
  let previous = -1;
  dense.forEach((count, index) => {
    if (count <= 0) return;
    out.push(index - previous);
    if (count > 1) out.push(-count);
    previous = index;
  });
  return out;
}

/** A sparse list back as one count per term of a list `size` long. */
export function decodeSparse(sparse: SparseCounts, size: number): number[] {
  const dense = new Array<number>(size).fill(0);
  let index = -1;
  for (const value of sparse) {
    if (value < 0) {
      if (index >= 0 && index < size) dense[index] = -value;
      continue;
    }
    index += value;
    if (index < size) dense[index] = 1;
  }
  return dense;
}

/**
 * The compact index of one formation from the server's whole collection in each language (`byLanguage`: the
 * passages the guide indexes): the formation's titles, and the collection's statistics for its terms.
 */
export function encodeSearchIndex(formationId: string, byLanguage: Record<Language, readonly SourcePassage[]>): CompactSearchIndex {
  const languages = {} as Record<Language, CompactLanguage>;
  const ownOf = (all: readonly SourcePassage[]) =>
    all.map((source, position) => [source, position] as const).filter(([source]) => source.formationId === formationId && (source.kind === 'formation' || source.kind === 'lesson'));
  // Lessons and modules are the same in every language (cataloguePassages walks the same rows): numbered once.
  const lessonSources = LANGUAGES.map((language) => ownOf(byLanguage[language]).flatMap(([source]) => (source.kind === 'lesson' && source.lesson ? [source] : [])));
  const moduleNumbers = new Map<string, number>();
  const lessonEntries: Array<[string, number]> = (lessonSources[0] ?? []).map((source, position) => {
    const key = JSON.stringify(lessonSources.map((sources) => sources[position]?.fields.context ?? ''));
    if (!moduleNumbers.has(key)) moduleNumbers.set(key, moduleNumbers.size);
    return [source.lesson?.id ?? '', moduleNumbers.get(key) ?? 0];
  });
  LANGUAGES.forEach((language, languageAt) => {
    const all = byLanguage[language];
    const collection = all.map((source) => FIELDS.map((field) => analyse(source.fields[field], language)));
    const own = ownOf(all);
    const analysed = own.map(([, position]) => collection[position] ?? []);
    const terms = termList(analysed);
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
    const formation = own.find(([source]) => source.kind === 'formation')?.[0];
    const sources = lessonSources[languageAt] ?? [];
    const modules: string[] = new Array<string>(moduleNumbers.size).fill('');
    sources.forEach((source, position) => {
      const module = lessonEntries[position]?.[1] ?? 0;
      modules[module] = source.fields.context;
    });
    languages[language] = {
      t: formation?.title ?? '',
      d: formation?.text ?? '',
      m: modules,
      h: sources.map((source) => source.lesson?.title ?? ''),
      k: termsKey(terms),
      n: all.length,
      l: lengths,
      g: frequencies.map(encodeSparse) as CompactLanguage['g'],
    };
  });
  return { format: SEARCH_INDEX_FORMAT, formation_id: formationId, lessons: lessonEntries, languages };
}

/** What the phone knows of a downloaded lesson besides the index: its texts from the pack's manifest, in each language. */
export interface PackLessonTexts {
  summary: Partial<Record<Language, string>>;
  about: Partial<Record<Language, string>>;
}

/** Each lesson's texts as the phone has them from the pack's manifest (`lessons`), read as the server reads them (pickLanguage). */
export function packLessonTexts(lessons: ReadonlyArray<{ id: string; summary: Translatable; about: Translatable }>): Map<string, PackLessonTexts> {
  const out = new Map<string, PackLessonTexts>();
  for (const lesson of lessons) {
    out.set(lesson.id, {
      summary: Object.fromEntries(LANGUAGES.map((language) => [language, pickLanguage(lesson.summary, language)])),
      about: Object.fromEntries(LANGUAGES.map((language) => [language, pickLanguage(lesson.about, language)])),
    });
  }
  return out;
}

export interface DownloadedPack {
  index: CompactSearchIndex;
  lessons: ReadonlyMap<string, PackLessonTexts>;
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
  /** False when the phone's texts give other terms than the server's (a pack whose texts and index disagree): `g` is then all 0. */
  matches: boolean;
}

/**
 * The passages of a downloaded formation in one language, rebuilt from the index's titles and the pack's lesson
 * texts with the server's analysis: heading, context (the module's title), body (the summary), teaching text.
 */
export function readSearchIndex(pack: DownloadedPack, language: Language): ReadLanguage {
  const compact = pack.index.languages[language];
  const passages: ReadPassage[] = [{ h: compact.t, fields: [analyse(compact.t, language), analyse('', language), analyse(compact.d, language), analyse('', language)] }];
  pack.index.lessons.forEach(([id, module], position) => {
    const title = compact.h[position] ?? '';
    const texts = pack.lessons.get(id);
    const text = [title, compact.m[module] ?? '', texts?.summary[language] ?? '', texts?.about[language] ?? ''];
    passages.push({ i: id, h: title, fields: text.map((field) => analyse(field, language)) });
  });
  const terms = termList(passages.map((passage) => passage.fields));
  const matches = termsKey(terms) === compact.k;
  return {
    t: compact.t,
    d: compact.d,
    passages,
    terms,
    n: compact.n,
    l: compact.l,
    g: FIELDS.map((_, at) => (matches ? decodeSparse(compact.g[at] ?? [], terms.length) : terms.map(() => 0))),
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
  const ownLength = FIELDS.map((field) => own.reduce((sum, document) => sum + (document[field] ? new Set(document[field].split(' ')).size : 0), 0));
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
        const texts = passage.i ? pack.lessons.get(passage.i) : undefined;
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

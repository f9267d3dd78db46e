import { LANGUAGES, type Language } from '../constants';
import { buildLanguageIndex, FIELDS, type IndexedDocument, type Passage, type SearchEngineClass, type SourcePassage } from './engine';
import type { GuideIndex } from './retrieval';
import { indexTerm, words } from './text-analysis';

/**
 * The offline assistant's index of one formation, shipped with its offline pack (a file of the offline
 * manifest, kind `search-index`): per language, the formation's passages as the server indexes them, each
 * field reduced to what BM25 needs (its length in distinct words, and each stemmed term with its count),
 * against one sorted term list. The phone rebuilds the same MiniSearch index from it (`guideIndexFromPacks`)
 * and runs the same retrieval. The texts the answer quotes (lesson summaries and teaching texts) are not
 * repeated here: the phone has them in the pack's manifest.
 */

export const SEARCH_INDEX_FORMAT = 1;

/**
 * One field: `[length, ...entries]`; an entry is the gap to the previous term's number in the term list
 * (the first counted from -1), followed by `-count` when the term occurs more than once.
 */
export type CompactField = number[];

export interface CompactPassage {
  /** The lesson's id; absent for the formation's own passage. */
  i?: string;
  /** The lesson's title (the formation's own passage has the formation's title). */
  h: string;
  /** heading, context, body, teaching (FIELDS). */
  f: [CompactField, CompactField, CompactField, CompactField];
}

export interface CompactLanguage {
  /** The formation's title and description in this language. */
  t: string;
  d: string;
  /** Every term of the formation in this language, sorted. */
  terms: string[];
  passages: CompactPassage[];
  /**
   * The server's collection when the index was built (every published formation, the FAQ and help pages), so
   * the phone scores as the server does whatever it has downloaded: `n` passages, `l` the total length of
   * each field, and `g` for each field, for each term of `terms`, how many of the other formations' and
   * pages' passages hold it in that field (mostly 0, which compresses to little).
   */
  n: number;
  l: [number, number, number, number];
  g: [number[], number[], number[], number[]];
}

export interface CompactSearchIndex {
  format: typeof SEARCH_INDEX_FORMAT;
  formation_id: string;
  languages: Record<Language, CompactLanguage>;
}

function analyse(text: string, language: Language): { length: number; counts: Map<string, number> } {
  const all = words(text);
  const counts = new Map<string, number>();
  for (const word of all) {
    const term = indexTerm(word, language);
    if (term !== null) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  // MiniSearch counts a field's length in distinct words, stopwords included.
  return { length: new Set(all).size, counts };
}

/**
 * The compact index of one formation from the server's whole collection in each language (`byLanguage`: the
 * passages the guide indexes): the formation's own passages, and the collection's statistics for its terms.
 */
export function encodeSearchIndex(formationId: string, byLanguage: Record<Language, readonly SourcePassage[]>): CompactSearchIndex {
  const languages = {} as Record<Language, CompactLanguage>;
  for (const language of LANGUAGES) {
    const all = byLanguage[language];
    const collection = all.map((source) => FIELDS.map((field) => analyse(source.fields[field], language)));
    const own = all.map((source, position) => [source, position] as const).filter(([source]) => source.formationId === formationId && (source.kind === 'formation' || source.kind === 'lesson'));
    const sources = own.map(([source]) => source);
    const analysed = own.map(([, position]) => collection[position] ?? []);
    const terms = [...new Set(analysed.flatMap((fields) => fields.flatMap((field) => [...field.counts.keys()])))].sort();
    const number = new Map(terms.map((term, position) => [term, position]));
    const lengths: CompactLanguage['l'] = [0, 0, 0, 0];
    const frequencies: CompactLanguage['g'] = [terms.map(() => 0), terms.map(() => 0), terms.map(() => 0), terms.map(() => 0)];
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
    const formation = sources.find((source) => source.kind === 'formation');
    languages[language] = {
      t: formation?.title ?? '',
      d: formation?.text ?? '',
      terms,
      n: all.length,
      l: lengths,
      g: frequencies,
      passages: sources.map((source, position) => {
        const fields = (analysed[position] ?? []).map(({ length, counts }) => {
          const out: number[] = [length];
          let previous = -1;
          for (const [index, count] of [...counts.entries()].map(([term, count]) => [number.get(term) ?? 0, count] as const).sort((a, b) => a[0] - b[0])) {
            out.push(index - previous);
            if (count > 1) out.push(-count);
            previous = index;
          }
          return out;
        }) as CompactPassage['f'];
        return source.kind === 'lesson' && source.lesson ? { i: source.lesson.id, h: source.lesson.title, f: fields } : { h: source.title, f: fields };
      }),
    };
  }
  return { format: SEARCH_INDEX_FORMAT, formation_id: formationId, languages };
}

/** A field back as [term, count] pairs, and its length. */
export function decodeField(field: CompactField, terms: readonly string[]): { length: number; counts: Array<[string, number]> } {
  const counts: Array<[string, number]> = [];
  let index = -1;
  for (let at = 1; at < field.length; at += 1) {
    const value = field[at] ?? 0;
    if (value < 0) {
      const last = counts.at(-1);
      if (last) last[1] = -value;
      continue;
    }
    index += value;
    counts.push([terms[index] ?? '', 1]);
  }
  return { length: field[0] ?? 0, counts };
}

/** What the phone knows of a downloaded lesson besides the index: its texts from the pack's manifest, in each language. */
export interface PackLessonTexts {
  summary: Partial<Record<Language, string>>;
  about: Partial<Record<Language, string>>;
}

export interface DownloadedPack {
  index: CompactSearchIndex;
  lessons: ReadonlyMap<string, PackLessonTexts>;
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
function backgroundDocuments(languages: readonly CompactLanguage[], own: readonly IndexedDocument[], firstId: number): IndexedDocument[] {
  const newest = languages.reduce<CompactLanguage | undefined>((best, entry) => (!best || entry.n > best.n ? entry : best), undefined);
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
      passage.f.forEach((field, at) => {
        for (const [term] of decodeField(field, entry.terms).counts) inPack[at]?.set(term, (inPack[at]?.get(term) ?? 0) + 1);
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
    for (const { index, lessons } of packs) {
      const compact = index.languages[language];
      const formationId = index.formation_id;
      for (const passage of compact.passages) {
        const fields = passage.f.map((field) => {
          const { length, counts } = decodeField(field, compact.terms);
          const tokens: string[] = [];
          for (const [term, count] of counts) for (let n = 0; n < count; n += 1) tokens.push(term);
          for (let n = counts.length; n < length; n += 1) tokens.push(`${FILLER}${n}`);
          return tokens.join(' ');
        });
        const [heading = '', context = '', body = '', teaching = ''] = fields;
        documents.push({ id: passages.length, heading, context, body, teaching });
        const texts = passage.i ? lessons.get(passage.i) : undefined;
        const summary = texts?.summary[language] ?? '';
        passages.push(
          passage.i
            ? {
                kind: 'lesson',
                formationId,
                title: compact.t,
                text: `${passage.h}: ${summary}`,
                url: `/course/${formationId}`,
                lesson: { id: passage.i, title: passage.h, about: texts?.about[language] ?? '', open: true },
              }
            : { kind: 'formation', formationId, title: compact.t, text: compact.d, url: `/course/${formationId}`, lesson: null },
        );
      }
    }
    for (const document of backgroundDocuments(packs.map(({ index }) => index.languages[language]), documents, passages.length)) {
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

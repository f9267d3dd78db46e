import type { Language } from '../constants';
import { indexTerm, words } from './text-analysis';

/**
 * The guide's search engine, shared by the server (the whole catalogue) and the phone (the formations
 * downloaded on it): the passages, their fields and boosts, and BM25 through MiniSearch. MiniSearch itself
 * is passed in by each side (`SearchEngineClass`), so this folder imports no package and both sides run the
 * same options and the same scoring.
 */

/** `background`: the phone's stand-in for the server's passages it has not downloaded (compact-index.ts), never an answer. */
export type PassageKind = 'formation' | 'lesson' | 'faq' | 'help' | 'background';

export interface Passage {
  kind: PassageKind;
  /** The formation it belongs to (formation and lesson passages). */
  formationId: string | null;
  /** The formation's title, or the FAQ question, or the help section's heading. */
  title: string;
  /** Plain text shown to the learner when the passage is chosen. */
  text: string;
  /** Where the learner reads more: `/course/{id}`, `/faq` or `/help`. */
  url: string;
  /** A lesson passage's lesson: its id, title and teaching text; `open` when this asker may read it. */
  lesson: { id: string; title: string; about: string; open: boolean } | null;
}

/** A passage's searchable text, by field: a match in the heading counts double (FIELD_BOOSTS). */
export interface PassageFields {
  /** The formation's title, the lesson's title, the FAQ question or the help heading. */
  heading: string;
  /** Where a lesson sits: its module's title (empty for the other kinds). */
  context: string;
  /** The formation's description, the lesson's summary, the FAQ answer or the help steps. */
  body: string;
  /** A lesson's teaching text ("about this lesson"); empty for the other kinds. */
  teaching: string;
}

export type SourcePassage = Passage & { fields: PassageFields };
export type IndexedDocument = PassageFields & { id: number };

export interface SearchHit {
  passage: Passage;
  score: number;
  /** Query terms found in this passage. */
  matched: Set<string>;
}

/** What the guide uses of a MiniSearch index (minisearch 7). */
export interface SearchEngine {
  readonly documentCount: number;
  addAll(documents: readonly IndexedDocument[]): void;
  search(
    query: string,
    options: { tokenize: (text: string) => string[]; processTerm: (term: string) => string | null },
  ): Array<{ id: unknown; score: number; queryTerms: string[] }>;
}

export interface EngineOptions {
  fields: string[];
  tokenize: (text: string) => string[];
  processTerm: (term: string) => string | null;
  searchOptions: {
    boost: Record<string, number>;
    boostDocument: (id: unknown) => number;
    prefix: boolean;
    fuzzy: boolean;
    combineWith: 'OR';
  };
}

export type SearchEngineClass = new (options: EngineOptions) => SearchEngine;

export interface LanguageIndex {
  language: Language;
  passages: Passage[];
  /** MiniSearch (BM25) over the passages, with the guide's own normalisation and stemming per language. */
  engine: SearchEngine;
  /** Every term the index holds, so the question's dialect layer can tell a known spelling from a guess. */
  vocabulary: ReadonlySet<string>;
}

export const FIELDS: Array<keyof PassageFields> = ['heading', 'context', 'body', 'teaching'];
/** Calibrated on tests/server/chat/questions.ts: the teaching text finds the lesson, the headings decide the order. */
export const FIELD_BOOSTS: Record<keyof PassageFields, number> = { heading: 2, context: 1, body: 1, teaching: 0.5 };
/** A formation's own passage outranks one of its lessons on the same words: the question names the topic. */
const FORMATION_BOOST = 1.5;

/**
 * One language's index. By default the fields are text, analysed here; `analysed` takes fields that hold
 * already analysed tokens (the phone's compact index, compact-index.ts), each token read by `analysed`.
 */
export function buildLanguageIndex(
  Engine: SearchEngineClass,
  language: Language,
  passages: Passage[],
  documents: readonly IndexedDocument[],
  analysed?: { tokenize: (text: string) => string[]; processTerm: (token: string) => string | null },
): LanguageIndex {
  const vocabulary = new Set<string>();
  const processTerm = analysed?.processTerm ?? ((word: string) => indexTerm(word, language));
  const engine = new Engine({
    fields: FIELDS,
    tokenize: analysed?.tokenize ?? words,
    processTerm: (word) => {
      const term = processTerm(word);
      if (term !== null) vocabulary.add(term);
      return term;
    },
    searchOptions: {
      boost: FIELD_BOOSTS,
      boostDocument: (id) => (passages[Number(id)]?.kind === 'formation' ? FORMATION_BOOST : 1),
      // Exact terms only: the stemmer already meets word forms, and prefix or fuzzy matching on short Arabic stems brings in unrelated words.
      prefix: false,
      fuzzy: false,
      combineWith: 'OR',
    },
  });
  engine.addAll(documents);
  return { language, passages, engine, vocabulary };
}

/** The passages of `sources` and their documents (id = position), as `buildLanguageIndex` takes them. */
export function passagesOf(sources: readonly SourcePassage[]): { passages: Passage[]; documents: IndexedDocument[] } {
  return {
    passages: sources.map(({ kind, formationId, title, text, url, lesson }) => ({ kind, formationId, title, text, url, lesson })),
    documents: sources.map(({ fields }, id) => ({ id, ...fields })),
  };
}

/**
 * The passages matching any of `queryTerms` (already analysed by `terms`), best first; each term's weight
 * (its inverse document frequency, never negative, an unseen term weighing the most); and each term's own
 * BM25 score in every passage holding it, so a formation can be judged term by term.
 */
export function search(
  index: LanguageIndex,
  queryTerms: readonly string[],
): { hits: SearchHit[]; weight: (term: string) => number; termScores: Map<string, Map<Passage, number>> } {
  const unique = [...new Set(queryTerms)];
  // The terms are analysed already: MiniSearch takes them as they are.
  const asIs = { tokenize: (query: string) => query.split(' '), processTerm: (term: string) => term };
  const results = unique.length ? index.engine.search(unique.join(' '), asIs) : [];
  const documentFrequency = new Map<string, number>();
  const hits: SearchHit[] = [];
  for (const result of results) {
    const passage = index.passages[Number(result.id)];
    if (!passage) continue;
    for (const term of result.queryTerms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    // MiniSearch multiplies a result's score by its number of matched query terms; the plain BM25 sum is kept here because
    // the guide judges coverage itself (by weight, in retrieval.ts) and lists a second formation at a share of the first's score.
    hits.push({ passage, score: result.score / (result.queryTerms.length || 1), matched: new Set(result.queryTerms) });
  }
  const termScores = new Map<string, Map<Passage, number>>();
  for (const term of unique) {
    const scores = new Map<Passage, number>();
    if (documentFrequency.has(term)) {
      for (const result of index.engine.search(term, asIs)) {
        const passage = index.passages[Number(result.id)];
        if (passage) scores.set(passage, result.score);
      }
    }
    termScores.set(term, scores);
  }
  const n = index.engine.documentCount;
  const weight = (term: string) => {
    const df = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  };
  return { hits: hits.sort((a, b) => b.score - a.score), weight, termScores };
}

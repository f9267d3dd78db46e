import { asc, eq, sql } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import * as v from 'valibot';
import { LANGUAGES, type Language } from '../../../contract/constants';
import { pickLanguage } from '../../../contract/pick-language';
import type { Translatable } from '../../../contract/translatable';
import type { Db } from '../../db/client';
import { serverTexts } from '../../lib/i18n';
import { formations, lessons, modules } from '../../db/schema/catalogue';
import { indexTerm, words } from './text-analysis';

/**
 * What the built-in guide knows: the published formations (title, description, module and lesson
 * titles, lesson summaries and teaching texts) and the FAQ and help pages, one MiniSearch index per language. The index is built
 * in memory on first use and again whenever the catalogue changed (its change sequence or row counts
 * moved), so an edit in the dashboard reaches the guide on the next question without a restart.
 */

export type PassageKind = 'formation' | 'lesson' | 'faq' | 'help';

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
  /** A lesson passage's lesson: its id, title and teaching text; `open` when anyone may read it (free formation or free preview). */
  lesson: { id: string; title: string; about: string; open: boolean } | null;
}

/** A passage's searchable text, by field: a match in the heading counts double (FIELD_BOOSTS). */
interface PassageFields {
  /** The formation's title, the lesson's title, the FAQ question or the help heading. */
  heading: string;
  /** Where a lesson sits: its module's title (empty for the other kinds). */
  context: string;
  /** The formation's description, the lesson's summary, the FAQ answer or the help steps. */
  body: string;
  /** A lesson's teaching text ("about this lesson"); empty for the other kinds. */
  teaching: string;
}

type SourcePassage = Passage & { fields: PassageFields };
type IndexedDocument = PassageFields & { id: number };

export interface SearchHit {
  passage: Passage;
  score: number;
  /** Query terms found in this passage. */
  matched: Set<string>;
}

export interface LanguageIndex {
  language: Language;
  passages: Passage[];
  /** MiniSearch (BM25) over the passages, with the guide's own normalisation and stemming per language. */
  engine: MiniSearch<IndexedDocument>;
  /** Every term the index holds, so the question's dialect layer can tell a known spelling from a guess. */
  vocabulary: ReadonlySet<string>;
}

export interface KnowledgeIndex {
  signature: string;
  byLanguage: Record<Language, LanguageIndex>;
  builtAt: Date;
  buildMs: number;
}

const FIELDS: Array<keyof PassageFields> = ['heading', 'context', 'body', 'teaching'];
/** Calibrated on tests/server/chat/questions.ts: the teaching text finds the lesson, the headings decide the order. */
const FIELD_BOOSTS: Record<keyof PassageFields, number> = { heading: 2, context: 1, body: 1, teaching: 0.5 };
/** A formation's own passage outranks one of its lessons on the same words: the question names the topic. */
const FORMATION_BOOST = 1.5;

function indexPassages(language: Language, sources: SourcePassage[]): LanguageIndex {
  const passages: Passage[] = sources.map(({ kind, formationId, title, text, url, lesson }) => ({ kind, formationId, title, text, url, lesson }));
  const vocabulary = new Set<string>();
  const engine = new MiniSearch<IndexedDocument>({
    fields: FIELDS,
    tokenize: words,
    processTerm: (word) => {
      const term = indexTerm(word, language);
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
  engine.addAll(sources.map(({ fields }, id) => ({ id, ...fields })));
  return { language, passages, engine, vocabulary };
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

// ---- site pages (FAQ, help) from the same locale files the app shows -------------------------------

const FaqSchema = v.object({
  topics: v.record(v.string(), v.object({ title: v.string(), items: v.record(v.string(), v.object({ q: v.string(), a: v.string() })) })),
});
const HelpSchema = v.object({
  sections: v.record(v.string(), v.object({ heading: v.string(), items: v.optional(v.record(v.string(), v.string())), text: v.optional(v.string()) })),
});

const sitePassagesCache = new Map<Language, SourcePassage[]>();

function sitePassages(language: Language): SourcePassage[] {
  const cached = sitePassagesCache.get(language);
  if (cached) return cached;
  const faq = serverTexts(language, 'site-pages/faq', FaqSchema);
  const help = serverTexts(language, 'site-pages/help', HelpSchema);
  const out: SourcePassage[] = [];
  for (const topic of Object.values(faq.topics)) {
    for (const item of Object.values(topic.items)) {
      out.push({ kind: 'faq', formationId: null, title: item.q, text: item.a, url: '/faq', lesson: null, fields: { heading: item.q, context: '', body: item.a, teaching: '' } });
    }
  }
  for (const section of Object.values(help.sections)) {
    const steps = section.text ?? Object.values(section.items ?? {}).join(' ');
    out.push({ kind: 'help', formationId: null, title: section.heading, text: steps, url: '/help', lesson: null, fields: { heading: section.heading, context: '', body: steps, teaching: '' } });
  }
  sitePassagesCache.set(language, out);
  return out;
}

// ---- the catalogue ---------------------------------------------------------------------------------

/** Changes whenever a formation, module or lesson is added, edited or removed. */
async function catalogueSignature(db: Db): Promise<string> {
  const stamp = { seq: sql<string>`coalesce(max(change_seq), 0)::text`, rows: sql<string>`count(*)::text` };
  const parts = await Promise.all([db.select(stamp).from(formations), db.select(stamp).from(modules), db.select(stamp).from(lessons)]);
  return parts.map(([part]) => `${part?.seq}/${part?.rows}`).join('|');
}

async function catalogueRows(db: Db) {
  const published = await db
    .select({ id: formations.id, title: formations.title, description: formations.description, priceCentimes: formations.priceCentimes })
    .from(formations)
    .where(eq(formations.published, true))
    .orderBy(asc(formations.createdAt));
  const lessonRows = await db
    .select({
      id: lessons.id,
      formationId: lessons.formationId,
      title: lessons.title,
      summary: lessons.summary,
      about: lessons.about,
      freePreview: lessons.freePreview,
      moduleTitle: modules.title,
    })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .innerJoin(formations, eq(formations.id, lessons.formationId))
    .where(eq(formations.published, true))
    .orderBy(asc(modules.position), asc(lessons.position));
  return { published, lessonRows };
}

function cataloguePassages(language: Language, rows: Awaited<ReturnType<typeof catalogueRows>>): SourcePassage[] {
  const pick = (text: Translatable) => pickLanguage(text, language);
  const titles = new Map(rows.published.map((formation) => [formation.id, pick(formation.title)]));
  const free = new Set(rows.published.filter((formation) => formation.priceCentimes === 0).map((formation) => formation.id));
  const out: SourcePassage[] = [];
  for (const formation of rows.published) {
    const title = pick(formation.title);
    const description = pick(formation.description);
    out.push({
      kind: 'formation',
      formationId: formation.id,
      title,
      text: description,
      url: `/course/${formation.id}`,
      lesson: null,
      fields: { heading: title, context: '', body: description, teaching: '' },
    });
  }
  for (const lesson of rows.lessonRows) {
    const formationTitle = titles.get(lesson.formationId);
    if (!formationTitle) continue;
    const lessonTitle = pick(lesson.title);
    const summary = pick(lesson.summary);
    const about = pick(lesson.about);
    out.push({
      kind: 'lesson',
      formationId: lesson.formationId,
      title: formationTitle,
      text: `${lessonTitle}: ${summary}`,
      url: `/course/${lesson.formationId}`,
      lesson: { id: lesson.id, title: lessonTitle, about, open: lesson.freePreview || free.has(lesson.formationId) },
      fields: { heading: lessonTitle, context: pick(lesson.moduleTitle), body: summary, teaching: about },
    });
  }
  return out;
}

const cache = new WeakMap<Db, KnowledgeIndex>();
const building = new WeakMap<Db, Promise<KnowledgeIndex>>();

async function build(db: Db, signature: string): Promise<KnowledgeIndex> {
  const started = performance.now();
  const rows = await catalogueRows(db);
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [language, indexPassages(language, [...cataloguePassages(language, rows), ...sitePassages(language)])]),
  ) as Record<Language, LanguageIndex>;
  return { signature, byLanguage, builtAt: new Date(), buildMs: performance.now() - started };
}

/** The current index, rebuilt when the catalogue changed; parallel questions share one build. */
export async function knowledgeIndex(db: Db): Promise<KnowledgeIndex> {
  const signature = await catalogueSignature(db);
  const current = cache.get(db);
  if (current && current.signature === signature) return current;
  const pending = building.get(db);
  if (pending) return pending;
  const promise = build(db, signature)
    .then((index) => {
      cache.set(db, index);
      return index;
    })
    .finally(() => building.delete(db));
  building.set(db, promise);
  return promise;
}

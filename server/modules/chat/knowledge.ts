import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { LANGUAGES, type Language } from '../../../contract/constants';
import { pickLanguage, type Translatable } from '../../../contract/translatable';
import type { Db } from '../../db/client';
import { formations, lessons, modules } from '../../db/schema/catalogue';
import { terms } from './text-analysis';

/**
 * What the built-in guide knows: the published formations (title, description, module and lesson
 * titles, lesson summaries) and the FAQ and help pages, one BM25 index per language. The index is built
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
}

interface IndexedPassage extends Passage {
  termCounts: Map<string, number>;
  length: number;
}

export interface SearchHit {
  passage: Passage;
  score: number;
  /** Query terms found in this passage. */
  matched: Set<string>;
}

export interface LanguageIndex {
  language: Language;
  passages: IndexedPassage[];
  documentFrequency: Map<string, number>;
  averageLength: number;
}

export interface KnowledgeIndex {
  signature: string;
  byLanguage: Record<Language, LanguageIndex>;
  builtAt: Date;
  buildMs: number;
}

const K1 = 1.2;
const B = 0.75;

function indexPassages(language: Language, passages: Array<Passage & { indexText: string }>): LanguageIndex {
  const documentFrequency = new Map<string, number>();
  const indexed: IndexedPassage[] = passages.map(({ indexText, ...passage }) => {
    const termCounts = new Map<string, number>();
    const words = terms(indexText, language);
    for (const term of words) termCounts.set(term, (termCounts.get(term) ?? 0) + 1);
    for (const term of termCounts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    return { ...passage, termCounts, length: words.length };
  });
  const total = indexed.reduce((sum, passage) => sum + passage.length, 0);
  return { language, passages: indexed, documentFrequency, averageLength: indexed.length ? total / indexed.length : 1 };
}

/** Inverse document frequency (BM25+ form, never negative); an unseen term weighs the most. */
export function idf(index: LanguageIndex, term: string): number {
  const n = index.passages.length;
  const df = index.documentFrequency.get(term) ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** BM25 over one language's passages; passages matching no query term are left out. */
export function search(index: LanguageIndex, queryTerms: readonly string[]): SearchHit[] {
  const unique = [...new Set(queryTerms)];
  const hits: SearchHit[] = [];
  for (const passage of index.passages) {
    let score = 0;
    const matched = new Set<string>();
    for (const term of unique) {
      const frequency = passage.termCounts.get(term);
      if (!frequency) continue;
      matched.add(term);
      const norm = frequency + K1 * (1 - B + (B * passage.length) / index.averageLength);
      score += idf(index, term) * ((frequency * (K1 + 1)) / norm);
    }
    if (score > 0) hits.push({ passage, score, matched });
  }
  return hits.sort((a, b) => b.score - a.score);
}

// ---- site pages (FAQ, help) from the same locale files the app shows -------------------------------

const FaqSchema = v.object({
  topics: v.record(v.string(), v.object({ title: v.string(), items: v.record(v.string(), v.object({ q: v.string(), a: v.string() })) })),
});
const HelpSchema = v.object({
  sections: v.record(v.string(), v.object({ heading: v.string(), items: v.optional(v.record(v.string(), v.string())), text: v.optional(v.string()) })),
});

function readPage(language: Language, page: 'faq' | 'help'): unknown {
  const file = fileURLToPath(new URL(`../../../locales/${language}/site-pages/${page}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8'));
}

const sitePassagesCache = new Map<Language, Array<Passage & { indexText: string }>>();

function sitePassages(language: Language): Array<Passage & { indexText: string }> {
  const cached = sitePassagesCache.get(language);
  if (cached) return cached;
  const faq = v.parse(FaqSchema, readPage(language, 'faq'));
  const help = v.parse(HelpSchema, readPage(language, 'help'));
  const out: Array<Passage & { indexText: string }> = [];
  for (const topic of Object.values(faq.topics)) {
    for (const item of Object.values(topic.items)) {
      out.push({ kind: 'faq', formationId: null, title: item.q, text: item.a, url: '/faq', indexText: `${item.q} ${item.q} ${item.a}` });
    }
  }
  for (const section of Object.values(help.sections)) {
    const steps = section.text ?? Object.values(section.items ?? {}).join(' ');
    out.push({ kind: 'help', formationId: null, title: section.heading, text: steps, url: '/help', indexText: `${section.heading} ${section.heading} ${steps}` });
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
    .select({ id: formations.id, title: formations.title, description: formations.description })
    .from(formations)
    .where(eq(formations.published, true))
    .orderBy(asc(formations.createdAt));
  const lessonRows = await db
    .select({ formationId: lessons.formationId, title: lessons.title, summary: lessons.summary, moduleTitle: modules.title })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .innerJoin(formations, eq(formations.id, lessons.formationId))
    .where(eq(formations.published, true))
    .orderBy(asc(modules.position), asc(lessons.position));
  return { published, lessonRows };
}

function cataloguePassages(language: Language, rows: Awaited<ReturnType<typeof catalogueRows>>): Array<Passage & { indexText: string }> {
  const pick = (text: Translatable) => pickLanguage(text, language);
  const titles = new Map(rows.published.map((formation) => [formation.id, pick(formation.title)]));
  const out: Array<Passage & { indexText: string }> = [];
  for (const formation of rows.published) {
    const title = pick(formation.title);
    const description = pick(formation.description);
    // The title counts three times: a question naming the topic should find the formation first.
    out.push({ kind: 'formation', formationId: formation.id, title, text: description, url: `/course/${formation.id}`, indexText: `${title} ${title} ${title} ${description}` });
  }
  for (const lesson of rows.lessonRows) {
    const formationTitle = titles.get(lesson.formationId);
    if (!formationTitle) continue;
    const lessonTitle = pick(lesson.title);
    const summary = pick(lesson.summary);
    out.push({
      kind: 'lesson',
      formationId: lesson.formationId,
      title: formationTitle,
      text: `${lessonTitle}: ${summary}`,
      url: `/course/${lesson.formationId}`,
      indexText: `${lessonTitle} ${lessonTitle} ${pick(lesson.moduleTitle)} ${summary}`,
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

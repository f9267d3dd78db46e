import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { asc, eq, sql } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import * as v from 'valibot';
import { LANGUAGES, type Language } from '../../../contract/constants';
import { pickLanguage } from '../../../contract/pick-language';
import type { Translatable } from '../../../contract/translatable';
import type { Db } from '../../db/client';
import { serverTexts } from '../../lib/i18n';
import { formations, lessons, modules } from '../../db/schema/catalogue';
import { encodeSearchIndex } from '../../../contract/chat-search/compact-index';
import {
  buildLanguageIndex,
  passagesOf,
  type LanguageIndex,
  type SearchEngineClass,
  type SourcePassage,
} from '../../../contract/chat-search/engine';

export type { LanguageIndex, Passage, PassageKind, SearchHit } from '../../../contract/chat-search/engine';
export { search } from '../../../contract/chat-search/engine';

/**
 * What the built-in guide knows: the published formations (title, description, module and lesson
 * titles, lesson summaries and teaching texts) and the FAQ and help pages, one MiniSearch index per language. The index is built
 * in memory on first use and again whenever the catalogue changed (its change sequence or row counts
 * moved), so an edit in the dashboard reaches the guide on the next question without a restart.
 */
export interface KnowledgeIndex {
  signature: string;
  byLanguage: Record<Language, LanguageIndex>;
  builtAt: Date;
  buildMs: number;
}

// ---- site pages (FAQ, help) from the same locale files the app shows -------------------------------

const FaqSchema = v.object({
  topics: v.record(v.string(), v.object({ title: v.string(), items: v.record(v.string(), v.object({ q: v.string(), a: v.string() })) })),
});
const HelpSchema = v.object({
  sections: v.record(
    v.string(),
    v.object({ heading: v.string(), items: v.optional(v.record(v.string(), v.string())), text: v.optional(v.string()) }),
  ),
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
      out.push({
        kind: 'faq',
        formationId: null,
        title: item.q,
        text: item.a,
        url: '/faq',
        lesson: null,
        fields: { heading: item.q, context: '', body: item.a, teaching: '' },
      });
    }
  }
  for (const section of Object.values(help.sections)) {
    const steps = section.text ?? Object.values(section.items ?? {}).join(' ');
    out.push({
      kind: 'help',
      formationId: null,
      title: section.heading,
      text: steps,
      url: '/help',
      lesson: null,
      fields: { heading: section.heading, context: '', body: steps, teaching: '' },
    });
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
    LANGUAGES.map((language) => {
      const { passages, documents } = passagesOf([...cataloguePassages(language, rows), ...sitePassages(language)]);
      return [language, buildLanguageIndex(MiniSearch as unknown as SearchEngineClass, language, passages, documents)];
    }),
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

// ---- the offline assistant's index of one formation --------------------------------------------------

export interface SearchIndexFile {
  /** The compact index (contract/chat-search/compact-index.ts) as gzipped JSON: the bytes the phone downloads. */
  bytes: Buffer;
  sha256: string;
  modifiedAt: Date;
}

const indexFiles = new WeakMap<Db, Map<string, { signature: string; file: SearchIndexFile }>>();

/**
 * The search index shipped in a formation's offline pack, built with the same analysis as the guide's own
 * index; kept until the catalogue changes, so the manifest and the download name the same bytes.
 */
export async function formationSearchIndex(db: Db, formationId: string): Promise<SearchIndexFile> {
  const signature = await catalogueSignature(db);
  const files = indexFiles.get(db) ?? new Map<string, { signature: string; file: SearchIndexFile }>();
  indexFiles.set(db, files);
  const cached = files.get(formationId);
  if (cached && cached.signature === signature) return cached.file;
  const rows = await catalogueRows(db);
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [language, [...cataloguePassages(language, rows), ...sitePassages(language)]]),
  ) as Record<Language, SourcePassage[]>;
  const json = JSON.stringify(encodeSearchIndex(formationId, byLanguage));
  // gzip writes no time and no name in its header here: the same catalogue always gives the same bytes.
  const bytes = gzipSync(json, { level: 9 });
  const file = { bytes, sha256: createHash('sha256').update(bytes).digest('hex'), modifiedAt: new Date() };
  files.set(formationId, { signature, file });
  return file;
}

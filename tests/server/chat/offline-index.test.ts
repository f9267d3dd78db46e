import { gunzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeCounts,
  encodeCounts,
  guideIndexFromPacks,
  packTexts,
  readSearchIndex,
  type CompactSearchIndex,
  type DownloadedPack,
} from '../../../contract/chat-search/compact-index';
import { FIELDS, type SearchEngineClass } from '../../../contract/chat-search/engine';
import { retrieve, type GuideIndex } from '../../../contract/chat-search/retrieval';
import { detectLanguage, indexTerm, words } from '../../../contract/chat-search/text-analysis';
import { LANGUAGES } from '../../../contract/constants';
import { pickLanguage } from '../../../contract/pick-language';
import { formations, lessons, modules } from '../../../server/db/schema/catalogue';
import { formationSearchIndex, knowledgeIndex } from '../../../server/modules/chat/knowledge';
import { createTestApp, type TestApp } from '../helpers';
import { ANSWERABLE } from './questions';
import { seedCatalogueRows } from './seed-catalogue';

/**
 * The offline assistant's index: what the server ships in each formation's offline pack,
 * read back on the phone into the same retrieval. Over the demo catalogue and the evaluation set.
 */

let t: TestApp;
let ids: Map<string, string>;
const packs = new Map<string, DownloadedPack>();
const Engine = MiniSearch as unknown as SearchEngineClass;

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedCatalogueRows(t);
  const rows = await t.database.db.select().from(lessons);
  const formationRows = await t.database.db.select().from(formations);
  const moduleRows = await t.database.db.select().from(modules);
  for (const id of ids.values()) {
    const file = await formationSearchIndex(t.database.db, id);
    const index = JSON.parse(gunzipSync(file.bytes).toString('utf8')) as CompactSearchIndex;
    // What the phone holds, read by the phone's own code: the catalogue mirror's titles, and each lesson's summary and teaching text from the pack's manifest.
    const own = rows.filter((lesson) => lesson.formationId === id);
    const catalogue = {
      formation: formationRows.find((formation) => formation.id === id) ?? null,
      modules: moduleRows.filter((module) => module.formationId === id),
      lessons: own.map((lesson) => ({ id: lesson.id, module_id: lesson.moduleId, title: lesson.title })),
    };
    const texts = packTexts(catalogue, own);
    packs.set(id, { index, texts });
  }
});
afterAll(() => t.close());

const topFormation = (index: GuideIndex, text: string) => {
  const retrieval = retrieve(index, text, detectLanguage(text, 'fr'));
  return retrieval.known ? (retrieval.formations[0]?.id ?? null) : null;
};

describe('the offline search index of a formation', () => {
  it('reads back, field by field, the terms and lengths the server indexes', async () => {
    const drip = ids.get('drip-irrigation-design-maintenance') ?? '';
    const index = packs.get(drip)?.index;
    expect(index?.formation_id).toBe(drip);
    const [lesson] = (await t.database.db.select().from(lessons)).filter((row) => row.formationId === drip);
    for (const language of LANGUAGES) {
      const read = readSearchIndex(packs.get(drip) as DownloadedPack, language);
      expect(read.matches).toBe(true);
      const passage = read.passages.find((entry) => entry.i === lesson?.id);
      expect(passage?.h).toBe(pickLanguage(lesson?.title ?? { ar: '', fr: '', en: '' }, language));
      // The teaching text: every stemmed term with its count, and the length MiniSearch gives the field.
      const about = pickLanguage(lesson?.about ?? { ar: '', fr: '', en: '' }, language);
      const expected = new Map<string, number>();
      for (const word of words(about)) {
        const term = indexTerm(word, language);
        if (term !== null) expected.set(term, (expected.get(term) ?? 0) + 1);
      }
      const decoded = passage?.fields[FIELDS.indexOf('teaching')];
      expect(decoded?.counts).toEqual(expected);
      expect(decoded?.length).toBe(new Set(words(about)).size);
      expect(expected.size).toBeGreaterThan(5);
    }
  });

  it('carries no text the phone holds: at most a tenth of the formation texts in bytes', async () => {
    const text = (value: Record<string, string>) => LANGUAGES.map((language) => value[language] ?? '');
    const rows = await t.database.db.select().from(lessons);
    const moduleRows = await t.database.db.select().from(modules);
    for (const formation of await t.database.db.select().from(formations)) {
      const all = [
        ...text(formation.title),
        ...text(formation.description),
        ...moduleRows.filter((row) => row.formationId === formation.id).flatMap((row) => text(row.title)),
        ...rows
          .filter((row) => row.formationId === formation.id)
          .flatMap((row) => [...text(row.title), ...text(row.summary), ...text(row.about)]),
      ].join('\n');
      const file = await formationSearchIndex(t.database.db, formation.id);
      expect(file.bytes.length, formation.slug).toBeLessThanOrEqual(Buffer.byteLength(all, 'utf8') * 0.1);
      // No lesson title travels in it: the phone has them in its catalogue mirror.
      const json = gunzipSync(file.bytes).toString('utf8');
      for (const row of rows.filter((lesson) => lesson.formationId === formation.id)) expect(json).not.toContain(row.title.fr);
    }
  });

  it('codes the collection counts one character a term, larger counts escaped', () => {
    const counts = [0, 1, 88, 89, 0, 1234, 7];
    const coded = encodeCounts(counts);
    expect(coded).not.toMatch(/["\\]/);
    expect(decodeCounts(coded, counts.length)).toEqual(counts);
    expect(decodeCounts(coded, counts.length + 2)).toEqual([...counts, 0, 0]);
  });

  it('still answers, without the server statistics, when the titles on the phone are not those of the index', () => {
    const drip = ids.get('drip-irrigation-design-maintenance') ?? '';
    const pack = packs.get(drip) as DownloadedPack;
    const edited: DownloadedPack = { ...pack, texts: { ...pack.texts, title: { ar: 'زقزوق', fr: 'Quokka', en: 'Quokka' } } };
    for (const language of LANGUAGES) {
      expect(readSearchIndex(pack, language).matches).toBe(true);
      const read = readSearchIndex(edited, language);
      expect(read.matches).toBe(false);
      expect(read.g.every((field) => field.every((count) => count === 0))).toBe(true);
    }
    const retrieval = retrieve(guideIndexFromPacks(Engine, [edited]), 'كيفاش نسقي الطماطم بالكوت كوت؟', 'ar');
    expect(retrieval.known).toBe(true);
    expect(retrieval.formations[0]?.id).toBe(drip);
  });

  it('is built once per catalogue state: the same bytes for the manifest and the download', async () => {
    const drip = ids.get('drip-irrigation-design-maintenance') ?? '';
    const first = await formationSearchIndex(t.database.db, drip);
    const second = await formationSearchIndex(t.database.db, drip);
    expect(second.sha256).toBe(first.sha256);
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it('ranks like the server on the evaluation set when every formation is on the phone', async () => {
    const server = await knowledgeIndex(t.database.db);
    const phone = guideIndexFromPacks(Engine, [...packs.values()]);
    const differ: string[] = [];
    let right = 0;
    const slugOf = new Map([...ids].map(([slug, id]) => [id, slug]));
    for (const question of ANSWERABLE) {
      const onServer = topFormation(server, question.text);
      const onPhone = topFormation(phone, question.text);
      if (onPhone !== onServer) differ.push(`${question.text}: server ${slugOf.get(onServer ?? '')}, phone ${slugOf.get(onPhone ?? '')}`);
      if (slugOf.get(onPhone ?? '') === question.formation) right += 1;
    }
    console.info(
      `offline index: ${ANSWERABLE.length - differ.length}/${ANSWERABLE.length} questions ranked as on the server; right first ${right}`,
    );
    // The index carries the server's collection statistics, so the phone's first formation is the server's for every question.
    expect(differ, differ.join('\n')).toEqual([]);
    expect(right / ANSWERABLE.length).toBeGreaterThanOrEqual(0.9);
  });

  it('answers from the one formation downloaded: its questions, with the passage and the lesson link', () => {
    const drip = ids.get('drip-irrigation-design-maintenance') ?? '';
    const phone = guideIndexFromPacks(Engine, [packs.get(drip) as DownloadedPack]);
    const questions = ANSWERABLE.filter((question) => question.formation === 'drip-irrigation-design-maintenance');
    let right = 0;
    for (const question of questions) if (topFormation(phone, question.text) === drip) right += 1;
    expect(right / questions.length).toBeGreaterThanOrEqual(0.9);
    const retrieval = retrieve(phone, 'كيفاش نسقي الطماطم بالكوت كوت؟', 'ar');
    expect(retrieval.known).toBe(true);
    const lesson = retrieval.formations[0]?.lesson;
    expect(lesson?.url).toMatch(new RegExp(`^/course/${drip}/study\\?lesson=`));
    expect(lesson?.quote.length).toBeGreaterThan(20);
  });
});

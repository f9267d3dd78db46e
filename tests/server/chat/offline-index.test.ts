import { gunzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guideIndexFromPacks,
  packLessonTexts,
  readSearchIndex,
  type CompactSearchIndex,
  type DownloadedPack,
} from '../../../contract/chat-search/compact-index';
import { FIELDS, type SearchEngineClass } from '../../../contract/chat-search/engine';
import { retrieve, type GuideIndex } from '../../../contract/chat-search/retrieval';
import { detectLanguage, indexTerm, words } from '../../../contract/chat-search/text-analysis';
import { LANGUAGES } from '../../../contract/constants';
import { pickLanguage } from '../../../contract/pick-language';
import { lessons } from '../../../server/db/schema/catalogue';
import { formationSearchIndex, knowledgeIndex } from '../../../server/modules/chat/knowledge';
import { createTestApp, type TestApp } from '../helpers';
import { ANSWERABLE } from './questions';
import { seedCatalogueRows } from './seed-catalogue';

/**
 * The offline assistant's index (issue 44, item 6): what the server ships in each formation's offline pack,
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
  for (const id of ids.values()) {
    const file = await formationSearchIndex(t.database.db, id);
    const index = JSON.parse(gunzipSync(file.bytes).toString('utf8')) as CompactSearchIndex;
    // What the phone has from the pack's manifest (each lesson's summary and teaching text), read by the phone's own code.
    const texts = packLessonTexts(rows.filter((lesson) => lesson.formationId === id));
    packs.set(id, { index, lessons: texts });
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
    console.info(`offline index: ${ANSWERABLE.length - differ.length}/${ANSWERABLE.length} questions ranked as on the server; right first ${right}`);
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

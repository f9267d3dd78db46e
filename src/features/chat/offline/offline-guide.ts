import MiniSearch from 'minisearch';
import { guideAnswerHtml, unknownAnswerHtml, type GuideTexts } from '../../../../contract/chat-search/answer';
import { escapeHtml } from '../../../../contract/chat-search/answer-html';
import {
  guideIndexFromPacks,
  SEARCH_INDEX_FORMAT,
  type CompactSearchIndex,
  type DownloadedPack,
  packTexts,
} from '../../../../contract/chat-search/compact-index';
import type { SearchEngineClass } from '../../../../contract/chat-search/engine';
import { retrieve, type GuideIndex } from '../../../../contract/chat-search/retrieval';
import { detectLanguage } from '../../../../contract/chat-search/text-analysis';
import type { Language } from '../../../../contract/constants';
import { mediaFileKey } from '../../../../contract/study';
import { publicDb } from '../../../data/db';
import { readOfflineMedia } from '../../../data/downloads/media-cache';
import { holdUserDb, type UserDatabase } from '../../../data/user-db';
import { i18n, loadNamespaces } from '../../../lib/i18n';

/**
 * The assistant with no network: the same retrieval as the server's built-in guide, over the
 * search indexes of the formations downloaded on this phone (one file of each offline pack). Loaded only
 * when a question is asked offline, so neither MiniSearch nor the lexicon weighs on any page before that.
 * Nothing is sent and nothing is counted: the daily quota is the server's, for the server's answers.
 */

const Engine = MiniSearch as unknown as SearchEngineClass;

/** The packs' indexes read and built once per set of downloaded versions. */
let cached: { key: string; index: GuideIndex | null } | null = null;

async function readIndex(blob: Blob): Promise<CompactSearchIndex | null> {
  const text = await new Response(blob.stream().pipeThrough(new DecompressionStream('gzip'))).text();
  const parsed = JSON.parse(text) as Partial<CompactSearchIndex>;
  return parsed.format === SEARCH_INDEX_FORMAT && typeof parsed.formation_id === 'string' && parsed.languages
    ? (parsed as CompactSearchIndex)
    : null;
}

async function downloadedPacks(db: UserDatabase): Promise<{ key: string; load: () => Promise<DownloadedPack[]> }> {
  const packs = (await db.download_packs.toArray()).filter((pack) => pack.status === 'complete');
  const catalogue = publicDb();
  const withIndex = (
    await Promise.all(
      packs.map(async (pack) => {
        const file = pack.files.find((entry) => entry.kind === 'search-index');
        if (!file) return [];
        // The titles come from the catalogue mirror the study page reads; a formation it does not know cannot be studied here either.
        const [formation, modules, lessons] = await Promise.all([
          catalogue.formations.get(pack.formation_id),
          catalogue.modules.where('formation_id').equals(pack.formation_id).toArray(),
          catalogue.lessons.where('formation_id').equals(pack.formation_id).toArray(),
        ]);
        if (!formation) return [];
        // A title edited in the mirror changes the passages: part of the key, so the index is built again.
        const stamp = [formation, ...modules, ...lessons].reduce((latest, row) => (row.updated_at > latest ? row.updated_at : latest), '');
        return [{ pack, file, catalogue: { formation, modules, lessons }, stamp: `${stamp}/${modules.length}/${lessons.length}` }];
      }),
    )
  ).flat();
  return {
    key: withIndex.map(({ pack, file, stamp }) => `${pack.formation_id}@${file.sha256}@${stamp}`).join('|'),
    load: async () => {
      const out: DownloadedPack[] = [];
      for (const { pack, file, catalogue: rows } of withIndex) {
        const blob = await readOfflineMedia(mediaFileKey(file.url));
        // The manifest gives the index's size: a file cut short or replaced is left out.
        if (!blob || blob.size !== file.size) continue;
        const index = await readIndex(blob).catch(() => null);
        if (!index) continue;
        // The lesson texts (summary, teaching text) come from the pack's manifest.
        const manifest = (await db.study_packs.get(pack.formation_id))?.manifest;
        out.push({ index, texts: packTexts(rows, manifest?.lessons ?? []) });
      }
      return out;
    },
  };
}

async function guideIndex(db: UserDatabase): Promise<GuideIndex | null> {
  const { key, load } = await downloadedPacks(db);
  if (cached?.key === key) return cached.index;
  const packs = await load();
  const index = packs.length > 0 ? guideIndexFromPacks(Engine, packs) : null;
  cached = { key, index };
  return index;
}

const GUIDE_KEYS: Array<keyof GuideTexts> = [
  'formationsIntro',
  'faqIntro',
  'helpIntro',
  'unknown',
  'contactHint',
  'contactLink',
  'faqLink',
  'lessonLabel',
  'lockedLesson',
  'enrolLink',
];

async function guideTexts(language: Language): Promise<{ texts: GuideTexts; notice: string; none: string }> {
  await loadNamespaces(language, ['chat']);
  const t = i18n.getFixedT(language, 'chat');
  const texts = Object.fromEntries(GUIDE_KEYS.map((key) => [key, t(`guide.${key}`)])) as unknown as GuideTexts;
  return { texts, notice: t('offlineAnswerNotice'), none: t('offlineNoPacks') };
}

export interface OfflineAnswer {
  html: string;
  answered: boolean;
}

/** The phone's answer to `question`, in the question's language, saying first that it comes from the downloaded lessons only. */
export async function answerOffline(learnerId: string | null, question: string, interfaceLanguage: Language): Promise<OfflineAnswer> {
  const language = detectLanguage(question, interfaceLanguage);
  const { texts, notice, none } = await guideTexts(language);
  const noticeHtml = `<p><em>${escapeHtml(notice)}</em></p>`;
  // Packs are the signed-in learner's (a visitor has none); the database is held only while it is read.
  const held = learnerId ? holdUserDb(learnerId) : null;
  let index: GuideIndex | null;
  try {
    index = held ? await guideIndex(held.db) : null;
  } finally {
    held?.release();
  }
  if (!index) return { html: `${noticeHtml}<p>${escapeHtml(none)}</p>`, answered: false };
  const retrieval = retrieve(index, question, language);
  if (!retrieval.known) return { html: noticeHtml + unknownAnswerHtml(texts), answered: false };
  return { html: noticeHtml + guideAnswerHtml(retrieval, texts), answered: true };
}

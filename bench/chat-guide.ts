/**
 * The built-in chat guide (server/modules/chat): builds the real app on an in-memory PGlite with the demo
 * catalogue, then prints the retrieval (MiniSearch) index's size and build time, and the answer time of the guide, both
 * for the search alone and for POST /api/chat/send-message through the HTTP stack (inject), over questions
 * in the three languages. With a build in dist/, it also prints the widget's gzipped size (its lazy chunk
 * and stylesheet). It also runs the evaluation set (tests/server/chat/questions.ts) and prints, per way of
 * writing (Modern Standard Arabic, Darija, Arabizi, French, English): the share of questions whose first
 * formation is the right one, the share whose best lesson is the expected one, the share of unanswerable
 * questions answered anyway, and the median retrieval time. Prints one JSON object; it never fails on time.
 *
 *   node --import tsx bench/chat-guide.ts
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type MiniSearch from 'minisearch';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { formationSearchIndex, knowledgeIndex } from '../server/modules/chat/knowledge';
import { formations, lessons, modules } from '../server/db/schema/catalogue';
import { LANGUAGES } from '../contract/constants';
import { retrieve } from '../contract/chat-search/retrieval';
import { runStartupTasks } from '../server/startup';
import { evaluateGuide } from '../tests/server/chat/evaluation';

const QUESTIONS = [
  ['ar', 'كيف أبدأ تربية النحل؟'],
  ['ar', 'كيف أصنع السماد العضوي؟'],
  ['fr', 'Comment dimensionner une pompe solaire ?'],
  ['fr', 'Le certificat est-il reconnu ?'],
  ['en', 'How do I keep drip emitters from clogging?'],
  ['en', 'Can drones spray my fields?'],
] as const;
const ROUNDS = Number(process.env.BENCH_CHAT_ROUNDS ?? 20);

const round = (value: number) => Math.round(value * 100) / 100;
function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, median_ms: round(at(0.5)), p95_ms: round(at(0.95)), max_ms: round(sorted.at(-1) ?? 0) };
}

function widgetSize() {
  const assets = path.join(import.meta.dirname, '..', 'dist', 'assets');
  if (!existsSync(assets)) return null;
  const gz = (name: string) => gzipSync(readFileSync(path.join(assets, name)), { level: 9 }).length;
  const files = readdirSync(assets).filter((name) => name.startsWith('chat-widget-'));
  return Object.fromEntries(files.map((name) => [name, round(gz(name) / 1024)]));
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-bench-'));
const config = { ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'silent' }), databaseUrl: 'memory://', staticDir: null };
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
const app = await buildApp({ config, database });
try {
  await runStartupTasks(app);
  await app.ready();
  const index = await knowledgeIndex(database.db);
  const byLanguage = Object.fromEntries(
    Object.entries(index.byLanguage).map(([language, languageIndex]) => {
      // The server builds its index with MiniSearch itself (knowledge.ts): its size figures are MiniSearch's.
      const engine = languageIndex.engine as unknown as MiniSearch;
      return [
        language,
        {
          passages: languageIndex.passages.length,
          terms: engine.termCount,
          // (term, field, passage) entries of MiniSearch's serialised index.
          postings: engine
            .toJSON()
            .index.reduce(
              (sum, [, byField]) => sum + Object.values(byField).reduce((fieldSum, docs) => fieldSum + Object.keys(docs).length, 0),
              0,
            ),
          json_kb: round(JSON.stringify(engine).length / 1024),
        },
      ];
    }),
  );

  const search: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [language, question] of QUESTIONS) {
      const started = performance.now();
      retrieve(index, question, language);
      search.push(performance.now() - started);
    }
  }

  const session = await app.inject({ method: 'POST', url: '/api/chat/start-session', headers: { 'x-device-id': 'bench-device' } });
  const sessionId = session.json<{ session_id: string }>().session_id;
  const http: number[] = [];
  // 18 questions: within the default daily quota of 20.
  for (let i = 0; i < 3; i += 1) {
    for (const [, question] of QUESTIONS) {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/chat/send-message',
        headers: { 'x-device-id': 'bench-device' },
        payload: { session_id: sessionId, message: question },
      });
      http.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`send-message answered ${response.statusCode}: ${response.body}`);
    }
  }

  // The offline assistant's index in each formation's pack against the pack's text (titles, description, module
  // and lesson titles, summaries and teaching texts, in the three languages, UTF-8): the target is at most 10 %.
  const allText = (value: Record<string, string>) => LANGUAGES.map((language) => value[language] ?? '');
  const moduleRows = await database.db.select().from(modules);
  const lessonRows = await database.db.select().from(lessons);
  const share = (part: number, whole: number) => Math.round((part / whole) * 1000) / 1000;
  const packs = [];
  for (const formation of await database.db.select().from(formations)) {
    const file = await formationSearchIndex(database.db, formation.id);
    const text = [
      ...allText(formation.title),
      ...allText(formation.description),
      ...moduleRows.filter((row) => row.formationId === formation.id).flatMap((row) => allText(row.title)),
      ...lessonRows
        .filter((row) => row.formationId === formation.id)
        .flatMap((row) => [...allText(row.title), ...allText(row.summary), ...allText(row.about)]),
    ].join('\n');
    const textBytes = Buffer.byteLength(text, 'utf8');
    const textGzip = gzipSync(text, { level: 9 }).length;
    packs.push({
      slug: formation.slug,
      text_bytes: textBytes,
      text_gzip_bytes: textGzip,
      index_bytes: file.bytes.length,
      index_json_bytes: gunzipSync(file.bytes).length,
      index_to_text: share(file.bytes.length, textBytes),
      index_to_text_gzip: share(file.bytes.length, textGzip),
    });
  }
  const totalText = packs.reduce((sum, pack) => sum + pack.text_bytes, 0);
  const totalIndex = packs.reduce((sum, pack) => sum + pack.index_bytes, 0);

  const evaluation = await evaluateGuide(database.db);
  const figures = (entry: (typeof evaluation)['overall']) => ({
    questions: entry.questions,
    right_formation_first: entry.right_formation_first,
    right_lesson: entry.right_lesson,
    unanswerable: entry.unanswerable,
    false_answers: entry.false_answers,
    median_ms: entry.median_ms,
  });

  console.log(
    JSON.stringify(
      {
        evaluation: {
          overall: figures(evaluation.overall),
          by_way: Object.fromEntries(Object.entries(evaluation.byWay).map(([way, entry]) => [way, figures(entry)])),
          misses: evaluation.misses.map((miss) => `${miss.way}: ${miss.text} → ${miss.got ?? 'no answer'} (expected ${miss.expected})`),
          false_answers: evaluation.falseAnswers.map((answer) => `${answer.way}: ${answer.text} → ${answer.got ?? '?'}`),
        },
        index: { build_ms: round(index.buildMs), by_language: byLanguage },
        retrieval_only: stats(search),
        send_message_inject: stats(http),
        widget_gzip_kb: widgetSize(),
        offline_index: {
          target_index_to_text: 0.1,
          total: { text_bytes: totalText, index_bytes: totalIndex, index_to_text: share(totalIndex, totalText) },
          by_pack: packs,
        },
      },
      null,
      2,
    ),
  );
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

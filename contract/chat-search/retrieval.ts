import type { Language } from '../constants';
import { search, type LanguageIndex, type Passage, type SearchHit } from './engine';
import { toStandardArabic } from './dialect';
import { terms } from './text-analysis';

/**
 * What one question finds: the formations that answer it (each with its best passage), and the best
 * FAQ or help entry. Both providers use it: the built-in guide answers with it, the OpenAI-compatible
 * one is grounded on it.
 */
/** One index per language: the server's of the whole academy, or the phone's of its downloaded formations. */
export interface GuideIndex {
  byLanguage: Record<Language, LanguageIndex>;
}

export interface FoundLesson {
  id: string;
  title: string;
  /** The lesson in the study view when anyone may read it, else the formation's enrolment page. */
  url: string;
  /** The one or two sentences of its teaching text that answer best; empty when the lesson is for enrolled learners. */
  quote: string;
  open: boolean;
}

export interface FoundFormation {
  id: string;
  title: string;
  url: string;
  /** The sentence of its best passage that shares most words with the question. */
  excerpt: string;
  score: number;
  /** Its lesson that answers best, when one matched. */
  lesson: FoundLesson | null;
}

export interface Retrieval {
  language: Language;
  formations: FoundFormation[];
  /** The best FAQ or help entry, when it answers as well as the formations do. */
  page: Passage | null;
  /** The page entry answers better than any formation (a question about the academy itself). */
  pageFirst: boolean;
  /** False when nothing in the academy answers the question: the guide says it does not know. */
  known: boolean;
  /** Share of the question's weight the best formation or page covers (see `retrieve`), 0 to 1. */
  confidence: number;
}

const MAX_FORMATIONS = 3;
/** A formation is listed when it scores at least this share of the best one. */
const FORMATION_SHARE = 0.35;
/** The page entry is shown when it scores at least this share of the best passage. */
const PAGE_SHARE = 0.8;
/**
 * When the guide answers (calibrated on tests/server/chat/questions.ts, `npm run bench:chat`). A formation or
 * page answers when it covers at least MIN_COVERAGE of the question's weight (idf) and its score times that
 * coverage reaches MIN_EVIDENCE: a strong match on part of the question, or a fair one on all of it. A word
 * the index does not know weighs UNKNOWN_WEIGHT times the question's average known word (before: as the
 * rarest word, with half the weight required, so one unknown word sank the answer). Measured on the 124 + 20
 * questions: the rightly ranked formations' evidence is 13.6 or more but two (5.3, 5.4), the unanswerable
 * questions' 8.0 or less but one (16.0, "the best smartphone to buy this year" meets "the beekeeping year").
 */
const UNKNOWN_WEIGHT = 2;
const MIN_COVERAGE = 0.25;
const MIN_EVIDENCE = 10.5;
const EXCERPT_MAX = 240;
const QUOTE_MAX = 360;

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?؟۔])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The sentence of `text` sharing most stemmed words with the question (the first one on a tie). */
export function bestSentence(text: string, queryTerms: ReadonlySet<string>, language: Language): string {
  return shorten(bestSentences(text, queryTerms, language, 1), EXCERPT_MAX);
}

/** The `count` consecutive sentences of `text` sharing most stemmed words with the question (the first on a tie). */
function bestSentences(text: string, queryTerms: ReadonlySet<string>, language: Language, count: number): string {
  const all = sentences(text);
  const shared = all.map((sentence) => new Set(terms(sentence, language).filter((term) => queryTerms.has(term))));
  let best = 0;
  let bestCount = -1;
  for (let start = 0; start < all.length; start += 1) {
    const union = new Set(shared.slice(start, start + count).flatMap((set) => [...set]));
    if (union.size > bestCount) {
      best = start;
      bestCount = union.size;
    }
  }
  return all.slice(best, best + count).join(' ');
}

const answers = (coverage: number, score: number) => coverage >= MIN_COVERAGE && coverage * score >= MIN_EVIDENCE;

function foundLesson(
  passage: Passage,
  queryTerms: ReadonlySet<string>,
  language: Language,
  readable: (formationId: string) => boolean,
): FoundLesson | null {
  const lesson = passage.lesson;
  const formationId = passage.formationId;
  if (!lesson || !formationId) return null;
  // A paid lesson's teaching text is for its enrolled learners: anyone else gets its title and the enrolment page.
  const open = lesson.open || readable(formationId);
  const url = open ? `/course/${formationId}/study?lesson=${lesson.id}` : `/course/${formationId}/enroll`;
  const quote = open ? shorten(bestSentences(lesson.about, queryTerms, language, 2), QUOTE_MAX) : '';
  return { id: lesson.id, title: lesson.title, url, quote, open };
}

/**
 * What the academy says about `question`: BM25 over the passages (MiniSearch, fields boosted), a formation
 * scored term by term at its best passages, and an answer only when a formation or page `answers` (above).
 * An Arabic question is first brought to the lessons' Standard words (Darija, Arabizi: dialect.ts).
 * `readable` tells whether the asker may read a paid formation's lessons (an active enrolment): then they are quoted too.
 */
export function retrieve(
  index: GuideIndex,
  question: string,
  language: Language,
  readable: (formationId: string) => boolean = () => false,
): Retrieval {
  const languageIndex = index.byLanguage[language];
  const known = (term: string) => languageIndex.vocabulary.has(term);
  const text = language === 'ar' ? toStandardArabic(question, known) : question;
  const queryTerms = terms(text, language);
  const unique = new Set(queryTerms);
  const { hits, weight, termScores } = search(languageIndex, queryTerms);
  const top = hits[0];
  const knownTerms = [...unique].filter(known);
  const knownWeight = knownTerms.reduce((sum, term) => sum + weight(term), 0);
  // A word the index does not know weighs UNKNOWN_WEIGHT times the question's average known word: it lowers the coverage without sinking it.
  const unknownWeight = knownTerms.length > 0 ? (knownWeight / knownTerms.length) * UNKNOWN_WEIGHT : 1;
  const totalWeight = knownWeight + (unique.size - knownTerms.length) * unknownWeight;
  const coverage = (matched: ReadonlySet<string>) => [...matched].reduce((sum, term) => sum + weight(term), 0) / (totalWeight || 1);
  // Each query term counts once per formation, at its best passage there: a formation strong on every word beats one lesson repeating one word.
  const termWise = (formationHits: readonly SearchHit[]) => {
    let sum = 0;
    for (const scores of termScores.values()) sum += Math.max(0, ...formationHits.map((hit) => scores.get(hit.passage) ?? 0));
    return sum;
  };
  // Coverage is judged per formation (its passages together) and per page entry.
  const byFormation = new Map<string, { first: Passage; hits: SearchHit[]; matched: Set<string> }>();
  for (const hit of hits) {
    const id = hit.passage.formationId;
    if (!id) continue;
    const entry = byFormation.get(id) ?? { first: hit.passage, hits: [], matched: new Set<string>() };
    entry.hits.push(hit);
    for (const term of hit.matched) entry.matched.add(term);
    byFormation.set(id, entry);
  }
  // A formation's score: each query term at its best passage there, summed.
  const ranked = [...byFormation.entries()]
    .map(([id, entry]) => ({
      id,
      passage: entry.first,
      lesson: entry.hits.find((hit) => hit.passage.kind === 'lesson')?.passage ?? null,
      score: termWise(entry.hits),
      coverage: coverage(entry.matched),
    }))
    .sort((a, b) => b.score - a.score);
  const bestScore = ranked[0]?.score ?? 0;
  const formations: FoundFormation[] = ranked
    .filter((candidate) => answers(candidate.coverage, candidate.score) && candidate.score >= FORMATION_SHARE * bestScore)
    .slice(0, MAX_FORMATIONS)
    .map(({ id, passage, lesson, score }) => ({
      id,
      title: passage.title,
      url: `/course/${id}`,
      excerpt: bestSentence(passage.text, unique, language),
      score,
      lesson: lesson ? foundLesson(lesson, unique, language, readable) : null,
    }));
  const pageHit = hits.find((hit) => hit.passage.kind === 'faq' || hit.passage.kind === 'help');
  const pageCoverage = pageHit ? coverage(pageHit.matched) : 0;
  const page = pageHit && answers(pageCoverage, pageHit.score) && pageHit.score >= PAGE_SHARE * (top?.score ?? 0) ? pageHit.passage : null;
  const pageFirst = page !== null && pageHit !== undefined && pageHit.score > (formations[0]?.score ?? 0);
  const confidence = Math.max(ranked[0]?.coverage ?? 0, pageCoverage);
  return { language, formations, page, pageFirst, known: unique.size > 0 && (formations.length > 0 || page !== null), confidence };
}

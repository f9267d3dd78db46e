import type { Language } from '../../../contract/constants';
import { search, type KnowledgeIndex, type Passage, type SearchHit } from './knowledge';
import { terms } from './text-analysis';

/**
 * What one question finds: the formations that answer it (each with its best passage), and the best
 * FAQ or help entry. Both providers use it: the built-in guide answers with it, the OpenAI-compatible
 * one is grounded on it.
 */
export interface FoundFormation {
  id: string;
  title: string;
  url: string;
  /** The sentence of its best passage that shares most words with the question. */
  excerpt: string;
  score: number;
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
}

const MAX_FORMATIONS = 3;
/** A formation is listed when it scores at least this share of the best one. */
const FORMATION_SHARE = 0.35;
/** The page entry is shown when it scores at least this share of the best passage. */
const PAGE_SHARE = 0.8;
/** Share of the question's weight (idf) the best passage must cover to count as an answer. */
const MIN_COVERAGE = 0.5;
const EXCERPT_MAX = 240;

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
  let best = '';
  let bestCount = -1;
  for (const sentence of sentences(text)) {
    const count = new Set(terms(sentence, language).filter((term) => queryTerms.has(term))).size;
    if (count > bestCount) {
      best = sentence;
      bestCount = count;
    }
  }
  return shorten(best, EXCERPT_MAX);
}

export function retrieve(index: KnowledgeIndex, question: string, language: Language): Retrieval {
  const languageIndex = index.byLanguage[language];
  const queryTerms = terms(question, language);
  const unique = new Set(queryTerms);
  const { hits, weight } = search(languageIndex, queryTerms);
  const top = hits[0];
  const totalWeight = [...unique].reduce((sum, term) => sum + weight(term), 0);
  const coverage = (hit: SearchHit) => [...hit.matched].reduce((sum, term) => sum + weight(term), 0) / (totalWeight || 1);
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
  // A formation's score: its best passage, plus half its second best (a formation about the topic throughout beats one lucky lesson).
  const ranked = [...byFormation.entries()]
    .map(([id, entry]) => ({
      id,
      passage: entry.first,
      score: (entry.hits[0]?.score ?? 0) + 0.5 * (entry.hits[1]?.score ?? 0),
      coverage: coverage({ passage: entry.first, score: 0, matched: entry.matched }),
    }))
    .sort((a, b) => b.score - a.score);
  const bestScore = ranked[0]?.score ?? 0;
  const formations: FoundFormation[] = ranked
    .filter((candidate) => candidate.coverage >= MIN_COVERAGE && candidate.score >= FORMATION_SHARE * bestScore)
    .slice(0, MAX_FORMATIONS)
    .map(({ id, passage, score }) => ({ id, title: passage.title, url: `/course/${id}`, excerpt: bestSentence(passage.text, unique, language), score }));
  const pageHit = hits.find((hit) => hit.passage.kind === 'faq' || hit.passage.kind === 'help');
  const page = pageHit && coverage(pageHit) >= MIN_COVERAGE && pageHit.score >= PAGE_SHARE * (top?.score ?? 0) ? pageHit.passage : null;
  const pageFirst = page !== null && pageHit !== undefined && pageHit.score > (formations[0]?.score ?? 0);
  return { language, formations, page, pageFirst, known: unique.size > 0 && (formations.length > 0 || page !== null) };
}


import bidiFactory from 'bidi-js';

/**
 * One line of mixed-direction text split into direction runs, in the order they are drawn from left to
 * right (Unicode Bidirectional Algorithm, rules L1-L4, via bidi-js). PDF text has no layout engine of its
 * own: each run is shaped whole by the font (fontkit turns an Arabic run into joined glyphs in visual
 * order), and the runs are placed one after another, so "2025" and a Latin name inside an Arabic line
 * keep their own left-to-right order.
 */
export interface DirectionRun {
  text: string;
  rtl: boolean;
}

const bidi = bidiFactory();

/** Left-to-right isolate (U+2066 … U+2069): a value inside keeps its own order whatever surrounds it. */
export const isolateLtr = (text: string): string => `\u2066${text}\u2069`;
/** The isolate marks steer the algorithm but have no glyph: they are not drawn. */
const ISOLATE_MARK = /[\u2066-\u2069]/;

export function visualRuns(line: string, base: 'ltr' | 'rtl'): DirectionRun[] {
  if (line === '') return [];
  const embedding = bidi.getEmbeddingLevels(line, base);
  const { levels } = embedding;
  // Brackets and similar pairs face the other way inside right-to-left text (rule L4).
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  // UTF-16 units, as bidi-js counts them; both halves of a surrogate pair share a level, so stay together.
  const chars = line.split('').map((char, index) => (ISOLATE_MARK.test(char) ? '' : (mirrored.get(index) ?? char)));

  // Runs of one level, in logical order.
  const runs: { text: string; level: number }[] = [];
  let start = 0;
  for (let index = 1; index <= line.length; index += 1) {
    if (index === line.length || levels[index] !== levels[start]) {
      runs.push({ text: chars.slice(start, index).join(''), level: levels[start] ?? 0 });
      start = index;
    }
  }

  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence at or above it.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : Number.POSITIVE_INFINITY)));
  let ordered = runs;
  for (let level = highest; level >= lowestOdd && level > 0; level -= 1) {
    const next: typeof runs = [];
    let index = 0;
    while (index < ordered.length) {
      if ((ordered[index]?.level ?? 0) < level) {
        next.push(ordered[index] as (typeof runs)[number]);
        index += 1;
        continue;
      }
      let end = index;
      while (end < ordered.length && (ordered[end]?.level ?? 0) >= level) end += 1;
      next.push(...ordered.slice(index, end).reverse());
      index = end;
    }
    ordered = next;
  }
  return ordered.filter((run) => run.text !== '').map((run) => ({ text: run.text, rtl: run.level % 2 === 1 }));
}

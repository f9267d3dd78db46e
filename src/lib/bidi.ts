/**
 * Direction isolation for text the app did not write (names, e-mails, dates, titles, amounts) when it
 * goes into a translated sentence. The value is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL
 * ISOLATE, the plain-text form of <bdi>: it takes its direction from its own first strong letter and
 * cannot pull its neighbours into it, so "Amina T." and "24/11/2026" keep their order inside Arabic.
 * Strings that stay strings (toasts, titles, aria-labels) are right as they are; `BidiText`
 * (src/ui/bidi-text.tsx) turns the marks into <bdi> elements when it renders them.
 */
export const FSI = '\u2068';
export const PDI = '\u2069';

export function isolate(value: string | number): string {
  return `${FSI}${value}${PDI}`;
}

export interface BidiPiece {
  text: string;
  /** True for a piece that was wrapped by `isolate` (its marks removed). */
  isolated: boolean;
}

/**
 * Splits a string at its outermost isolates. Marks nested inside an isolate stay as characters (the
 * browser still honours them); an unbalanced mark is kept as text rather than dropped.
 */
export function splitIsolates(text: string): BidiPiece[] {
  const pieces: BidiPiece[] = [];
  let plain = '';
  let index = 0;
  while (index < text.length) {
    if (text[index] === FSI) {
      const end = matchingPdi(text, index);
      if (end !== -1) {
        if (plain) pieces.push({ text: plain, isolated: false });
        plain = '';
        pieces.push({ text: text.slice(index + 1, end), isolated: true });
        index = end + 1;
        continue;
      }
    }
    plain += text[index];
    index += 1;
  }
  if (plain) pieces.push({ text: plain, isolated: false });
  return pieces;
}

function matchingPdi(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === FSI) depth += 1;
    else if (text[index] === PDI) {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

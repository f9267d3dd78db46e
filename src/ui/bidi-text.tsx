import { Fragment, type ReactNode } from 'react';
import { splitIsolates } from '../lib/bidi';

/**
 * A translated sentence whose data values were wrapped with `isolate()` (src/lib/bidi.ts): each value
 * is rendered as its own <bdi>, so a Latin name or a date in an Arabic sentence stays in reading order,
 * and the page's text carries no invisible marks (copying, searching and tests see plain text).
 */
export function BidiText({
  text,
  dir,
}: {
  text: string;
  /** For values with no letter to judge by, such as phone numbers: "ltr". */ dir?: 'ltr' | 'rtl';
}) {
  return (
    <>
      {splitIsolates(text).map((piece, index) =>
        piece.isolated ? (
          <bdi key={index} dir={dir}>
            {piece.text}
          </bdi>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * A by-line such as "Amina T. · 24 Nov 2026": every part isolated on its own, so in an Arabic page the
 * author comes first (on the right) and the date keeps its digits in order, whatever script each uses.
 */
export function ByLine({ parts, className }: { parts: readonly ReactNode[]; className?: string }) {
  return (
    <p className={className}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? ' · ' : null}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </p>
  );
}

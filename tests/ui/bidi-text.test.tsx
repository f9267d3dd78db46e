// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FSI, isolate, PDI, splitIsolates } from '../../src/lib/bidi';
import { BidiText, ByLine } from '../../src/ui/bidi-text';

afterEach(cleanup);

describe('isolate / splitIsolates', () => {
  it('wraps a value in first-strong isolate marks, the plain-text form of <bdi>', () => {
    expect(isolate('Amina T.')).toBe(`${FSI}Amina T.${PDI}`);
    expect(isolate(2026)).toBe(`${FSI}2026${PDI}`);
  });

  it('splits a sentence into its plain text and its isolated values', () => {
    const sentence = `مرحبا ${isolate('Amina T.')}، عضو منذ ${isolate('24/11/2026')}.`;
    expect(splitIsolates(sentence)).toEqual([
      { text: 'مرحبا ', isolated: false },
      { text: 'Amina T.', isolated: true },
      { text: '، عضو منذ ', isolated: false },
      { text: '24/11/2026', isolated: true },
      { text: '.', isolated: false },
    ]);
  });

  it('keeps nested isolates inside the outer one and leaves an unbalanced mark as text', () => {
    expect(splitIsolates(`a ${isolate(`x ${isolate('y')}`)} b`)).toEqual([
      { text: 'a ', isolated: false },
      { text: `x ${FSI}y${PDI}`, isolated: true },
      { text: ' b', isolated: false },
    ]);
    expect(splitIsolates(`a ${FSI}b`)).toEqual([{ text: `a ${FSI}b`, isolated: false }]);
    expect(splitIsolates('')).toEqual([]);
  });
});

describe('BidiText', () => {
  it('renders each isolated value as its own <bdi> and leaves no invisible marks in the page', () => {
    const { container } = render(
      <p>
        <BidiText text={`بقلم ${isolate('Amina T.')} في ${isolate('24/11/2026')}`} />
      </p>,
    );
    const paragraph = container.querySelector('p') as HTMLParagraphElement;
    expect([...paragraph.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['Amina T.', '24/11/2026']);
    expect(paragraph.textContent).toBe('بقلم Amina T. في 24/11/2026');
    expect(paragraph.textContent).not.toMatch(/[\u2068\u2069]/);
  });

  it('renders a sentence without values as plain text', () => {
    const { container } = render(<BidiText text="No data here." />);
    expect(container.innerHTML).toBe('No data here.');
  });
});

describe('ByLine', () => {
  it('isolates every part on its own, author first, separated by a middle dot', () => {
    const { container } = render(<ByLine className="by" parts={['Amina T.', <time dateTime="2026-11-24">24/11/2026</time>]} />);
    const line = container.querySelector('p.by') as HTMLParagraphElement;
    const parts = [...line.children];
    expect(parts.map((part) => part.tagName)).toEqual(['BDI', 'BDI']);
    expect(parts.map((part) => part.textContent)).toEqual(['Amina T.', '24/11/2026']);
    expect(parts[1]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-24');
    expect(line.textContent).toBe('Amina T. · 24/11/2026');
  });
});

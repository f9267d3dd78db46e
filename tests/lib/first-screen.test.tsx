// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function Probe({ useAfter }: { useAfter: () => boolean }) {
  return <p>{useAfter() ? 'below the fold' : 'first screen only'}</p>;
}

describe('the first screen (src/lib/first-screen.ts)', () => {
  afterEach(cleanup);

  beforeEach(() => {
    // A fresh module: tests/setup.ts marked the shared one as painted.
    vi.resetModules();
  });

  it('keeps below-the-fold content out of the first render until the first screen is painted', async () => {
    const { useAfterFirstScreen, markFirstScreenPainted, whenFirstScreenPainted } = await import('../../src/lib/first-screen');
    render(<Probe useAfter={useAfterFirstScreen} />);
    expect(screen.getByText('first screen only')).toBeInTheDocument();
    await act(async () => {
      markFirstScreenPainted();
      await whenFirstScreenPainted();
    });
    expect(screen.getByText('below the fold')).toBeInTheDocument();
  });

  it('renders everything at once for screens mounted after the first paint', async () => {
    const { useAfterFirstScreen, markFirstScreenPainted } = await import('../../src/lib/first-screen');
    markFirstScreenPainted();
    render(<Probe useAfter={useAfterFirstScreen} />);
    expect(screen.getByText('below the fold')).toBeInTheDocument();
  });
});

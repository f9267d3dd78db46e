// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function Probe({ useAfter, stage = 0 }: { useAfter: (stage?: number) => boolean; stage?: number }) {
  return <p>{useAfter(stage) ? `stage ${stage} drawn` : `stage ${stage} waiting`}</p>;
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
    expect(screen.getByText('stage 0 waiting')).toBeInTheDocument();
    await act(async () => {
      markFirstScreenPainted();
      await whenFirstScreenPainted();
    });
    expect(screen.getByText('stage 0 drawn')).toBeInTheDocument();
  });

  it('draws later stages in later frames, one after the other', async () => {
    const { useAfterFirstScreen, markFirstScreenPainted } = await import('../../src/lib/first-screen');
    render(
      <>
        <Probe useAfter={useAfterFirstScreen} stage={0} />
        <Probe useAfter={useAfterFirstScreen} stage={2} />
      </>,
    );
    act(() => markFirstScreenPainted());
    await waitFor(() => expect(screen.getByText('stage 0 drawn')).toBeInTheDocument());
    expect(screen.getByText('stage 2 waiting')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('stage 2 drawn')).toBeInTheDocument());
  });

  it('renders everything at once for screens mounted after the first paint', async () => {
    const { useAfterFirstScreen, markFirstScreenPainted } = await import('../../src/lib/first-screen');
    markFirstScreenPainted();
    render(<Probe useAfter={useAfterFirstScreen} stage={3} />);
    expect(screen.getByText('stage 3 drawn')).toBeInTheDocument();
  });
});

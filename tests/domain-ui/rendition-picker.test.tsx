// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, setLanguage } from '../../src/lib/i18n';
import { formatSize } from '../../src/lib/format-size';
import { RenditionPicker } from '../../src/domain-ui/rendition-picker';

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['common']);
});
afterEach(cleanup);

describe('rendition picker', () => {
  it('leaves out "low data" when it costs as much as standard (no low-data file was made), showing standard as chosen', () => {
    render(
      <RenditionPicker
        sizes={{ low: 430_000, standard: 430_000, audio: 90_000 }}
        value="low"
        onChange={vi.fn()}
        language="en"
        legend="Video quality"
      />,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('radio', { name: /Low data/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Standard/ })).toBeChecked();
  });

  it('offers the three choices when each costs less, each labelled with the one size formatter’s figure', () => {
    render(
      <RenditionPicker
        sizes={{ low: 200_000, standard: 430_000, audio: 90_000 }}
        value="low"
        onChange={vi.fn()}
        language="en"
        legend="Video quality"
      />,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /Low data/ })).toBeChecked();
    // The formatter joins number and unit with a no-break space; the page's text is read with spaces folded.
    expect(screen.getByText(formatSize(430_000, 'en').replace(/\s/g, ' '))).toBeInTheDocument();
  });
});

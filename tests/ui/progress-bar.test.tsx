// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatValue } from '../../src/lib/format';
import { loadNamespaces, setLanguage } from '../../src/lib/i18n';
import { ProgressBar } from '../../src/ui/progress-bar';

afterEach(cleanup);

describe('percentages: one percent sign style per language', () => {
  it.each(['ar', 'fr', 'en'] as const)('a progress bar in %s writes its percentage as every other figure of the app', async (language) => {
    await setLanguage(language, { persist: false });
    await loadNamespaces(language, ['common']);
    const { container } = render(<ProgressBar value={40} label="x" showValue />);
    const written = formatValue(0.4, 'percent', language);
    expect(container.querySelector('.progress__value')?.textContent).toContain(written);
    expect(container.querySelector('progress')?.getAttribute('aria-valuetext')).toContain(written);
    // No second sign of another style ("40٪" beside "40 %").
    expect(container.querySelector('.progress__value')?.textContent?.match(/[%٪]/g)).toHaveLength(1);
  });
});

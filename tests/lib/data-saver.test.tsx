// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, setLanguage } from '../../src/lib/i18n';
import { RENDITION_STORAGE_KEY } from '../../src/lib/rendition-choice';
import { RenditionPicker } from '../../src/domain-ui/rendition-picker';

const fetched = vi.hoisted(() => [] as string[]);
vi.mock('ky', () => ({
  default: {
    get: (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response(''));
    },
  },
}));

const SIZES = { low: 19 * 1024 ** 2, standard: 34 * 1024 ** 2, audio: 2.4 * 1024 ** 2 };

/** The browser's data saver (`navigator.connection.saveData`, the script side of `Save-Data`). */
function browserSaveData(on: boolean | undefined) {
  Object.defineProperty(window.navigator, 'connection', {
    configurable: true,
    get: () => (on === undefined ? undefined : { saveData: on }),
  });
}

/** A fresh page: the modules start again, as after a reload (only storage survives). */
async function reload() {
  vi.resetModules();
  const choice = await import('../../src/lib/rendition-choice');
  const saver = await import('../../src/lib/data-saver');
  return { ...choice, ...saver };
}

beforeAll(async () => {
  await loadNamespaces('en', ['common']);
  await setLanguage('en');
});
beforeEach(() => {
  window.localStorage.clear();
  fetched.length = 0;
  browserSaveData(undefined);
});
afterEach(cleanup);

describe('data saver', () => {
  it('is on by default when the browser asks to save data, off otherwise, and the learner’s switch wins', async () => {
    browserSaveData(true);
    let page = await reload();
    expect(page.dataSaverOn()).toBe(true);
    page.storeDataSaver(false);
    expect(page.dataSaverOn()).toBe(false);

    window.localStorage.clear();
    browserSaveData(false);
    page = await reload();
    expect(page.dataSaverOn()).toBe(false);
    page.storeDataSaver(true);
    page = await reload();
    expect(page.dataSaverOn()).toBe(true);
  });

  it('starts videos in low data even when "standard" was remembered, and lets a heavier choice stand for this visit only', async () => {
    window.localStorage.setItem(RENDITION_STORAGE_KEY, 'standard');
    browserSaveData(true);
    let page = await reload();
    expect(page.readRenditionChoice()).toBe('low');

    function Chooser() {
      const [choice, choose] = page.useRenditionChoice();
      return <RenditionPicker sizes={SIZES} value={choice} onChange={choose} language="en" legend="Video quality" />;
    }
    render(<Chooser />);
    expect(screen.getByRole('radio', { name: /Low data/ })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /Standard/ }));
    expect(screen.getByRole('radio', { name: /Standard/ })).toBeChecked();

    // Next start: low data again.
    cleanup();
    page = await reload();
    expect(page.readRenditionChoice()).toBe('low');
  });

  it('keeps a remembered choice lighter than low data, and the remembered choice once data saver is off', async () => {
    window.localStorage.setItem(RENDITION_STORAGE_KEY, 'audio');
    let page = await reload();
    page.storeDataSaver(true);
    expect(page.readRenditionChoice()).toBe('audio');

    window.localStorage.setItem(RENDITION_STORAGE_KEY, 'standard');
    page = await reload();
    page.storeDataSaver(false);
    expect(page.readRenditionChoice()).toBe('standard');
  });

  it('switches the picker of an open screen to low data when turned on', async () => {
    window.localStorage.setItem(RENDITION_STORAGE_KEY, 'standard');
    const page = await reload();
    function Chooser() {
      const [choice, choose] = page.useRenditionChoice();
      return <RenditionPicker sizes={SIZES} value={choice} onChange={choose} language="en" legend="Video quality" />;
    }
    render(<Chooser />);
    expect(screen.getByRole('radio', { name: /Standard/ })).toBeChecked();
    act(() => page.storeDataSaver(true));
    expect(screen.getByRole('radio', { name: /Low data/ })).toBeChecked();
  });

  it('fetches no catalogue picture ahead of being seen', async () => {
    Object.defineProperty(window.navigator, 'serviceWorker', {
      configurable: true,
      get: () => ({ controller: {}, addEventListener: () => undefined }),
    });
    const { storeDataSaver } = await reload();
    storeDataSaver(true);
    const warmup = await import('../../src/features/catalogue/thumbnail-warmup');
    warmup.warmCatalogueThumbnails(['media/a', 'media/b']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).toEqual([]);

    storeDataSaver(false);
    warmup.warmCatalogueThumbnails(['media/a']);
    await vi.waitFor(() => expect(fetched).toEqual([expect.stringContaining('/media/a/')]), { timeout: 5000 });
  });
});

describe('the rendition picker with the learner’s price', () => {
  it('shows each choice’s cost beside its size', () => {
    render(
      <RenditionPicker
        sizes={SIZES}
        value="low"
        onChange={() => undefined}
        language="en"
        legend="Video quality"
        price={{ currency: 'MAD', per_gb: 10 }}
      />,
    );
    // 19 MB at 10 MAD per GB.
    expect(screen.getByRole('radio', { name: /Low data.*19\sMB.*≈ MAD\s0\.19/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Standard.*34\sMB.*≈ MAD\s0\.33/ })).toBeInTheDocument();
  });

  it('shows no cost without a price (a visitor)', () => {
    render(<RenditionPicker sizes={SIZES} value="low" onChange={() => undefined} language="en" legend="Video quality" />);
    expect(screen.getByRole('radio', { name: /Low data/ }).closest('label')?.textContent).not.toMatch(/≈/);
  });
});

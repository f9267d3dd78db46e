// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineManifest } from '../../../contract/study';
import { recordNetworkBytes, recordPackBytes } from '../../../src/data/data-cost/data-cost-store';
import { openUserDb, type UserDatabase } from '../../../src/data/user-db';
import { DownloadForOffline } from '../../../src/features/downloads/components/download-for-offline';
import { MonthUsage } from '../../../src/features/downloads/cost/month-usage';
import { DataPriceContext, type DataPriceValue } from '../../../src/lib/data-price';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { setSignedIn, setSignedOut, type SessionUser } from '../../../src/lib/session';
import { json, stubApi } from '../catalogue/support';

const COURSE = '0190eeee-0000-7000-8000-0000000000c2';
const LEARNER: SessionUser = {
  id: '0190eeee-0000-7000-8000-0000000000cd',
  first_name: 'Aïcha',
  last_name: 'Diallo',
  email: 'aicha@example.sn',
  phone: '+221771234567',
  member_since: '2025-01-01T00:00:00.000Z',
  roles: ['client'],
};
const ATTACHMENT = '/api/media/attachments/0190eeee-0000-7000-8000-0000000000c9?sig=s';
const manifest: OfflineManifest = {
  formation_id: COURSE,
  version: 'v1',
  generated_at: '2026-05-01T00:00:00.000Z',
  expires_at: '2099-01-01T00:00:00.000Z',
  files: [{ url: ATTACHMENT, size: 300 * 1024 ** 2, sha256: 'c'.repeat(64), kind: 'attachment', lesson_id: null }],
  lessons: [],
  attachments: [],
};

let db: UserDatabase;

function withPrice(value: DataPriceValue | null, children: ReactNode) {
  return (
    <MemoryRouter>
      <DataPriceContext.Provider value={value}>{children}</DataPriceContext.Provider>
    </MemoryRouter>
  );
}

beforeEach(async () => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
  setSignedIn('token-1', LEARNER);
  db = openUserDb(LEARNER.id);
  await Promise.all([db.study_packs.clear(), db.download_packs.clear(), db.data_usage.clear()]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSignedOut();
});

describe('the cost beside a download’s size', () => {
  it.each([
    [
      'fr',
      { currency: 'XOF', per_gb: 913 },
      /^Taille : 300\u00a0Mo$/,
      'Environ 267\u00a0F\u202fCFA de données mobiles (à 913\u00a0F\u202fCFA le Go).',
    ],
    ['en', { currency: 'MAD', per_gb: 10 }, /^Size: 300\u00a0MB$/, 'About MAD\u00a02.93 of mobile data (at MAD\u00a010.00 per GB).'],
    [
      'ar',
      { currency: 'MAD', per_gb: 10 },
      /300\u00a0م\.ب/,
      'حوالي \u200f2,93\u00a0د.م.\u200f من بيانات الهاتف (بسعر \u200f10,00\u00a0د.م.\u200f لكل جيغابايت).',
    ],
  ] as const)('in %s, at the learner’s price', async (language, price, size, cost) => {
    await setLanguage(language, { persist: false });
    await loadNamespaces(language, ['downloads', 'common']);
    stubApi(() => json(200, manifest));
    render(withPrice({ price, isDefault: true }, <DownloadForOffline formationId={COURSE} />));
    await waitFor(() => expect(document.querySelector('.offline-download__size')?.textContent).toMatch(size));
    const note = await screen.findByTestId('data-cost');
    // Bidi isolates around the figures are the page's business; the words and figures are these.
    expect(note.textContent?.replace(/[\u2066-\u2069]/g, '')).toContain(cost);
    expect(note.querySelector('a')?.getAttribute('href')).toBe('/profile#data-cost');
  });

  it('shows only the size to a learner without a price yet', async () => {
    await setLanguage('en', { persist: false });
    await loadNamespaces('en', ['downloads', 'common']);
    stubApi(() => json(200, manifest));
    render(withPrice(null, <DownloadForOffline formationId={COURSE} />));
    await waitFor(() => expect(document.querySelector('.offline-download__size')?.textContent).toMatch(/^Size: 300/));
    expect(screen.queryByTestId('data-cost')).not.toBeInTheDocument();
  });
});

describe('downloaded this month', () => {
  it('shows the month’s network bytes with their cost, and course files from other phones apart', async () => {
    await setLanguage('en', { persist: false });
    await loadNamespaces('en', ['downloads', 'common']);
    await recordNetworkBytes(db, 512 * 1024 ** 2);
    await recordPackBytes(db, 40 * 1024 ** 2);
    render(withPrice({ price: { currency: 'MAD', per_gb: 10 }, isDefault: false }, <MonthUsage db={db} language="en" />));
    const block = await screen.findByTestId('month-usage');
    await waitFor(() =>
      expect(block.textContent?.replace(/[\u2066-\u2069]/g, '')).toContain(
        '512\u00a0MB over the internet, about MAD\u00a05.00 of mobile data.',
      ),
    );
    expect(block.textContent?.replace(/[\u2066-\u2069]/g, '')).toContain(
      '40\u00a0MB received as course files from other phones, with no mobile data.',
    );
  });
});

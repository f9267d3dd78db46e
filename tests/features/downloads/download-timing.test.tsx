// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineManifest } from '../../../contract/study';
import { pauseDownload } from '../../../src/data/downloads/download-runner';
import { queueDownload } from '../../../src/data/downloads/schedule/download-waits';
import { readWindowPreference, WINDOW_STORAGE_KEY } from '../../../src/data/downloads/schedule/window-preference';
import { openUserDb, type UserDatabase } from '../../../src/data/user-db';
import { DownloadForOffline } from '../../../src/features/downloads/components/download-for-offline';
import { TimingChoice } from '../../../src/features/downloads/schedule/timing-choice';
import { useDownloadTiming } from '../../../src/features/downloads/schedule/use-download-timing';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { setSignedIn, setSignedOut, type SessionUser } from '../../../src/lib/session';
import { json, stubApi } from '../catalogue/support';

const COURSE = '0190eeee-0000-7000-8000-000000000012';
const LEARNER: SessionUser = {
  id: '0190eeee-0000-7000-8000-0000000000ac',
  first_name: 'Fatima',
  last_name: 'Zahra',
  email: 'fatima@example.ma',
  phone: '+212661234568',
  member_since: '2025-01-01T00:00:00.000Z',
  roles: ['client'],
};

const manifest: OfflineManifest = {
  formation_id: COURSE,
  version: 'v1',
  generated_at: '2026-05-01T00:00:00.000Z',
  expires_at: '2099-01-01T00:00:00.000Z',
  files: [
    {
      url: '/api/media/attachments/0190eeee-0000-7000-8000-0000000000f8?sig=s',
      size: 2048,
      sha256: 'c'.repeat(64),
      kind: 'attachment',
      lesson_id: null,
    },
  ],
  lessons: [],
  attachments: [],
};

function Harness() {
  const [timing, choose] = useDownloadTiming();
  return <TimingChoice value={timing} onChange={choose} />;
}

let db: UserDatabase;

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['downloads', 'common']);
});
beforeEach(async () => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
  window.localStorage.clear();
  setSignedIn('token-1', LEARNER);
  db = openUserDb(LEARNER.id);
  await Promise.all([db.study_packs.clear(), db.download_packs.clear(), db.download_waits.clear()]);
});
afterEach(() => {
  pauseDownload(db, COURSE);
  cleanup();
  vi.unstubAllGlobals();
  setSignedOut();
});

describe('TimingChoice', () => {
  it('is a labelled radio group: now, Wi-Fi only, tonight; tonight shows the window, remembered on this phone', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'When to download' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Now', 'On Wi-Fi only', 'Tonight']);
    expect(screen.getByRole('radio', { name: 'Now' })).toBeChecked();
    expect(screen.queryByLabelText('From')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'On Wi-Fi only' }));
    expect(group).toHaveAccessibleDescription('It starts by itself when the phone is on Wi-Fi.');

    await user.click(screen.getByRole('radio', { name: 'Tonight' }));
    const from = screen.getByLabelText('From');
    expect(from).toHaveValue('23:00');
    expect(screen.getByLabelText('To')).toHaveValue('06:00');
    fireEvent.change(from, { target: { value: '22:30' } });
    expect(readWindowPreference()).toEqual({ start: 22 * 60 + 30, end: 6 * 60 });
    expect(window.localStorage.getItem(WINDOW_STORAGE_KEY)).not.toBeNull();

    // Another download box later starts from the window chosen last.
    cleanup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Tonight' }));
    expect(screen.getByLabelText('From')).toHaveValue('22:30');
  });
});

describe('DownloadForOffline with a timing', () => {
  it('“On Wi-Fi only” queues the download instead of starting it, says why it waits, and “Cancel” brings the offer back', async () => {
    const sent = stubApi(() => json(200, manifest));
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <DownloadForOffline formationId={COURSE} />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('radio', { name: 'On Wi-Fi only' }));
    const later = await screen.findByRole('button', { name: 'Download later' });
    await waitFor(() => expect(later).toBeEnabled());
    await user.click(later);

    // jsdom, like desktop browsers, does not say what the connection is: the text says so.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Waiting for Wi-Fi. This browser does not say whether the phone is on Wi-Fi: press “Download now” when it is.',
    );
    expect(await db.download_waits.get(COURSE)).toMatchObject({ mode: 'wifi', state: 'waiting' });
    expect(await db.download_packs.count()).toBe(0);
    expect(sent.filter((entry) => entry.path.includes('/media/'))).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download now' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Download later' })).toBeInTheDocument();
    expect(await db.download_waits.count()).toBe(0);
  });

  it('a “tonight” wait says its window; “Download now” starts it at once', async () => {
    const sent = stubApi((entry) => (entry.path.endsWith('/offline-manifest') ? json(200, manifest) : new Response('x', { status: 404 })));
    await db.study_packs.put({ formation_id: COURSE, manifest, fetched_at: new Date().toISOString() });
    // A window that opens two hours from now, so the test reads the same at any hour.
    const hour = new Date().getHours();
    const window = { start: ((hour + 2) % 24) * 60, end: ((hour + 4) % 24) * 60 };
    await queueDownload(db, { formation_id: COURSE, mode: 'window', window, rendition: 'standard' });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <DownloadForOffline formationId={COURSE} />
      </MemoryRouter>,
    );
    const hh = (minutes: number) => `${String(minutes / 60).padStart(2, '0')}:00`;
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Waiting for tonight: it starts between ${hh(window.start)} and ${hh(window.end)}.`,
    );

    await user.click(screen.getByRole('button', { name: 'Download now' }));
    await waitFor(async () => expect(await db.download_packs.get(COURSE)).toMatchObject({ version: 'v1' }));
    await waitFor(async () => expect(await db.download_waits.count()).toBe(0));
    expect(sent.some((entry) => entry.path.endsWith('/offline-manifest'))).toBe(true);
    expect(screen.queryByTestId('waiting-download')).toBeNull();
  });
});

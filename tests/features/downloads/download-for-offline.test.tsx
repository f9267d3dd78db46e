// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineManifest } from '../../../contract/study';
import { enqueueEnrollment } from '../../../src/data/outbox/enqueue-enrollment';
import { enrollmentQueued } from '../../../src/data/outbox/outbox-queries';
import { openUserDb, type UserDatabase } from '../../../src/data/user-db';
import { DownloadForOffline } from '../../../src/features/downloads/components/download-for-offline';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { setSignedIn, setSignedOut, type SessionUser } from '../../../src/lib/session';
import { json, stubApi } from '../catalogue/support';

const COURSE = '0190eeee-0000-7000-8000-000000000002';
const OTHER = '0190eeee-0000-7000-8000-000000000003';
const LEARNER: SessionUser = {
  id: '0190eeee-0000-7000-8000-0000000000ab',
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
      url: '/api/media/attachments/0190eeee-0000-7000-8000-0000000000f9?sig=s',
      size: 3 * 1024 * 1024,
      sha256: 'c'.repeat(64),
      kind: 'attachment',
      lesson_id: null,
    },
  ],
  lessons: [],
  attachments: [
    {
      id: '0190eeee-0000-7000-8000-0000000000f9',
      lesson_id: null,
      file_name: 'sheet.txt',
      mime_type: 'text/plain',
      size: 2048,
      position: 1,
      url: '/api/media/attachments/0190eeee-0000-7000-8000-0000000000f9?sig=s',
    },
  ],
};

const enrollmentRequired = () => json(403, { type: 'about:blank', title: 'Forbidden', status: 403, code: 'enrollment.required' });

let db: UserDatabase;

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['downloads', 'common']);
});
beforeEach(async () => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
  setSignedIn('token-1', LEARNER);
  db = openUserDb(LEARNER.id);
  await Promise.all([db.enrollments.clear(), db.outbox.clear(), db.study_packs.clear(), db.download_packs.clear()]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSignedOut();
});

describe('enrollmentQueued', () => {
  it('is true only while this formation’s enrollment waits in the outbox', async () => {
    expect(await enrollmentQueued(db, COURSE)).toBe(false);
    const enrollment = await enqueueEnrollment(db, COURSE);
    expect(await enrollmentQueued(db, COURSE)).toBe(true);
    expect(await enrollmentQueued(db, OTHER)).toBe(false);
    await db.outbox.update(enrollment.id, { status: 'sending' });
    expect(await enrollmentQueued(db, COURSE)).toBe(true);
    await db.outbox.update(enrollment.id, { status: 'done' });
    expect(await enrollmentQueued(db, COURSE)).toBe(false);
  });
});

describe('DownloadForOffline', () => {
  it('right after enrolling, waits for the enrollment to reach the server before asking for the pack, then shows its size', async () => {
    const enrollment = await enqueueEnrollment(db, COURSE);
    // The server has not heard of the enrollment until the outbox delivers it.
    let delivered = false;
    const sent = stubApi(() => (delivered ? json(200, manifest) : enrollmentRequired()));
    render(<DownloadForOffline formationId={COURSE} />);
    expect(await screen.findByText('Measuring the download…')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toEqual([]);

    delivered = true;
    await db.outbox.update(enrollment.id, { status: 'done' });
    await waitFor(() => expect(document.querySelector('.offline-download__size')?.textContent).toMatch(/^Size: .*3(\.0)?\u00a0MB/));
    expect(sent.map((entry) => entry.path)).toEqual([`/api/formations/${COURSE}/offline-manifest`]);
  });

  it('stays out of the way for a learner the server says is not enrolled, with nothing queued', async () => {
    const sent = stubApi(enrollmentRequired);
    const { container } = render(<DownloadForOffline formationId={COURSE} />);
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

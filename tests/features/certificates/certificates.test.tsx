// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Certificate, CertificateVerification } from '../../../contract/exam';
import { openUserDb, type UserDatabase } from '../../../src/data/user-db';
import { Component as CertificatePage } from '../../../src/features/certificates/routes/certificate';
import { Component as NoCertificate } from '../../../src/features/certificates/routes/no-certificate';
import { Component as Verify } from '../../../src/features/certificates/routes/verify';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { setSignedIn, setSignedOut, useSession, type SessionUser } from '../../../src/lib/session';
import { formationRow, lessonRow, moduleRow, text } from '../../data/catalogue-rows';
import { fillMirror, json, problem, stubApi, type Sent } from '../catalogue/support';

const COURSE = '0190cafe-0000-7000-8000-000000000001';
const CODE = '7QK2M9TB4XZP0RWAH3JD';
const AT = '2026-05-01T10:00:00.000Z';
const LEARNER: SessionUser = {
  id: '0190cafe-0000-7000-8000-0000000000aa',
  first_name: 'Khadija',
  last_name: 'Benali',
  email: 'khadija@example.ma',
  phone: '+212661234567',
  member_since: '2025-01-01T00:00:00.000Z',
  roles: ['client'],
};
const moduleOne = moduleRow(COURSE, 1);
const lessons = [
  lessonRow(COURSE, moduleOne.id, 1, { title: text('Opening the hive') }),
  lessonRow(COURSE, moduleOne.id, 2, { title: text('Reading the frames') }),
];

const certificate: Certificate = {
  id: '0190cafe-0000-7000-8000-0000000000c1',
  code: CODE,
  formation_id: COURSE,
  holder_name: 'Khadija Benali',
  formation_title: text('Beekeeping: your first hive'),
  score: 8.5,
  max_score: 10,
  issued_at: AT,
  signed_payload: 'v1.0123456789abcdef.eyJ2IjoxfQ.c2lnbmF0dXJl',
};

let db: UserDatabase;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/course/:id/certificate', element: <CertificatePage /> },
      { path: '/course/:id/nocertificate', element: <NoCertificate /> },
      { path: '/verify/:code', element: <Verify /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <Suspense fallback={<p>suspended</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
}

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['certificates', 'common', 'errors']);
});
let sent: Sent[];
beforeEach(async () => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
  sent = stubApi(() => json(404, problem(404, 'http.not_found')));
  setSignedIn('token-1', LEARNER);
  await fillMirror({
    formations: [formationRow({ id: COURSE, title: text('Beekeeping: your first hive') })],
    modules: [moduleOne],
    lessons,
  });
  db = openUserDb(LEARNER.id);
  await Promise.all([
    db.certificates.clear(),
    db.attempts.clear(),
    db.ratings_local.clear(),
    db.outbox.clear(),
    db.enrollments.clear(),
    db.progress.clear(),
  ]);
  await db.enrollments.put({
    id: '0190cafe-0000-7000-8000-0000000000e1',
    formation_id: COURSE,
    status: 'active',
    enrolled_at: AT,
    updated_at: AT,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSignedOut();
});

describe('/course/{id}/certificate', () => {
  it('shows the certificate from the device: name, formation, date, score, code and a QR code to check it', async () => {
    await db.certificates.put(certificate);
    renderAt(`/course/${COURSE}/certificate`);
    const card = await screen.findByRole('article', { name: 'Certificate of completion' });
    expect(within(card).getByText('Khadija Benali')).toBeInTheDocument();
    expect(within(card).getByText('Beekeeping: your first hive')).toBeInTheDocument();
    expect(within(card).getByText('8.5/10')).toBeInTheDocument();
    expect(within(card).getByText('May 1, 2026')).toBeInTheDocument();
    expect(within(card).getByText('7QK2-M9TB-4XZP-0RWA-H3JD')).toBeInTheDocument();
    const url = `${window.location.origin}/verify/${CODE}`;
    expect(within(card).getByRole('img', { name: `QR code to check this certificate at ${url}` })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: url })).toHaveAttribute('href', `${url}#${certificate.signed_payload}`);
    expect(screen.getByRole('button', { name: 'Download the PDF' })).toBeEnabled();
  });

  it('requires a rating before sending, then sends it through the outbox with the optional feedback', async () => {
    await db.certificates.put(certificate);
    renderAt(`/course/${COURSE}/certificate`);
    await userEvent.click(await screen.findByRole('button', { name: 'Send my rating' }));
    expect(await screen.findByText('Please select a rating.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);

    await userEvent.click(screen.getByRole('radio', { name: '4 out of 5' }));
    await userEvent.type(screen.getByLabelText('Your comments (optional)'), 'Very practical.');
    await userEvent.click(screen.getByRole('button', { name: 'Send my rating' }));
    expect(await screen.findByText('Thank you! Your rating will be sent as soon as the phone is online.')).toBeInTheDocument();
    const rows = await db.outbox.toArray();
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'rating',
        request: expect.objectContaining({ path: `formations/${COURSE}/ratings`, body: { rating: 4, feedback: 'Very practical.' } }),
      }),
    ]);
  });

  // A session selector that built a new roles array while the user was unknown looped (React #185).
  it('/nocertificate opened signed out asks to log in instead of looping', async () => {
    setSignedOut();
    renderAt(`/course/${COURSE}/nocertificate`);
    expect(await screen.findByText('Log in to see your certificate.')).toBeInTheDocument();
  });

  it('/nocertificate opened while the stored session is still being checked, waits, then says what remains', async () => {
    useSession.setState({ token: 'token-1', user: null, role: null, loading: true });
    renderAt(`/course/${COURSE}/nocertificate`);
    expect(await screen.findByText('Loading your certificate…')).toBeInTheDocument();
    setSignedIn('token-1', LEARNER);
    expect(await screen.findByText('Lessons completed: 0 of 2. Still to complete:')).toBeInTheDocument();
  });

  it('sends a learner without a certificate to /nocertificate, which says what remains', async () => {
    await db.progress.put({
      id: '0190cafe-0000-7000-8000-0000000000p1',
      lesson_id: lessons[0]?.id ?? '',
      formation_id: COURSE,
      position_seconds: 0,
      completed: true,
      completed_at: AT,
      updated_at: AT,
    });
    renderAt(`/course/${COURSE}/certificate`);
    expect(await screen.findByText('Lessons completed: 1 of 2. Still to complete:')).toBeInTheDocument();
    // Not on the device: the learner's stream was asked once before deciding there is none.
    expect(sent.map((entry) => `${entry.method} ${entry.path}`)).toEqual(['GET /api/sync/me']);
    expect(screen.getByRole('heading', { name: 'No certificate yet' })).toBeInTheDocument();
    expect(screen.getByText('Reading the frames')).toBeInTheDocument();
    expect(screen.queryByText('Opening the hive')).not.toBeInTheDocument();
    expect(screen.getByText('The exam opens once every lesson is completed. You need 7/10 to pass.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Take the exam' })).not.toBeInTheDocument();
  });
});

describe('/verify/{code}', () => {
  it('confirms a certificate with holder, formation, date and score', async () => {
    const verification: CertificateVerification = {
      valid: true,
      code: CODE,
      holder_name: 'Khadija Benali',
      formation_title: text('Beekeeping: your first hive'),
      issued_at: AT,
      score: 8.5,
      max_score: 10,
    };
    const sent = stubApi(() => json(200, verification));
    renderAt('/verify/7qk2-m9tb-4xzp-0rwa-h3jd');
    expect(await screen.findByRole('heading', { name: 'This certificate is genuine.' })).toBeInTheDocument();
    expect(screen.getByText('Khadija Benali')).toBeInTheDocument();
    expect(screen.getByText('Beekeeping: your first hive')).toBeInTheDocument();
    expect(screen.getByText('May 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('8.5/10')).toBeInTheDocument();
    expect(sent.map((entry) => entry.path)).toEqual([`/api/certificates/verify/${CODE}`]);
  });

  it('says "no such certificate" for a code never issued', async () => {
    stubApi(() => json(404, problem(404, 'http.not_found')));
    renderAt(`/verify/${CODE.replace('7', '8')}`);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^No such certificate/));
  });
});

// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Enrollment } from '../../../contract/catalogue';
import { openUserDb } from '../../../src/data/user-db';
import { Component as CourseDetail } from '../../../src/features/catalogue/routes/course-detail';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { setSignedIn, setSignedOut } from '../../../src/lib/session';
import { formationRow, lessonRow, moduleRow, reviewRow, text } from '../../data/catalogue-rows';
import { fillMirror, json, mePage, problem, renderRoute, stubApi, type Sent } from './support';

const FREE = '0190bbbb-0000-7000-8000-000000000001';
const PAID = '0190bbbb-0000-7000-8000-000000000002';
const LEARNER = {
  id: '0190cccc-0000-7000-8000-000000000001',
  first_name: 'Khadija',
  last_name: 'Benali',
  email: 'khadija@example.ma',
  phone: '+212661234567',
  member_since: '2025-01-01T00:00:00.000Z',
  preferred_language: 'fr' as const,
  roles: ['client' as const],
  must_change_password: false,
};

const free = formationRow({
  id: FREE,
  title: text('Healthy soil basics', 'Les bases d’un sol sain', 'أساسيات التربة السليمة'),
  description: text('Know your soil and protect it.'),
  duration_minutes: 95,
  modules_count: 2,
  rating_average: 4.5,
  reviews_count: 2,
  students_count: 31,
  level: 'beginner',
});
const paid = formationRow({ id: PAID, title: text('Crop spraying drones'), price_centimes: 49_900, level: 'advanced' });
const moduleOne = moduleRow(FREE, 1, { title: text('Know your soil') });
const moduleTwo = moduleRow(FREE, 2, { title: text('Protect it') });
const preview = lessonRow(FREE, moduleOne.id, 1, { title: text('What is soil made of?'), free_preview: true, duration_seconds: 420 });
const lessons = [
  preview,
  lessonRow(FREE, moduleOne.id, 2, { title: text('The jar test') }),
  lessonRow(FREE, moduleTwo.id, 1, { title: text('Mulching') }),
];
const reviews = [
  reviewRow(FREE, 5, { description: 'Very clear.', author_name: 'Karim', created_at: '2026-02-01T00:00:00.000Z' }),
  reviewRow(FREE, 4, { description: 'Useful for my farm.', author_name: null, created_at: '2026-01-01T00:00:00.000Z' }),
];

function enrollment(formationId: string, status: Enrollment['status'] = 'active'): Enrollment {
  return {
    id: '0190dddd-0000-7000-8000-000000000001',
    formation_id: formationId,
    status,
    enrolled_at: '2026-03-01T00:00:00.000Z',
    updated_at: '2026-03-01T00:00:00.000Z',
  };
}

/** Bodies of the enrollment writes waiting in the learner's outbox. */
async function queuedEnrollments(): Promise<unknown[]> {
  const rows = await openUserDb(LEARNER.id).outbox.toArray();
  return rows.filter((row) => row.request.path === 'enrollments').map((row) => row.request.body);
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['catalogue']);
});
beforeEach(async () => {
  setOnline(true);
  setSignedOut();
  await fillMirror({ formations: [free, paid], modules: [moduleOne, moduleTwo], lessons, reviews });
  await openUserDb(LEARNER.id).enrollments.clear();
  await openUserDb(LEARNER.id).outbox.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOnline(true);
});

const detail = (id: string) => renderRoute(<CourseDetail />, '/course/:id', `/course/${id}`);

describe('/course/{id} for a visitor', () => {
  it('shows every course fact of SPEC §2 from the mirror', async () => {
    stubApi(() => json(200, {}));
    detail(FREE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Healthy soil basics' })).toBeInTheDocument();
    expect(screen.getByText('Know your soil and protect it.')).toBeInTheDocument();
    const facts = within(screen.getByLabelText('Course at a glance'));
    const fact = (label: string) => facts.getByText(label).nextElementSibling?.textContent;
    expect(fact('Duration')).toBe('1 h 35 min');
    expect(fact('Modules')).toBe('2');
    expect(fact('Reviews')).toBe('2');
    expect(fact('Level')).toBe('Beginner');
    expect(fact('Students')).toBe('31');
    expect(fact('Price')).toBe('Free');
    expect(facts.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Flexible schedule' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get certified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enrol to get certified' })).toHaveAttribute('href', '#enroll');
  });

  it('lists the modules in order with their lessons, and the reviews newest first', async () => {
    stubApi(() => json(200, {}));
    detail(FREE);
    const outline = within((await screen.findByRole('heading', { name: 'Course outline' })).closest('section') as HTMLElement);
    expect(
      outline
        .getAllByRole('listitem')
        .filter((item) => item.classList.contains('course-outline__module'))
        .map((item) => item.querySelector('.course-outline__title')?.textContent),
    ).toEqual(['Know your soil', 'Protect it']);
    expect(outline.getByText('The jar test')).toBeInTheDocument();
    expect(outline.getByText('7 min')).toBeInTheDocument();
    const reviewList = within(screen.getByRole('heading', { name: "Students' reviews" }).closest('section') as HTMLElement);
    const items = reviewList.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Very clear.');
    expect(items[0]).toHaveTextContent('Karim');
    expect(items[1]).toHaveTextContent('Anonymous');
  });

  it('plays the free-preview video only when asked', async () => {
    stubApi(() => json(200, {}));
    const user = userEvent.setup();
    detail(FREE);
    const play = await screen.findByRole('button', { name: 'Play the preview: What is soil made of?' });
    expect(document.querySelector('video')).toBeNull();
    await user.click(play);
    expect(document.querySelector('video')).toHaveAttribute('src', `/api/media/previews/${preview.id}`);
  });

  it('counts a view with the server without waiting for it', async () => {
    const sent = stubApi(() => json(200, {}));
    detail(FREE);
    await screen.findByRole('heading', { level: 1, name: 'Healthy soil basics' });
    expect(sent.map((entry) => `${entry.method} ${entry.path}`)).toContain(`GET /api/formations/${FREE}`);
  });

  it('creates the account, signs in and enrolls in a free course in one step', async () => {
    const sent = stubApi((request: Sent) => {
      if (request.path === '/api/register') return json(201, LEARNER);
      if (request.path === '/api/login') return json(200, { token: 't'.repeat(43), user: LEARNER, roles: ['client'], role: 'client' });
      return json(200, {});
    });
    const user = userEvent.setup();
    detail(FREE);
    await user.type(await screen.findByLabelText('First name'), 'Khadija');
    await user.type(screen.getByLabelText('Last name'), 'Benali');
    await user.type(screen.getByLabelText('E-mail'), 'khadija@example.ma');
    await user.type(screen.getByLabelText('Phone'), '0661234567');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.type(screen.getByLabelText('Confirm the password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Create my account and subscribe' }));

    expect(await screen.findByText('You are enrolled in this course.')).toBeInTheDocument();
    expect(screen.getByText('Account created successfully.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue learning' })).toHaveAttribute('href', `/course/${FREE}/study`);
    const calls = sent.map((entry) => `${entry.method} ${entry.path}`);
    expect(calls).toEqual(expect.arrayContaining(['POST /api/register', 'POST /api/login']));
    expect(sent.find((entry) => entry.path === '/api/register')?.body).toMatchObject({ first_name: 'Khadija', phone: '+212661234567' });
    // The enrollment itself leaves through the learner's outbox (DESIGN.md, write path).
    expect(await queuedEnrollments()).toEqual([{ formation_id: FREE }]);
    expect(await openUserDb(LEARNER.id).enrollments.where('formation_id').equals(FREE).count()).toBe(1);
  });

  it('when the sign-in after creating the account failed, sending the form again signs in instead of saying the e-mail is taken', async () => {
    let registered = false;
    let logins = 0;
    const sent = stubApi((request: Sent) => {
      if (request.path === '/api/register') {
        if (registered) return json(409, problem(409, 'registration.email_taken'));
        registered = true;
        return json(201, LEARNER);
      }
      if (request.path === '/api/login') {
        logins += 1;
        return logins === 1
          ? json(503, problem(503, 'server.busy'))
          : json(200, { token: 't'.repeat(43), user: LEARNER, roles: ['client'], role: 'client' });
      }
      return json(200, {});
    });
    const user = userEvent.setup();
    detail(FREE);
    await user.type(await screen.findByLabelText('First name'), 'Khadija');
    await user.type(screen.getByLabelText('Last name'), 'Benali');
    await user.type(screen.getByLabelText('E-mail'), 'khadija@example.ma');
    await user.type(screen.getByLabelText('Phone'), '0661234567');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.type(screen.getByLabelText('Confirm the password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Create my account and subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    await user.click(screen.getByRole('button', { name: 'Create my account and subscribe' }));
    expect(await screen.findByText('You are enrolled in this course.')).toBeInTheDocument();
    expect(sent.filter((entry) => entry.path === '/api/login').map((entry) => entry.body)).toEqual([
      { email: 'khadija@example.ma', password: 'correct-horse', remember: false },
      { email: 'khadija@example.ma', password: 'correct-horse', remember: false },
    ]);
  });

  it('shows the registration conflict of SPEC §8 on the e-mail field', async () => {
    stubApi((request) => (request.path === '/api/register' ? json(409, problem(409, 'registration.email_taken')) : json(200, {})));
    const user = userEvent.setup();
    detail(PAID);
    await user.type(await screen.findByLabelText('First name'), 'Khadija');
    await user.type(screen.getByLabelText('Last name'), 'Benali');
    await user.type(screen.getByLabelText('E-mail'), 'khadija@example.ma');
    await user.type(screen.getByLabelText('Phone'), '0661234567');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.type(screen.getByLabelText('Confirm the password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Create my account and subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/course/{id} for a signed-in learner', () => {
  beforeEach(() => {
    setSignedIn('token-1', LEARNER);
  });

  it('enrolls in a free course at once, through the outbox, offline too', async () => {
    setOnline(false);
    const sent = stubApi(() => json(200, {}));
    const user = userEvent.setup();
    detail(FREE);
    expect(await screen.findByText('You are not enrolled in this course yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enrol for free' }));
    expect(await screen.findByText('You are enrolled. Happy learning!')).toBeInTheDocument();
    expect(screen.getByText('You are enrolled in this course.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the final exam' })).toHaveAttribute('href', `/course/${FREE}/quiz`);
    expect(await queuedEnrollments()).toEqual([{ formation_id: FREE }]);
    expect(sent).toEqual([]);
  });

  it('shows the price in MAD and sends a paid course to the payment screen', async () => {
    stubApi(() => json(200, {}));
    detail(PAID);
    const link = await screen.findByRole('link', { name: /Enrol: .*499[.,]00/ });
    expect(link).toHaveAttribute('href', `/course/${PAID}/enroll`);
  });

  it('shows SPEC §8 "enrollment status check failed" when the server cannot answer, with a retry', async () => {
    let fail = true;
    const sent = stubApi(
      () => json(200, {}),
      // The learner's stream: one request per check, the enrollment with it once the server answers.
      () => (fail ? json(500, problem(500, 'server.error')) : mePage({ enrollments: [enrollment(FREE)] })),
    );
    const user = userEvent.setup();
    detail(FREE);
    expect(await screen.findByText('We could not check your enrolment.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are enrolled in this course.')).toBeInTheDocument();
    expect(screen.queryByText('We could not check your enrolment.')).toBeNull();
    expect(sent.filter((entry) => entry.path.startsWith('/api/sync/')).map((entry) => entry.path)).toEqual([
      '/api/sync/me',
      '/api/sync/me',
    ]);
  });

  it('knows the learner is enrolled offline, from their private mirror', async () => {
    setOnline(false);
    const sent = stubApi(() => json(200, {}));
    await openUserDb(LEARNER.id).enrollments.put(enrollment(FREE));
    detail(FREE);
    expect(await screen.findByText('You are enrolled in this course.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('renders the page in Arabic when the language changes', async () => {
    stubApi(() => json(200, {}));
    detail(FREE);
    await screen.findByRole('heading', { level: 1, name: 'Healthy soil basics' });
    await act(() => setLanguage('ar', { persist: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'أساسيات التربة السليمة' })).toBeInTheDocument();
    await act(() => setLanguage('en', { persist: false }));
  });
});

describe('/course/{id} that is not in the mirror', () => {
  it('says so once the catalogue is synced', async () => {
    stubApi(() => json(404, problem(404, 'http.not_found')));
    detail('0190ffff-0000-7000-8000-000000000000');
    expect(await screen.findByText('This course does not exist or is no longer available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to courses' })).toHaveAttribute('href', '/courses');
  });
});

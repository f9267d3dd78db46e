// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineManifest } from '../../../contract/study';
import { openUserDb, type UserDatabase } from '../../../src/data/user-db';
import { Component as Study } from '../../../src/features/study/routes/study';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { setSignedIn, setSignedOut, type SessionUser } from '../../../src/lib/session';
import { formationRow, lessonRow, moduleRow, text } from '../../data/catalogue-rows';
import { fillMirror, json, renderRoute, stubApi } from '../catalogue/support';

const COURSE = '0190eeee-0000-7000-8000-000000000001';
const LEARNER: SessionUser = {
  id: '0190eeee-0000-7000-8000-0000000000aa',
  first_name: 'Youssef',
  last_name: 'Amrani',
  email: 'youssef@example.ma',
  phone: '+212661234567',
  member_since: '2025-01-01T00:00:00.000Z',
  roles: ['client'],
};

const moduleOne = moduleRow(COURSE, 1, { title: text('Getting started') });
const moduleTwo = moduleRow(COURSE, 2, { title: text('In the field') });
// The first lesson's video has no title in any language: SPEC §3's "untitled video".
const intro = lessonRow(COURSE, moduleOne.id, 1, { title: text('', '', ''), duration_seconds: 420 });
const reading = lessonRow(COURSE, moduleOne.id, 2, { title: text('Reading the hive'), has_video: false, duration_seconds: 0 });
const last = lessonRow(COURSE, moduleTwo.id, 1, { title: text('First harvest'), duration_seconds: 95 });
const lessons = [intro, reading, last];

const EXPIRES = '2099-01-01T00:00:00.000Z';
const videoUrl = (id: string) => `/api/media/lessons/${id}/video?uid=u&exp=1&scope=stream&sig=s`;

function manifest(): OfflineManifest {
  return {
    formation_id: COURSE,
    version: 'v1',
    generated_at: '2026-05-01T00:00:00.000Z',
    expires_at: EXPIRES,
    files: [],
    lessons: [
      {
        id: intro.id,
        summary: text('Intro summary'),
        about: text('About the intro'),
        views: 3,
        video: { url: videoUrl(intro.id), size: 1000, sha256: 'a'.repeat(64), mime_type: 'video/mp4' },
      },
      { id: reading.id, summary: text('Reading summary'), about: text('About reading the hive'), views: 0, video: null },
      {
        id: last.id,
        summary: text('Harvest summary'),
        about: text('About the harvest'),
        views: 1,
        video: { url: videoUrl(last.id), size: 1000, sha256: 'b'.repeat(64), mime_type: 'video/mp4' },
      },
    ],
    attachments: [
      {
        id: '0190eeee-0000-7000-8000-0000000000f1',
        lesson_id: null,
        file_name: 'hive-checklist.txt',
        mime_type: 'text/plain',
        size: 2048,
        position: 1,
        url: '/api/media/attachments/0190eeee-0000-7000-8000-0000000000f1?sig=s',
      },
      {
        id: '0190eeee-0000-7000-8000-0000000000f2',
        lesson_id: intro.id,
        file_name: 'bee-anatomy.txt',
        mime_type: 'text/plain',
        size: 1024,
        position: 2,
        url: '/api/media/attachments/0190eeee-0000-7000-8000-0000000000f2?sig=s',
      },
      {
        id: '0190eeee-0000-7000-8000-0000000000f3',
        lesson_id: last.id,
        file_name: 'harvest-calendar.txt',
        mime_type: 'text/plain',
        size: 1024,
        position: 3,
        url: '/api/media/attachments/0190eeee-0000-7000-8000-0000000000f3?sig=s',
      },
    ],
  };
}

let db: UserDatabase;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

async function enrol() {
  await db.enrollments.put({
    id: '0190eeee-0000-7000-8000-0000000000e1',
    formation_id: COURSE,
    status: 'active',
    enrolled_at: EXPIRES,
    updated_at: EXPIRES,
  });
}

async function completeOnServer(lessonIds: string[]) {
  await db.progress.bulkPut(
    lessonIds.map((lessonId, index) => ({
      id: `0190eeee-0000-7000-8000-0000000001${index}0`,
      lesson_id: lessonId,
      formation_id: COURSE,
      position_seconds: 0,
      completed: true,
      completed_at: '2026-05-01T00:00:00.000Z',
      updated_at: '2026-05-01T00:00:00.000Z',
    })),
  );
}

const study = (query = '') => renderRoute(<Study />, '/course/:id/study', `/course/${COURSE}/study${query}`);

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['study', 'common']);
});
beforeEach(async () => {
  setOnline(true);
  setSignedIn('token-1', LEARNER);
  await fillMirror({
    formations: [formationRow({ id: COURSE, title: text('Beekeeping: your first hive') })],
    modules: [moduleOne, moduleTwo],
    lessons,
  });
  db = openUserDb(LEARNER.id);
  await Promise.all([
    db.enrollments.clear(),
    db.progress.clear(),
    db.progress_local.clear(),
    db.outbox.clear(),
    db.study_packs.clear(),
    db.offline_files.clear(),
  ]);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  // Leaving a lesson keeps its place in the outbox; signing out closes the database, so after that write.
  if (db.isOpen()) await db.transaction('r', db.progress_local, db.outbox, () => db.outbox.count());
  setSignedOut();
});

describe('/course/{id}/study', () => {
  it('shows every lesson-view element of SPEC §2, with "untitled video", views and duration', async () => {
    await enrol();
    const sent = stubApi(() => json(200, manifest()));
    study();
    expect(await screen.findByRole('heading', { name: 'Untitled video' })).toBeInTheDocument();
    // Views come with the study pack, fetched from the server on first open.
    expect(await screen.findByText('3 views')).toBeInTheDocument();
    expect(screen.getByText('Duration 7:00')).toBeInTheDocument();
    expect(screen.getByText('About the intro')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About this lesson' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByText('Intro summary')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resources' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open hive-checklist.txt' })).toHaveAttribute('href', manifest().attachments[0]?.url);
    expect(screen.getByRole('navigation', { name: 'Select a section to view a video' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(document.querySelector('video')?.getAttribute('src')).toBe(videoUrl(intro.id));
    expect(sent.map((entry) => entry.path)).toEqual([`/api/formations/${COURSE}/offline-manifest`]);
  });

  it('offers only the lesson’s own attachments, and the course-wide ones apart', async () => {
    await enrol();
    await completeOnServer([intro.id]);
    await db.study_packs.put({ formation_id: COURSE, manifest: manifest(), fetched_at: '2026-05-01T00:00:00.000Z' });
    stubApi(() => json(200, manifest()));
    const first = study(`?lesson=${intro.id}`);
    const resources = async () => within((await screen.findByRole('heading', { name: 'Resources' })).closest('section') as HTMLElement);
    const own = await resources();
    expect(await own.findByRole('link', { name: 'Open bee-anatomy.txt' })).toBeInTheDocument();
    expect(own.queryByRole('link', { name: 'Open harvest-calendar.txt' })).not.toBeInTheDocument();
    // The sheet of the whole formation is still there, under its own heading, after the lesson's.
    const names = own.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Open bee-anatomy.txt', 'Open hive-checklist.txt']);
    expect(own.getByRole('heading', { name: 'For the whole course' })).toBeInTheDocument();
    first.unmount();

    study(`?lesson=${reading.id}`);
    const readingResources = await resources();
    expect(await readingResources.findByText('No attachments for this lesson.')).toBeInTheDocument();
    expect(readingResources.queryByRole('link', { name: 'Open bee-anatomy.txt' })).not.toBeInTheDocument();
    expect(readingResources.getByRole('link', { name: 'Open hive-checklist.txt' })).toBeInTheDocument();
  });

  it('counts the learner’s view as soon as the video plays, without waiting for a new study pack', async () => {
    await enrol();
    await db.study_packs.put({ formation_id: COURSE, manifest: manifest(), fetched_at: '2026-05-01T00:00:00.000Z' });
    stubApi(() => json(200, manifest()));
    study(`?lesson=${intro.id}`);
    expect(await screen.findByText('3 views')).toBeInTheDocument();
    const video = document.querySelector('video');
    if (!video) throw new Error('no video element');
    Object.defineProperty(video, 'currentTime', { configurable: true, writable: true, value: 1.4 });
    video.dispatchEvent(new Event('timeupdate'));
    expect(await screen.findByText('4 views')).toBeInTheDocument();
    // The first second is reported to the server at once: that report is what counts the view there.
    await waitFor(async () => {
      const rows = await db.outbox.where('kind').equals('lesson-progress').toArray();
      expect(rows.map((row) => row.request.body)).toEqual([
        // Paused (jsdom's element never plays): no range was played yet.
        {
          lesson_id: intro.id,
          position_seconds: 1,
          completed: false,
          watched_seconds: 1,
          opened_at: expect.any(String) as unknown,
          watched_intervals: [],
        },
      ]);
    });
  });

  it('does not complete a video sought from 2 s to 15 s and played to its end; playing the skipped part completes it', async () => {
    await enrol();
    await db.study_packs.put({ formation_id: COURSE, manifest: manifest(), fetched_at: '2026-05-01T00:00:00.000Z' });
    stubApi(() => json(200, manifest()));
    study(`?lesson=${intro.id}`);
    expect(await screen.findByText('3 views')).toBeInTheDocument();
    const video = document.querySelector('video');
    if (!video) throw new Error('no video element');
    // jsdom plays nothing: the element's state is set by hand, as a 24 s video playing at normal speed.
    const state = { currentTime: 0, paused: true, ended: false, seeking: false };
    for (const key of Object.keys(state) as (keyof typeof state)[]) {
      Object.defineProperty(video, key, { configurable: true, get: () => state[key], set: (value: never) => (state[key] = value) });
    }
    Object.defineProperty(video, 'duration', { configurable: true, value: 24 });
    const playTo = (end: number) => {
      state.paused = false;
      video.dispatchEvent(new Event('playing'));
      while (state.currentTime < end) {
        state.currentTime = Math.min(end, state.currentTime + 0.25);
        video.dispatchEvent(new Event('timeupdate'));
      }
    };
    const seekTo = (at: number) => {
      state.seeking = true;
      state.currentTime = at;
      video.dispatchEvent(new Event('seeking'));
      video.dispatchEvent(new Event('timeupdate'));
      state.seeking = false;
      video.dispatchEvent(new Event('seeked'));
    };
    const body = async () =>
      (await db.outbox.where('kind').equals('lesson-progress').last())?.request.body as Record<string, unknown> | undefined;

    playTo(2);
    seekTo(15);
    playTo(24);
    state.paused = true;
    state.ended = true;
    video.dispatchEvent(new Event('pause'));
    video.dispatchEvent(new Event('ended'));
    await waitFor(async () =>
      expect(await body()).toMatchObject({
        position_seconds: 24,
        completed: false,
        watched_intervals: [
          [0, 2],
          [15, 24],
        ],
      }),
    );
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    // Back to 2 s, played towards 15 s: the lesson is completed and the next one opens.
    state.ended = false;
    seekTo(2);
    playTo(15);
    // Completed the moment 90 % (21.6 s) is covered: 0–13.6 s and 15–24 s, before the gap closes.
    await waitFor(async () => expect(await body()).toMatchObject({ completed: true }));
    const covered = ((await body())?.watched_intervals as [number, number][]).reduce((sum, [start, end]) => sum + end - start, 0);
    // 90 % of 24 s, less the tenth of a second of rounding slack isCoveredEnough allows.
    expect(covered).toBeGreaterThanOrEqual(24 * 0.9 - 0.1);
    expect(await screen.findByRole('link', { name: /Continue/ })).toBeInTheDocument();
  });

  it('does not count the learner twice once the server has counted them', async () => {
    await enrol();
    const counted = manifest();
    counted.lessons = counted.lessons.map((lesson) => (lesson.id === intro.id ? { ...lesson, views: 4, viewed: true } : lesson));
    await db.study_packs.put({ formation_id: COURSE, manifest: counted, fetched_at: '2026-05-01T00:00:00.000Z' });
    await db.progress.put({
      id: '0190eeee-0000-7000-8000-0000000001f0',
      lesson_id: intro.id,
      formation_id: COURSE,
      position_seconds: 9,
      completed: false,
      completed_at: null,
      updated_at: '2026-05-01T00:00:00.000Z',
    });
    stubApi(() => json(200, counted));
    study(`?lesson=${intro.id}`);
    expect(await screen.findByText('4 views')).toBeInTheDocument();
  });

  it('locks a lesson until the one before it is completed, and says which one', async () => {
    await enrol();
    await db.study_packs.put({ formation_id: COURSE, manifest: manifest(), fetched_at: '2026-05-01T00:00:00.000Z' });
    stubApi(() => json(200, manifest()));
    study(`?lesson=${last.id}`);
    expect(await screen.findByText('This video is locked')).toBeInTheDocument();
    // The lesson title is isolated for direction (its own <bdi>), so the sentence is matched whole.
    const hint = screen.getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'Complete “Reading the hive” to unlock it.',
    );
    expect(hint.querySelector('bdi')).toHaveTextContent('Reading the hive');
    expect(document.querySelector('video')).toBeNull();
    expect(screen.queryByText('About the harvest')).not.toBeInTheDocument();
    expect(screen.getByText('Complete 3 more lessons to unlock the final exam.')).toBeInTheDocument();
  });

  it('records "mark as complete" on the device and in the outbox at once, which opens the next lesson', async () => {
    await enrol();
    await completeOnServer([intro.id]);
    await db.study_packs.put({ formation_id: COURSE, manifest: manifest(), fetched_at: '2026-05-01T00:00:00.000Z' });
    stubApi(() => json(200, manifest()));
    setOnline(false);
    study(`?lesson=${reading.id}`);
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    expect(screen.getByText('Complete this lesson to continue.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByRole('link', { name: /Continue/ })).toHaveAttribute('href', `/course/${COURSE}/study?lesson=${last.id}`);
    expect(await db.progress_local.get(reading.id)).toMatchObject({ completed: true, formation_id: COURSE });
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      kind: 'lesson-progress',
      request: { path: 'progress', body: { lesson_id: reading.id, completed: true, position_seconds: 0 } },
    });
  });

  it('opens the final exam once every lesson is completed', async () => {
    await enrol();
    await completeOnServer([intro.id, reading.id, last.id]);
    await db.study_packs.put({ formation_id: COURSE, manifest: manifest(), fetched_at: '2026-05-01T00:00:00.000Z' });
    stubApi(() => json(200, manifest()));
    study(`?lesson=${last.id}`);
    expect(await screen.findByRole('link', { name: 'Continue to the final exam' })).toHaveAttribute('href', `/course/${COURSE}/quiz`);
    expect(screen.getByText('3 of 3 lessons completed', { selector: '.study-page__progress' })).toBeInTheDocument();
  });

  it('shows "not available offline" instead of a broken player for a video that is not downloaded', async () => {
    await enrol();
    await db.study_packs.put({ formation_id: COURSE, manifest: manifest(), fetched_at: '2026-05-01T00:00:00.000Z' });
    const sent = stubApi(() => json(200, manifest()));
    setOnline(false);
    study();
    expect(
      await screen.findByText('Not available offline — download it when you have a connection.', { selector: '.study-stage__message' }),
    ).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
    // The texts of a pack already on the phone still show; the attachment does not pretend to open.
    expect(screen.getByText('About the intro')).toBeInTheDocument();
    const resources = screen.getByRole('heading', { name: 'Resources' }).closest('section');
    // The lesson's own sheet and the course-wide one, neither pretending to open.
    expect(within(resources as HTMLElement).getAllByText('Not available offline')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('plays a downloaded video from the offline cache once the service worker controls the page', async () => {
    await enrol();
    await db.study_packs.put({ formation_id: COURSE, manifest: manifest(), fetched_at: '2026-05-01T00:00:00.000Z' });
    await db.offline_files.put({
      key: `/api/media/lessons/${intro.id}/video`,
      formation_id: COURSE,
      kind: 'video',
      lesson_id: intro.id,
      size: 1000,
      sha256: 'a'.repeat(64),
      stored_at: EXPIRES,
    });
    Object.defineProperty(window.navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {}, addEventListener: () => undefined, removeEventListener: () => undefined },
    });
    stubApi(() => json(200, manifest()));
    setOnline(false);
    study();
    await waitFor(() => expect(document.querySelector('video')?.getAttribute('src')).toBe(`/api/media/lessons/${intro.id}/video`));
    Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: undefined });
  });

  it('asks a learner who is not enrolled to enrol first, and a visitor to log in', async () => {
    stubApi(() => json(402, { type: 'about:blank', title: 'x', status: 402, code: 'enrollment.required' }));
    study();
    expect(await screen.findByText('Enrol in this course to study its lessons.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the course and enrol' })).toHaveAttribute('href', `/course/${COURSE}`);
    cleanup();
    setSignedOut();
    study();
    expect(await screen.findByText('Log in to study this course.')).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Formation } from '../../../contract/catalogue';
import { Component as Courses } from '../../../src/features/catalogue/routes/courses';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { formationRow, text } from '../../data/catalogue-rows';
import { fillMirror, json, problem, renderRoute, stubApi } from './support';

/** 15 formations, newest (highest id) first: "Course 15" … "Course 1". */
function catalogue(): Formation[] {
  return Array.from({ length: 15 }, (_, index) => {
    const n = index + 1;
    return formationRow({
      id: `0190aaaa-0000-7000-8000-${String(n).padStart(12, '0')}`,
      title: text(`Course ${n}`, `Formation ${n}`, `تكوين ${n}`),
      description: text(`Practical lessons number ${n}.`, `Leçons pratiques numéro ${n}.`, `دروس تطبيقية رقم ${n}.`),
      topic: n % 3 === 0 ? 'beekeeping' : n % 3 === 1 ? 'drones' : 'modern-irrigation',
      level: n <= 5 ? 'beginner' : n <= 10 ? 'intermediate' : 'advanced',
      price_centimes: n % 2 === 0 ? 0 : 49_900,
    });
  }).map((formation, index) =>
    index === 0
      ? {
          ...formation,
          title: text('Drip irrigation for olive groves', 'Irrigation goutte-à-goutte des oliveraies', 'الري بالتنقيط لأشجار الزيتون'),
          description: text('Save water in the orchard.', 'Économiser l’eau au verger.', 'اقتصد في ماء البستان.'),
        }
      : formation,
  );
}

const titles = (list = 'Course list') =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['catalogue']);
});
beforeEach(async () => {
  await fillMirror({ formations: catalogue() });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => setLanguage('en', { persist: false }));
});

describe('/courses from the IndexedDB mirror', () => {
  it('shows the first 6 courses, newest first, with page 1 of 3', async () => {
    renderRoute(<Courses />, '/courses', '/courses');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(titles()).toEqual(['Course 15', 'Course 14', 'Course 13', 'Course 12', 'Course 11', 'Course 10']);
    expect(screen.getByText('Courses found: 15')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
  });

  it('paints a page already read this session in its very first render', async () => {
    const first = renderRoute(<Courses />, '/courses', '/courses');
    await screen.findByText('Page 1 of 3');
    first.unmount();
    renderRoute(<Courses />, '/courses', '/courses');
    // No waiting: the list is there in the first commit, before IndexedDB answers again.
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(titles()).toHaveLength(6);
  });

  it('pages with next and previous', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(<Courses />, '/courses', '/courses');
    await user.click(await screen.findByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(titles()).toEqual(['Course 9', 'Course 8', 'Course 7', 'Course 6', 'Course 5', 'Course 4']);
    expect(router.state.location.search).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(titles()).toEqual(['Course 3', 'Course 2', 'Drip irrigation for olive groves']);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('says a page past the end does not exist and links to the last page, keeping the filters', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(<Courses />, '/courses', '/courses?topic=beekeeping&page=4');
    expect(await screen.findByText('Page 4 does not exist. The list ends at page 1.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Course list' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the last page' }));
    expect(router.state.location.search).toBe('?topic=beekeeping');
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(titles()).toEqual(['Course 15', 'Course 12', 'Course 9', 'Course 6', 'Course 3']);
  });

  it('searches title and description as you type, ignoring case and accents', async () => {
    const user = userEvent.setup();
    renderRoute(<Courses />, '/courses', '/courses');
    const search = await screen.findByRole('searchbox', { name: 'Search courses' });
    await user.type(search, 'OLIVE');
    expect(await screen.findByText('Courses found: 1')).toBeInTheDocument();
    expect(titles()).toEqual(['Drip irrigation for olive groves']);
    await user.clear(search);
    await user.type(search, 'number 1');
    // "number 1", "number 10" … "number 15" in the descriptions.
    expect(await screen.findByText('Courses found: 6')).toBeInTheDocument();
    await user.type(search, 'zzz');
    expect(await screen.findByText('No course matches your search. Try other words or clear the filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Courses found: 15')).toBeInTheDocument();
  });

  it('filters by topic and level, together with the search', async () => {
    const user = userEvent.setup();
    renderRoute(<Courses />, '/courses', '/courses');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Topic' }), 'Beekeeping');
    expect(await screen.findByText('Courses found: 5')).toBeInTheDocument();
    expect(titles()).toEqual(['Course 15', 'Course 12', 'Course 9', 'Course 6', 'Course 3']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Advanced');
    expect(await screen.findByText('Courses found: 2')).toBeInTheDocument();
    expect(titles()).toEqual(['Course 15', 'Course 12']);
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), '12');
    expect(await screen.findByText('Courses found: 1')).toBeInTheDocument();
  });

  it('shows price in MAD, free courses, level and duration on each card', async () => {
    renderRoute(<Courses />, '/courses', '/courses');
    const card = (await screen.findByRole('link', { name: 'Course 15' })).closest('article');
    expect(card).not.toBeNull();
    const scope = within(card as HTMLElement);
    expect(scope.getByText(/499[.,]00/)).toBeInTheDocument();
    expect(scope.getByText('Advanced')).toBeInTheDocument();
    expect(scope.getByText('1 h 30 min')).toBeInTheDocument();
    expect(
      within((await screen.findByRole('link', { name: 'Course 14' })).closest('article') as HTMLElement).getByText('Free'),
    ).toBeInTheDocument();
  });

  it('shows a duration under an hour in minutes, in every language', async () => {
    await fillMirror({
      formations: catalogue().map((formation) => (formation.title.en === 'Course 15' ? { ...formation, duration_minutes: 6 } : formation)),
    });
    renderRoute(<Courses />, '/courses', '/courses');
    const card = async (name: string) => within((await screen.findByRole('link', { name })).closest('article') as HTMLElement);
    expect((await card('Course 15')).getByText('6 min')).toBeInTheDocument();
    await act(() => setLanguage('fr', { persist: false }));
    expect((await card('Formation 15')).getByText('6 min')).toBeInTheDocument();
    await act(() => setLanguage('ar', { persist: false }));
    expect((await card('تكوين 15')).getByText('6 د')).toBeInTheDocument();
  });

  it('re-renders titles in Arabic when the language changes, and searches in Arabic', async () => {
    const user = userEvent.setup();
    renderRoute(<Courses />, '/courses', '/courses');
    await screen.findByText('Page 1 of 3');
    await act(() => setLanguage('ar', { persist: false }));
    expect(await screen.findByRole('link', { name: 'تكوين 15' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'الزيتون');
    expect(await screen.findByRole('link', { name: 'الري بالتنقيط لأشجار الزيتون' })).toBeInTheDocument();
    expect(titles('قائمة التكوينات')).toEqual(['الري بالتنقيط لأشجار الزيتون']);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('/courses with an empty mirror', () => {
  it('says the catalogue is downloading on a first visit', async () => {
    await fillMirror({ sync: null });
    renderRoute(<Courses />, '/courses', '/courses');
    expect(await screen.findByText(/Downloading the course catalogue to your device/, { selector: 'p' })).toBeInTheDocument();
  });

  it('explains a first visit offline and retries on demand', async () => {
    const user = userEvent.setup();
    await fillMirror({ sync: { cursor: null, synced_at: null, error_code: 'network.error', failures: 1 } });
    renderRoute(<Courses />, '/courses', '/courses');
    expect(await screen.findByRole('alert')).toHaveTextContent(/You are offline and the catalogue has not been downloaded/);
    const sent = stubApi(() => json(404, problem(404, 'http.not_found')));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // One request for the catalogue stream; its 304 is an answer, so the offline message goes.
    await vi.waitFor(() => expect(sent).toEqual([{ method: 'GET', path: '/api/sync/catalogue', body: null }]));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows the SPEC §8 loading failure for a server error', async () => {
    await fillMirror({ sync: { cursor: null, synced_at: null, error_code: 'server.error', failures: 2 } });
    renderRoute(<Courses />, '/courses', '/courses');
    expect(await screen.findByRole('alert')).toHaveTextContent('Courses could not be loaded.');
  });

  it('says so when the catalogue is synced but empty', async () => {
    await fillMirror({});
    renderRoute(<Courses />, '/courses', '/courses');
    expect(await screen.findByText('No courses have been published yet. Please come back soon.')).toBeInTheDocument();
  });
});

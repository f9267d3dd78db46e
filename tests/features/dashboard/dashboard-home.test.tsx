// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffStats } from '../../../contract/editor';
import type { Role } from '../../../contract/roles';
import { Component as DashboardHome } from '../../../src/features/dashboard/routes/dashboard-home';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { setSignedIn } from '../../../src/lib/session';
import { jsonResponse, problem, stubApi, USER, type Sent } from '../auth/support';

const LANGUAGES = ['en', 'ar'] as const;

beforeAll(async () => {
  for (const language of LANGUAGES) await loadNamespaces(language, ['dashboard', 'common', 'errors']);
  await setLanguage('en', { persist: false });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setLanguage('en', { persist: false });
});

const STATS: StaffStats = {
  learners: 1234,
  enrollments_this_month: 56,
  pending_payments: 3,
  unread_messages: 7,
  certificates_this_month: 12,
  pack_imports_this_month: 4,
  formations: [
    {
      id: 'f-bees',
      title: { ar: 'تربية النحل', fr: 'Apiculture', en: 'Beekeeping' },
      status: 'published',
      enrolled: 40,
      completed: 30,
      completion_rate: 0.75,
      pack_imports: 2,
    },
    {
      id: 'f-drip',
      title: { ar: 'الري بالتنقيط', fr: 'Goutte-à-goutte', en: 'Drip irrigation' },
      status: 'draft',
      enrolled: 0,
      completed: 0,
      completion_rate: 0,
      pack_imports: 0,
    },
  ],
  generated_at: '2026-11-24T10:00:00.000Z',
};

function renderHome(roles: Role[], answer: (sent: Sent) => Response = () => jsonResponse(200, STATS)) {
  const sent = stubApi(answer);
  setSignedIn('t'.repeat(43), { ...USER, roles });
  const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardHome /> }], { initialEntries: ['/dashboard'] });
  render(
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return sent;
}

/** The card (link or not) that shows a figure's label. */
const card = (label: string) => {
  const title = within(screen.getByRole('region', { name: 'The academy in figures' })).getByText(label);
  const element = title.closest('a') ?? title.parentElement;
  if (!element) throw new Error(`no card for ${label}`);
  return element;
};

describe('dashboard home', () => {
  it("an agent sees the academy's figures, each linking to its page, and formations by completion rate", async () => {
    const sent = renderHome(['agent']);
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'GET', path: '/api/admin/stats', body: null }]);

    expect(card('Learners')).toHaveTextContent('1,234');
    expect(card('Learners')).toHaveAttribute('href', '/dashboard/clients');
    expect(card('Enrollments this month')).toHaveTextContent('56');
    expect(card('Payments to verify')).toHaveTextContent('3');
    expect(card('Payments to verify')).toHaveAttribute('href', '/dashboard/payment-verification/pending');
    expect(card('Unread messages')).toHaveTextContent('7');
    expect(card('Unread messages')).toHaveAttribute('href', '/dashboard/messages');
    expect(card('Certificates issued this month')).toHaveTextContent('12');
    expect(card('Course files imported on phones this month')).toHaveTextContent('4');

    const rates = screen.getByRole('heading', { name: 'Formations by completion rate' }).nextElementSibling as HTMLElement;
    const links = within(rates).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/dashboard/formations/f-bees', '/dashboard/formations/f-drip']);
    expect(links[0]).toHaveTextContent('Beekeeping');
    expect(links[0]).toHaveTextContent('Completion: 75%');
    expect(links[0]).toHaveTextContent('30 of 40 learners certified');
    expect(links[1]).toHaveTextContent('Draft');
    expect(screen.queryByRole('link', { name: 'All formations' })).not.toBeInTheDocument();
    // The learner part of the home stays below.
    expect(screen.getByRole('heading', { name: 'My learning' })).toBeInTheDocument();
  });

  it('lists the five leading formations and links to all of them', async () => {
    const formations = Array.from({ length: 7 }, (_, index) => ({
      ...STATS.formations[0],
      id: `f-${index}`,
      title: { ar: `ت ${index}`, fr: `F ${index}`, en: `Course ${index}` },
    }));
    renderHome(['agent'], () => jsonResponse(200, { ...STATS, formations }));
    const rates = (await screen.findByRole('heading', { name: 'Formations by completion rate' })).nextElementSibling as HTMLElement;
    expect(
      within(rates)
        .getAllByRole('link')
        .map((link) => link.textContent?.slice(0, 8)),
    ).toEqual(['Course 0', 'Course 1', 'Course 2', 'Course 3', 'Course 4']);
    expect(screen.getByRole('link', { name: 'All formations' })).toHaveAttribute('href', '/dashboard/formations');
  });

  it('formats the figures in the interface language (Arabic: Moroccan grouping)', async () => {
    await setLanguage('ar', { persist: false });
    renderHome(['admin']);
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(screen.getByText('المتعلّمون')).toBeInTheDocument();
    expect(screen.getByText('تربية النحل')).toHaveAttribute('dir', 'auto');
  });

  it('says when the figures cannot be loaded, and tries again on request', async () => {
    let calls = 0;
    const sent = renderHome(['agent'], () =>
      ++calls === 1 ? jsonResponse(503, problem(503, 'server.busy')) : jsonResponse(200, { ...STATS, formations: [] }),
    );
    expect(await screen.findByText('The figures could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No formation yet.')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it("a learner's home is unchanged: no figures asked for, no staff section, the learning cards", async () => {
    const sent = renderHome(['client']);
    expect(await screen.findByRole('heading', { name: 'My learning' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/profile?tab=formations',
      '/profile?tab=certificates',
      '/downloads',
      '/sync',
      '/courses',
    ]);
    expect(screen.queryByRole('heading', { name: 'The academy in figures' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Academy management' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

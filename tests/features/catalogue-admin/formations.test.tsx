// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Component as Formations } from '../../../src/features/catalogue-admin/routes/formations';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { json, problem, stubApi } from '../catalogue/support';
import { detailRow, renderAt, tri } from './support';

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['catalogue-admin', 'common', 'errors']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (data: unknown[]) => ({ data, meta: { page: 1, per_page: 12, total: data.length, total_pages: 1 } });
const row = (overrides: Parameters<typeof detailRow>[0]) => {
  const { modules: _modules, attachments: _attachments, ...formation } = detailRow(overrides);
  return formation;
};

describe('formation list', () => {
  it('lists drafts and published formations with their translation state, and searches on the server', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() =>
      json(
        200,
        page([
          row({ title: tri('Healthy soil', '', 'تربة سليمة') }),
          row({ id: '0190aaaa-0000-7000-8000-000000000002', status: 'published', title: tri('Bees') }),
        ]),
      ),
    );
    renderAt(<Formations />, '/dashboard/formations', '/dashboard/formations');
    const soil = (await screen.findByRole('link', { name: 'Healthy soil' })).closest('li') as HTMLElement;
    expect(within(soil).getByText('Draft')).toBeInTheDocument();
    expect(within(soil).getByText(/French incomplete/)).toBeInTheDocument();
    const bees = screen.getByRole('link', { name: 'Bees' }).closest('li') as HTMLElement;
    expect(within(bees).getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New course' })).toHaveAttribute('href', '/dashboard/formations/create');

    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'soil');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Draft');
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    const asked = vi.mocked(fetch).mock.calls.map(([request]) => new URL((request as Request).url).searchParams.toString());
    expect(asked).toEqual(['page=1', 'page=1&q=soil', 'page=1&q=soil&status=draft']);
  });

  it('says when there is no formation yet, and offers a retry when loading fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi(() => (fail ? json(500, problem(500, 'server.error')) : json(200, page([]))));
    renderAt(<Formations />, '/dashboard/formations', '/dashboard/formations');
    expect(await screen.findByText('The courses could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No course yet. Create the first one.')).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveTable, type TableColumn } from '../../src/ui/responsive-table';

afterEach(cleanup);

interface Person {
  id: string;
  name: string;
  email: string;
}

const PEOPLE: Person[] = [
  { id: '1', name: 'Amina Haddad', email: 'amina@example.ma' },
  { id: '2', name: 'حسن أيت واحمان', email: 'hassan@example.ma' },
];

const COLUMNS: TableColumn<Person>[] = [
  { id: 'name', header: 'Name', label: 'Name', rowHeader: true, cell: (person) => person.name },
  { id: 'email', header: 'E-mail', label: 'E-mail', cell: (person) => <bdi>{person.email}</bdi>, className: 'email' },
  {
    id: 'sort',
    header: <button type="button">Sort by joined</button>,
    label: 'Joined',
    headerOnCards: true,
    headerProps: { 'aria-sort': 'ascending' },
    cell: () => '2026',
  },
  {
    id: 'actions',
    header: 'Actions',
    label: 'Actions',
    actions: true,
    cell: (person) => (
      <>
        <button type="button">Edit {person.name}</button>
        <button type="button">Disable {person.name}</button>
      </>
    ),
  },
];

function renderTable() {
  return render(
    <ResponsiveTable
      label="Clients"
      columns={COLUMNS}
      rows={PEOPLE}
      rowKey={(person) => person.id}
      rowClassName={(person) => (person.id === '2' ? 'quiet' : undefined)}
      className="people"
    />,
  );
}

describe('ResponsiveTable', () => {
  it('is a real table named by its label, with column headers, row headers and cells', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Clients' });
    expect(table.tagName).toBe('TABLE');
    expect(table).toHaveClass('rtable__table', 'people');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'E-mail', 'Sort by joined', 'Actions']);
    expect(within(table).getByRole('columnheader', { name: 'Sort by joined' })).toHaveAttribute('aria-sort', 'ascending');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Amina Haddad', 'حسن أيت واحمان']);
    expect(within(rows[0] as HTMLElement).getByRole('cell', { name: 'amina@example.ma' })).toHaveClass('email');
    expect(rows[1]).toHaveClass('quiet');
    // The scroller a keyboard can reach on a wide screen carries the same name.
    expect(screen.getByRole('region', { name: 'Clients' })).toHaveAttribute('tabindex', '0');
  });

  it('gives every cell its column label for the narrow card layout, and groups actions in one bar', () => {
    renderTable();
    const [first] = screen.getAllByRole('row').slice(1);
    const cells = [...(first as HTMLElement).children];
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'E-mail', 'Joined', 'Actions']);
    const actions = cells.at(-1) as HTMLElement;
    expect(actions).toHaveClass('rtable__cell--actions');
    const bar = actions.querySelector('.rtable__actions') as HTMLElement;
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit Amina Haddad', 'Disable Amina Haddad']);
    // Only a header that does something stays above the cards.
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.classList.contains('rtable__header--on-cards'))).toEqual([false, false, true, false]);
  });
});

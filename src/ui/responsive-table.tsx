import type { ReactNode, ThHTMLAttributes } from 'react';
import './responsive-table.css';

export interface TableColumn<Row> {
  id: string;
  /** The header cell's content: a label, or a sort button. */
  header: ReactNode;
  /** The column's name as text, shown before each value once rows become cards on a narrow screen. */
  label: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names its row (`<th scope="row">`), the card's first line. */
  rowHeader?: boolean;
  /** A cell of buttons: on a card it spans the full width so every action stays in view. */
  actions?: boolean;
  /** Keeps this column's header above the cards on a narrow screen (a sort button must stay reachable). */
  headerOnCards?: boolean;
  /** Extra attributes of the header cell, such as aria-sort. */
  headerProps?: Omit<ThHTMLAttributes<HTMLTableCellElement>, 'children' | 'scope'>;
  /** Extra class of each body cell of the column. */
  className?: string;
}

interface ResponsiveTableProps<Row> {
  /** Names the scrolling region and, unless `caption` is given, the table. */
  label: string;
  /** The table's own (visually hidden) caption, when it says more than the label. */
  caption?: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
  className?: string;
}

/**
 * The staff list pattern: a real table where it fits, one card per row where it does not (a phone, or a
 * narrow column), decided by the width of its own container rather than of the window. On cards every cell
 * shows its column's label and the actions wrap inside the card, so nothing hides off-screen in either
 * direction. The ARIA roles repeat the native ones on purpose: some browsers drop a table's semantics once
 * its rows are styled as blocks, and the roles keep rows, headers and cells announced there too.
 */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   the roles repeat the native ones on purpose, as said above. */
export function ResponsiveTable<Row>({ label, caption, columns, rows, rowKey, rowClassName, className }: ResponsiveTableProps<Row>) {
  return (
    <div className="rtable">
      {/* A region that scrolls sideways must take the focus, or keyboard users cannot scroll it (axe's scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="rtable__scroll" role="region" aria-label={label} tabIndex={0}>
        <table className={className ? `rtable__table ${className}` : 'rtable__table'} role="table">
          <caption className="visually-hidden">{caption ?? label}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  role="columnheader"
                  {...column.headerProps}
                  className={column.headerOnCards ? 'rtable__header rtable__header--on-cards' : 'rtable__header'}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr key={rowKey(row)} role="row" className={rowClassName?.(row)}>
                {columns.map((column) => {
                  const classes = ['rtable__cell', column.actions ? 'rtable__cell--actions' : '', column.className ?? '']
                    .filter(Boolean)
                    .join(' ');
                  return column.rowHeader ? (
                    <th key={column.id} scope="row" role="rowheader" data-label={column.label} className={`${classes} rtable__cell--head`}>
                      <div className="rtable__value">{column.cell(row)}</div>
                    </th>
                  ) : (
                    <td key={column.id} role="cell" data-label={column.label} className={classes}>
                      {/* One box per value, so on a card it sits whole beside its label in the page's direction. */}
                      <div className={column.actions ? 'rtable__value rtable__actions' : 'rtable__value'}>{column.cell(row)}</div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

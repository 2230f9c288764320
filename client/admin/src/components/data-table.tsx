import { useId, type ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface Sort {
  key: string;
  direction: SortDirection;
}

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The server can order by this column: its header is a button that toggles the order. */
  sortable?: boolean;
  /** Numbers and money line up on the right. */
  align?: 'start' | 'end';
  /** Shown to screen readers only (e.g. an actions column). */
  hiddenHeader?: boolean;
}

export interface PageState {
  offset: number;
  limit: number;
  /** The number of rows the filters match, when the server counts them. */
  total?: number;
  /** Whether more rows follow this page, when the server says so instead of counting. */
  hasMore?: boolean;
}

export interface DataTableProps<T> {
  /** What the table lists ("Staff"): its accessible name. */
  caption: string;
  columns: Column<T>[];
  /** The current page's rows; undefined while the first answer is on its way. */
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  sort?: Sort;
  onSort?: (sort: Sort) => void;
  page: PageState;
  onPage: (offset: number) => void;
  /** What to say when the filters match nothing. */
  empty: ReactNode;
}

const SKELETON_ROWS = 6;

function ariaSort(column: string, sort: Sort | undefined): 'ascending' | 'descending' | 'none' {
  if (!sort || sort.key !== column) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * A server-side table: the server filters, sorts and cuts the page; this shows it. Sortable headers are
 * buttons (with aria-sort on the header cell); while a page loads, the previous rows stay (dimmed), or
 * skeleton rows of the same height hold the place, so nothing jumps. On a phone each row becomes a card
 * whose cells carry their column's name.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, loading = false, sort, onSort, page, onPage, empty }: DataTableProps<T>) {
  const captionId = useId();
  const first = page.offset + 1;
  const count = rows?.length ?? 0;
  const last = page.offset + count;
  const hasNext = page.total !== undefined ? last < page.total : Boolean(page.hasMore);
  const hasPrevious = page.offset > 0;
  const showSkeleton = rows === undefined;

  return (
    <div className="table-block">
      <div className={`table-scroll${loading && !showSkeleton ? ' table-scroll--busy' : ''}`} aria-busy={loading}>
        {/* Explicit roles: on a phone the rows are laid out as cards (display: block), which would
            otherwise drop the table's semantics for screen readers. */}
        <table className="data-table" role="table" aria-labelledby={captionId}>
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((c) => (
                <th key={c.key} role="columnheader" scope="col" aria-sort={c.sortable ? ariaSort(c.key, sort) : undefined} className={c.align === 'end' ? 'num' : undefined}>
                  {c.sortable && onSort ? (
                    <button
                      type="button"
                      className="sort-btn"
                      onClick={() => onSort({ key: c.key, direction: sort?.key === c.key && sort.direction === 'asc' ? 'desc' : 'asc' })}
                    >
                      {c.header}
                      <span className="sort-btn__icon" aria-hidden="true">
                        {sort?.key === c.key ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : c.hiddenHeader ? (
                    <span className="visually-hidden">{c.header}</span>
                  ) : (
                    c.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {showSkeleton &&
              Array.from({ length: Math.min(SKELETON_ROWS, page.limit) }, (_, i) => (
                <tr key={`skeleton-${i}`} role="row" className="skeleton-row" aria-hidden="true" data-testid="skeleton-row">
                  {columns.map((c) => (
                    <td key={c.key} role="cell">
                      <span className="skeleton" />
                    </td>
                  ))}
                </tr>
              ))}
            {rows?.map((row) => (
              <tr key={rowKey(row)} role="row">
                {columns.map((c) => (
                  <td key={c.key} role="cell" data-label={c.hiddenHeader ? undefined : c.header} className={c.align === 'end' ? 'num' : undefined}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))}
            {rows && rows.length === 0 && (
              <tr className="empty-row" role="row">
                <td role="cell" colSpan={columns.length}>
                  <div className="empty-state">{empty}</div>
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <nav className="pager" aria-label={`${caption} pages`}>
        <p className="pager__status" aria-live="polite">
          {showSkeleton ? 'Loading…' : count === 0 ? 'No rows' : page.total !== undefined ? `${first}–${last} of ${page.total}` : `${first}–${last}`}
        </p>
        <div className="pager__buttons">
          <button type="button" className="btn" disabled={!hasPrevious || loading} onClick={() => onPage(Math.max(0, page.offset - page.limit))}>
            Previous
          </button>
          <button type="button" className="btn" disabled={!hasNext || loading} onClick={() => onPage(page.offset + page.limit)}>
            Next
          </button>
        </div>
      </nav>
    </div>
  );
}

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column, type Sort } from './data-table';

interface Row {
  id: string;
  name: string;
  stock: number;
}

const ALL: Row[] = [
  { id: '1', name: 'Indigo kurta', stock: 4 },
  { id: '2', name: 'Block-print cap', stock: 0 },
  { id: '3', name: 'Ajrakh stole', stock: 12 },
  { id: '4', name: 'Bandhani dupatta', stock: 7 },
  { id: '5', name: 'Chikan shirt', stock: 2 },
];

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', sortable: true, render: (r) => r.name },
  { key: 'stock', header: 'Stock', sortable: true, align: 'end', render: (r) => r.stock },
  { key: 'actions', header: 'Actions', hiddenHeader: true, render: (r) => <button type="button">Edit {r.name}</button> },
];

/** A list screen with a stand-in server: it sorts and cuts the page the way the API does. */
function Harness({ limit = 2, rows = ALL, countTotal = true }: { limit?: number; rows?: Row[]; countTotal?: boolean }) {
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'asc' });
  const [offset, setOffset] = useState(0);
  const sorted = [...rows].sort((a, b) => {
    const k = sort.key as 'name' | 'stock';
    const d = a[k] < b[k] ? -1 : a[k] > b[k] ? 1 : 0;
    return sort.direction === 'asc' ? d : -d;
  });
  const page = sorted.slice(offset, offset + limit);
  return (
    <DataTable
      caption="Products"
      columns={columns}
      rows={page}
      rowKey={(r) => r.id}
      sort={sort}
      onSort={(s) => {
        setSort(s);
        setOffset(0);
      }}
      page={countTotal ? { offset, limit, total: rows.length } : { offset, limit, hasMore: offset + limit < rows.length }}
      onPage={setOffset}
      empty={<p>No products match these filters.</p>}
    />
  );
}

const shownNames = () =>
  within(screen.getByRole('table', { name: 'Products' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('DataTable', () => {
  it('names the table and marks the sorted column with aria-sort on its header', () => {
    render(<Harness />);
    const name = screen.getByRole('columnheader', { name: /Name/ });
    const stock = screen.getByRole('columnheader', { name: /Stock/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(stock.getAttribute('aria-sort')).toBe('none');
    // A column that cannot be sorted has no aria-sort and no button; its hidden header still names it.
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(actions.getAttribute('aria-sort')).toBeNull();
    expect(within(actions).queryByRole('button')).toBeNull();
  });

  it('sorts through header buttons: a first press sorts ascending, a second descending, and goes back to the first page', () => {
    render(<Harness />);
    expect(shownNames()).toEqual(['Ajrakh stole', 'Bandhani dupatta']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shownNames()).toEqual(['Block-print cap', 'Chikan shirt']);

    fireEvent.click(screen.getByRole('button', { name: /^Stock/ }));
    expect(screen.getByRole('columnheader', { name: /Stock/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(shownNames()).toEqual(['Block-print cap', 'Chikan shirt']);
    expect(screen.getByText('1–2 of 5')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Stock/ }));
    expect(screen.getByRole('columnheader', { name: /Stock/ }).getAttribute('aria-sort')).toBe('descending');
    expect(shownNames()).toEqual(['Ajrakh stole', 'Bandhani dupatta']);
  });

  it('pages with Previous and Next, saying which rows are shown, and stops at either end', () => {
    render(<Harness />);
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(screen.getByText('1–2 of 5')).toBeTruthy();
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByText('5–5 of 5')).toBeTruthy();
    expect(shownNames()).toEqual(['Indigo kurta']);
    expect(next.disabled).toBe(true);
    fireEvent.click(previous);
    expect(screen.getByText('3–4 of 5')).toBeTruthy();
  });

  it('without a count, offers Next only while the server says more rows follow', () => {
    render(<Harness countTotal={false} limit={3} />);
    expect(screen.getByText('1–3')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    fireEvent.click(next);
    expect(shownNames()).toEqual(['Chikan shirt', 'Indigo kurta']);
    expect(next.disabled).toBe(true);
  });

  it('says so when nothing matches', () => {
    render(<Harness rows={[]} />);
    expect(screen.getByText('No products match these filters.')).toBeTruthy();
    expect(screen.getByText('No rows')).toBeTruthy();
  });

  it('holds the place with skeleton rows while the first page loads, then shows the rows', () => {
    const { rerender } = render(
      <DataTable caption="Orders" columns={columns} rows={undefined} rowKey={(r) => r.id} loading page={{ offset: 0, limit: 25 }} onPage={() => undefined} empty="None" />,
    );
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(6);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Orders' }).closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    act(() => {
      rerender(<DataTable caption="Orders" columns={columns} rows={ALL.slice(0, 2)} rowKey={(r) => r.id} page={{ offset: 0, limit: 25, total: 2 }} onPage={() => undefined} empty="None" />);
    });
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Edit Indigo kurta' })).toBeTruthy();
  });

  it('labels each cell with its column, for the card layout on a phone', () => {
    render(<Harness />);
    const firstRow = screen.getAllByRole('row')[1];
    const [name, stock, actions] = within(firstRow).getAllByRole('cell');
    expect(name.getAttribute('data-label')).toBe('Name');
    expect(stock.getAttribute('data-label')).toBe('Stock');
    expect(actions.getAttribute('data-label')).toBeNull();
  });
});

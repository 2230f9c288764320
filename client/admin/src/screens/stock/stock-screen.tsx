import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable, type Column } from '../../components/data-table';
import { SearchField, SelectField } from '../../components/fields';
import { Badge, FilterBar, PageHeader } from '../../components/page-header';
import { RowMenu } from '../../components/row-menu';
import { LowStockProductsDocument, StockProductsDocument, type StockRowFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/errors';
import { useListParams } from '../../lib/list-params';
import { STOCK_STATE } from '../../lib/stock-words';
import { AdjustStockDialog, StockHistoryDialog, ThresholdDialog } from '../../components/stock/stock-dialogs';

const PAGE = 50;

type Open = { kind: 'adjust' | 'threshold' | 'history'; product: StockRowFragment } | null;

/** Stock: the low-stock list first (what to reorder), or any product by search; adjust with a reason. */
export function StockScreen() {
  const list = useListParams({ limit: PAGE, sort: { key: 'stock', direction: 'asc' }, filters: { show: '', q: '' } });
  const all = list.filters.show === 'all';
  const low = useQuery(LowStockProductsDocument, { variables: { limit: PAGE, offset: list.offset }, skip: all });
  const any = useQuery(StockProductsDocument, {
    variables: {
      filter: { search: list.filters.q.trim() || undefined },
      sort: { field: list.sort?.key === 'name' ? 'NAME' : 'STOCK', direction: list.sort?.direction === 'desc' ? 'DESC' : 'ASC' },
      limit: PAGE,
      offset: list.offset,
    },
    skip: !all,
  });
  const source = all ? any : low;
  const page = all ? (any.data ?? any.previousData)?.adminProducts : (low.data ?? low.previousData)?.lowStockProducts;
  const [open, setOpen] = useState<Open>(null);
  const navigate = useNavigate();

  const columns: Column<StockRowFragment>[] = [
    {
      key: 'name',
      header: 'Product',
      sortable: all,
      render: (p) => (
        <div className="cell-stack">
          <Link to={`/products/${p.id}`} className="strong-link">
            {p.name}
          </Link>
          <span className="muted">
            {p.color} · <span className="mono">{p.sku}</span>
          </span>
        </div>
      ),
    },
    { key: 'sizes', header: 'Sizes running low', render: (p) => <LowSizes product={p} /> },
    { key: 'stock', header: 'In stock', sortable: all, align: 'end', render: (p) => <strong>{p.stock}</strong> },
    { key: 'state', header: 'State', render: (p) => <Badge tone={STOCK_STATE[p.stockState].tone}>{STOCK_STATE[p.stockState].label}</Badge> },
    {
      key: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      align: 'end',
      render: (p) => (
        <div className="row-actions">
          <button type="button" className="btn btn--small" onClick={() => setOpen({ kind: 'adjust', product: p })} aria-label={`Adjust stock of ${p.name} (${p.color})`}>
            Adjust
          </button>
          <RowMenu
            label={`More for ${p.name} (${p.color})`}
            actions={[
              { label: 'Set low-stock threshold', onSelect: () => setOpen({ kind: 'threshold', product: p }) },
              { label: 'Stock history', onSelect: () => setOpen({ kind: 'history', product: p }) },
              { label: 'Edit sizes', onSelect: () => navigate(`/products/${p.id}#sizes`) },
            ]}
          />
        </div>
      ),
    },
  ];

  return (
    <div className="page">
      <PageHeader title="Stock" lead="Every change is written to the product's stock history with its reason; orders take and give back stock on their own." />
      <FilterBar label="Stock filters" active={(all ? 1 : 0) + (list.filters.q ? 1 : 0)}>
        <SelectField label="Show" value={list.filters.show} onChange={(e) => list.setFilters({ show: e.target.value, q: '' })}>
          <option value="">Low and out of stock</option>
          <option value="all">All products</option>
        </SelectField>
        {all && <SearchField label="Search" placeholder="Name, colour or SKU" value={list.filters.q} onCommit={(v) => list.setFilter('q', v)} />}
      </FilterBar>
      {source.error && <p className="form-error" role="alert">{messageOf(source.error)}</p>}
      <DataTable
        caption={all ? 'Stock of all products' : 'Low stock'}
        columns={columns}
        rows={page?.items}
        rowKey={(p) => p.id}
        loading={source.loading}
        sort={all ? list.sort : undefined}
        onSort={list.setSort}
        page={{ offset: list.offset, limit: PAGE, total: page?.total }}
        onPage={list.setOffset}
        empty={all ? <p>No products match.</p> : <p>Nothing is running low. Products appear here at or below their low-stock threshold.</p>}
      />
      {open?.kind === 'adjust' && <AdjustStockDialog product={open.product} onClose={() => setOpen(null)} />}
      {open?.kind === 'threshold' && <ThresholdDialog product={open.product} onClose={() => setOpen(null)} />}
      {open?.kind === 'history' && <StockHistoryDialog product={open.product} onClose={() => setOpen(null)} />}
    </div>
  );
}

/**
 * Which sizes of a product are sold out or at or under their own threshold, each with what is left: the
 * list counts sizes, so the person reordering sees "M · 1 left", not just the product's total.
 */
function LowSizes({ product }: { product: StockRowFragment }) {
  const low = product.sizes.filter((v) => v.stock < 1 || v.lowStock);
  if (!low.length) return <span className="muted">None</span>;
  return (
    <ul className="size-chips" aria-label={`Sizes of ${product.name} (${product.color}) running low`}>
      {low.map((v) => (
        <li key={v.id}>
          <Badge tone={v.stock < 1 ? 'danger' : 'warning'}>
            {v.size === 'NA' ? '' : `${v.size} · `}
            {v.stock < 1 ? 'sold out' : `${v.stock} left`}
          </Badge>{' '}
          <span className="mono muted visually-hidden">{v.sku}</span>
        </li>
      ))}
    </ul>
  );
}

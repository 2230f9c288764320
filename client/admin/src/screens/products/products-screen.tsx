import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { DataTable, type Column, type Sort } from '../../components/data-table';
import { SearchField, SelectField } from '../../components/fields';
import { Badge, FilterBar, PageHeader } from '../../components/page-header';
import { AdminProductsDocument, type AdminProductSortField, type ProductListRowFragment, type StockState } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { messageOf } from '../../lib/errors';
import { useListParams } from '../../lib/list-params';
import { formatPaise } from '../../lib/money';
import { STOCK_STATE } from '../../lib/stock-words';
import { ExportCsvButton } from './export-csv';
import { CATEGORIES, categoryWords } from './product-words';

const PAGE = 50;

const SORT_FIELDS: Record<string, AdminProductSortField> = { name: 'NAME', sku: 'SKU', price: 'PRICE', stock: 'STOCK', updated: 'UPDATED' };

/** The catalogue as staff see it: searched, filtered, sorted and paged on the server. */
export function ProductsScreen() {
  const list = useListParams({ limit: PAGE, sort: { key: 'updated', direction: 'desc' }, filters: { q: '', category: '', stock: '', archived: '' } });
  const f = list.filters;
  const sort = list.sort as Sort;
  const { data: fresh, previousData, loading, error } = useQuery(AdminProductsDocument, {
    variables: {
      filter: { search: f.q.trim() || undefined, category: f.category || undefined, stockState: (f.stock || undefined) as StockState | undefined, archived: f.archived === '1' },
      sort: { field: SORT_FIELDS[sort.key] ?? 'UPDATED', direction: sort.direction === 'asc' ? 'ASC' : 'DESC' },
      limit: PAGE,
      offset: list.offset,
    },
  });
  const data = fresh ?? previousData;

  const columns: Column<ProductListRowFragment>[] = [
    {
      key: 'name',
      header: 'Product',
      sortable: true,
      render: (p) => (
        <div className="product-cell">
          {p.coverPhoto ? <img src={p.coverPhoto.src} alt="" width={40} height={40} loading="lazy" /> : <span className="product-cell__blank" aria-hidden="true" />}
          <div className="cell-stack">
            <Link to={`/products/${p.id}`} className="strong-link">
              {p.name}
            </Link>
            <span className="muted">{p.color}</span>
          </div>
        </div>
      ),
    },
    { key: 'sku', header: 'SKU', sortable: true, render: (p) => <span className="mono">{p.sku}</span> },
    { key: 'category', header: 'Category', render: (p) => categoryWords(p.category) },
    {
      key: 'price',
      header: 'Price',
      sortable: true,
      align: 'end',
      render: (p) => (
        <div className="cell-stack cell-stack--end">
          <span>{formatPaise(p.pricePaise)}</span>
          {p.mrpPaise > p.pricePaise && (
            <span className="muted">
              <span className="visually-hidden">MRP </span>
              <s>{formatPaise(p.mrpPaise)}</s>
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'stock',
      header: 'Stock',
      sortable: true,
      align: 'end',
      render: (p) => (
        <div className="cell-stack cell-stack--end">
          <span>{p.stock}</span>
          {p.stockState !== 'IN_STOCK' && <Badge tone={STOCK_STATE[p.stockState].tone}>{STOCK_STATE[p.stockState].label}</Badge>}
        </div>
      ),
    },
    { key: 'updated', header: 'Updated', sortable: true, render: (p) => formatDate(p.updatedAt) },
  ];

  const active = Object.values(f).filter(Boolean).length;
  return (
    <div className="page">
      <PageHeader
        title="Products"
        lead={f.archived === '1' ? 'Archived products: off the storefront, still on the orders that name them.' : 'Everything on sale. Open a product to edit it, its photos and its stock threshold.'}
        actions={
          <>
            <ExportCsvButton />
            <Link className="btn" to="/products/import">
              Import CSV
            </Link>
            <Link className="btn btn--primary" to="/products/new">
              Add product
            </Link>
          </>
        }
      />
      <FilterBar label="Product filters" active={active}>
        <SearchField label="Search" placeholder="Name, colour, kind or SKU" value={f.q} onCommit={(v) => list.setFilter('q', v)} />
        <SelectField label="Category" value={f.category} onChange={(e) => list.setFilter('category', e.target.value)}>
          <option value="">All categories</option>
          {CATEGORIES.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Stock" value={f.stock} onChange={(e) => list.setFilter('stock', e.target.value)}>
          <option value="">Any stock</option>
          <option value="IN_STOCK">In stock</option>
          <option value="LOW">Low</option>
          <option value="OUT">Out of stock</option>
        </SelectField>
        <SelectField label="Status" value={f.archived} onChange={(e) => list.setFilter('archived', e.target.value)}>
          <option value="">On sale</option>
          <option value="1">Archived</option>
        </SelectField>
      </FilterBar>
      {error && <p className="form-error" role="alert">{messageOf(error)}</p>}
      <DataTable
        caption="Products"
        columns={columns}
        rows={data?.adminProducts.items}
        rowKey={(p) => p.id}
        loading={loading}
        sort={sort}
        onSort={list.setSort}
        page={{ offset: list.offset, limit: PAGE, total: data?.adminProducts.total }}
        onPage={list.setOffset}
        empty={<p>No products match. {active ? 'Try clearing a filter.' : ''}</p>}
      />
    </div>
  );
}

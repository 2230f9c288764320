import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../lib/page-meta';
import { CloseIcon } from '../components/icons';
import { FilterDrawer } from '../features/catalog/filter-drawer';
import { FilterPanel } from '../features/catalog/filter-panel';
import {
  activeFilterCount, CATEGORY_OPTIONS, PAGE_SIZE, readListingParams, sameLabel, SORTS, toSearchInput, withChanges, type ListingParams,
} from '../features/catalog/listing-params';
import { Pagination } from '../features/catalog/pagination';
import { ProductCard, ProductCardSkeleton } from '../features/catalog/product-card';
import '../features/catalog/listing.css';
import { SearchProductsDocument } from '../gql/graphql';
import { paths } from '../lib/paths';
import { messageFor } from '../lib/graphql-errors';
import { groupIndian } from '../lib/money';

/** Cards in a phone's or a desktop's first view: their pictures are not lazy-loaded. */
const EAGER_CARDS = 8;

type Changes = Partial<Record<keyof ListingParams, string | number | undefined>>;

export default function ProductsScreen() {
  const [sp, setSp] = useSearchParams();
  const params = readListingParams(sp);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { data, previousData, loading, error } = useQuery(SearchProductsDocument, { variables: { input: toSearchInput(params) } });
  const result = (data ?? previousData)?.searchProducts;

  const heading = result?.collection?.title ?? (params.cat ? params.cat : params.search?.trim() ? `Results for “${params.search.trim()}”` : 'All products');
  usePageMeta({
    title: heading,
    description: result?.collection?.description ?? `${heading} at Rangrez: clothing, caps and personalised prints, delivered across India.`,
    image: result?.items[0]?.coverPhoto?.src,
  });

  const change = (changes: Changes) => setSp(withChanges(sp, changes));
  const hrefFor = (page: number) => `/products?${withChanges(sp, { page: page > 1 ? page : undefined }).toString()}`;
  const total = result?.total ?? 0;
  const totalText = `${groupIndian(total)}${result?.totalCapped ? '+' : ''} ${total === 1 ? 'product' : 'products'}`;
  const pages = Math.ceil(total / PAGE_SIZE);
  const filters = activeFilterCount(params);
  const badInput = messageFor(error, 'BAD_USER_INPUT');

  const chips: { label: string; clear: Changes }[] = [];
  if (params.search?.trim()) chips.push({ label: `“${params.search.trim()}”`, clear: { search: undefined } });
  if (params.cat) chips.push({ label: CATEGORY_OPTIONS.find((c) => sameLabel(c, params.cat)) ?? params.cat, clear: { cat: undefined } });
  if (params.min !== undefined || params.max !== undefined) {
    chips.push({ label: `₹${params.min ?? 0} – ₹${params.max ?? '2000+'}`, clear: { min: undefined, max: undefined } });
  }
  if (params.rating !== undefined) chips.push({ label: `${params.rating}★ & up`, clear: { rating: undefined } });
  if (params.discount !== undefined) chips.push({ label: `${params.discount}% or more off`, clear: { discount: undefined } });

  const panel = <FilterPanel params={params} onChange={change} />;

  return (
    <main className="page listing">
      <header className="listing__head">
        <h1>{heading}</h1>
        {result?.collection?.description && <p className="listing__meta">{result.collection.description}</p>}
        {result?.correctedSearch && (
          <p className="listing__corrected">
            Showing results for <strong>{result.correctedSearch}</strong>
          </p>
        )}
      </header>

      <div className="listing__toolbar">
        <button type="button" className="btn listing__filters-btn" aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
          Filters{filters ? ` (${filters})` : ''}
        </button>
        <p className="listing__meta" aria-live="polite">
          {result ? totalText : loading ? 'Loading products…' : ''}
        </p>
        <label className="listing__sort">
          Sort by
          <select value={params.sort ?? 'RELEVANCE'} onChange={(e) => change({ sort: e.target.value === 'RELEVANCE' ? undefined : e.target.value })}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.value === 'RELEVANCE' && !params.search?.trim() ? 'Popularity' : s.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      {chips.length > 0 && (
        <ul className="listing__chips" aria-label="Active filters">
          {chips.map((c) => (
            <li key={c.label} className="listing__chip">
              {c.label}
              <button type="button" aria-label={`Remove filter ${c.label}`} onClick={() => change(c.clear)}>
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
          {chips.length > 1 && (
            <li>
              <button type="button" className="listing__chip--clear" onClick={() => setSp(new URLSearchParams())}>
                Clear all
              </button>
            </li>
          )}
        </ul>
      )}

      <div className="listing__body">
        <aside className="listing__sidebar" aria-label="Filters">
          {panel}
        </aside>
        <FilterDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} resultLabel={result ? `Show ${totalText}` : 'Show results'}>
          {panel}
        </FilterDrawer>

        <section className="listing__results" aria-busy={loading} aria-label="Products">
          {error ? (
            <div className="listing__error" role="alert">
              <p>{badInput ?? 'We could not load products right now. Please try again.'}</p>
              <Link className="btn" to={paths.products()}>
                Clear filters
              </Link>
            </div>
          ) : !result ? (
            <div className="grid">
              {Array.from({ length: 8 }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
            </div>
          ) : result.items.length === 0 && total > 0 ? (
            <div className="empty-state">
              <h2>This page is past the end of the list</h2>
              <Link className="btn btn--primary" to={hrefFor(1)}>
                Back to the first page
              </Link>
            </div>
          ) : result.items.length === 0 ? (
            <div className="empty-state">
              <h2>No products Found ! Try another category</h2>
              <Link className="btn btn--primary" to="/">
                Continue Shopping
              </Link>
            </div>
          ) : (
            <>
              <div className="grid">
                {result.items.map((p, i) => (
                  <ProductCard key={p.id} product={p} priority={i < 2 ? 'high' : i < EAGER_CARDS ? 'eager' : undefined} />
                ))}
              </div>
              <Pagination page={params.page} pages={pages} hrefFor={hrefFor} />
            </>
          )}
        </section>
      </div>
    </main>
  );
}

import { useEffect, useId, useState } from 'react';
import { StarIcon } from '../../components/icons';
import {
  CATEGORY_OPTIONS, DISCOUNT_OPTIONS, PRICE_RANGE, RATING_OPTIONS, sameLabel, type ListingParams,
} from './listing-params';
import './filter-panel.css';
import { PRICE_RANGE_REVERSED } from '../../lib/shop-messages';

type Changes = Partial<Record<keyof ListingParams, string | number | undefined>>;

/**
 * Category, price, rating and discount filters. Every choice applies at once and
 * lands in the URL; the price bounds apply on Enter or Apply.
 */
export function FilterPanel({ params, onChange }: { params: ListingParams; onChange: (changes: Changes) => void }) {
  const id = useId();
  const [min, setMin] = useState(params.min?.toString() ?? '');
  const [max, setMax] = useState(params.max?.toString() ?? '');
  const [priceError, setPriceError] = useState('');
  useEffect(() => {
    setMin(params.min?.toString() ?? '');
    setMax(params.max?.toString() ?? '');
  }, [params.min, params.max]);

  const applyPrice = () => {
    const lo = min.trim() === '' ? undefined : Number(min);
    const hi = max.trim() === '' ? undefined : Number(max);
    if ((lo !== undefined && (!Number.isFinite(lo) || lo < 0)) || (hi !== undefined && (!Number.isFinite(hi) || hi < 0))) {
      setPriceError('Prices must be positive numbers.');
      return;
    }
    if (lo !== undefined && hi !== undefined && lo > hi) {
      setPriceError(PRICE_RANGE_REVERSED);
      return;
    }
    setPriceError('');
    onChange({ min: lo, max: hi });
  };
  const promoCat = params.cat && !CATEGORY_OPTIONS.some((c) => sameLabel(c, params.cat)) ? params.cat : undefined;

  return (
    <div className="filter-panel">
      <fieldset className="filter-panel__group">
        <legend>Category</legend>
        <label className="filter-panel__option">
          <input type="radio" name={`${id}-cat`} checked={!params.cat} onChange={() => onChange({ cat: undefined })} />
          All products
        </label>
        {promoCat && (
          <label className="filter-panel__option">
            <input type="radio" name={`${id}-cat`} checked onChange={() => undefined} />
            {promoCat}
          </label>
        )}
        {CATEGORY_OPTIONS.map((c) => (
          <label key={c} className="filter-panel__option">
            <input type="radio" name={`${id}-cat`} checked={sameLabel(c, params.cat)} onChange={() => onChange({ cat: c })} />
            {c}
          </label>
        ))}
      </fieldset>

      <fieldset className="filter-panel__group">
        <legend>Price (₹)</legend>
        <form
          className="filter-panel__price"
          onSubmit={(e) => {
            e.preventDefault();
            applyPrice();
          }}
        >
          <label>
            <span className="visually-hidden">Minimum price in rupees</span>
            <input type="number" inputMode="numeric" min={PRICE_RANGE.min} max={PRICE_RANGE.max} step="any" placeholder={`₹${PRICE_RANGE.min}`} value={min} onChange={(e) => setMin(e.target.value)} />
          </label>
          <span aria-hidden="true">to</span>
          <label>
            <span className="visually-hidden">Maximum price in rupees</span>
            <input type="number" inputMode="numeric" min={PRICE_RANGE.min} max={PRICE_RANGE.max} step="any" placeholder={`₹${PRICE_RANGE.max}`} value={max} onChange={(e) => setMax(e.target.value)} />
          </label>
          <button type="submit" className="btn filter-panel__apply">Apply</button>
        </form>
        {priceError && <p className="field__error" role="alert">{priceError}</p>}
      </fieldset>

      <fieldset className="filter-panel__group">
        <legend>Customer rating</legend>
        {RATING_OPTIONS.map((r) => (
          <label key={r} className="filter-panel__option">
            <input type="radio" name={`${id}-rating`} checked={params.rating === r} onChange={() => onChange({ rating: r })} />
            <span className="filter-panel__stars">
              {r} <StarIcon size={14} /> &amp; up
            </span>
          </label>
        ))}
        {params.rating !== undefined && (
          <button type="button" className="filter-panel__clear" onClick={() => onChange({ rating: undefined })}>
            Any rating
          </button>
        )}
      </fieldset>

      <fieldset className="filter-panel__group">
        <legend>Discount</legend>
        {DISCOUNT_OPTIONS.map((d) => (
          <label key={d} className="filter-panel__option">
            <input type="radio" name={`${id}-discount`} checked={params.discount === d} onChange={() => onChange({ discount: d })} />
            {d}% or more
          </label>
        ))}
        {params.discount !== undefined && (
          <button type="button" className="filter-panel__clear" onClick={() => onChange({ discount: undefined })}>
            Any discount
          </button>
        )}
      </fieldset>
    </div>
  );
}

import type { SizeOption_VariantFragment } from '../../gql/graphql';

/** What a size's button says under the size, and to screen readers after it: sold out, or how few are left. */
export function sizeNote(v: Pick<SizeOption_VariantFragment, 'available' | 'lowStock' | 'stock'>): string | null {
  if (!v.available) return 'Sold out';
  if (v.lowStock) return `Only ${v.stock} left`;
  return null;
}

/**
 * Every size the product comes in (S, M, L, XL, 2XL, 3XL), as a radio group of buttons, shown when the
 * product has sizes. A sold-out size stays in the row, struck through and disabled (as Shopify themes
 * do), so the shopper sees it exists but cannot pick it; a size at or under its low-stock threshold
 * says "Only N left" under it.
 */
export function SizePicker({ sizes, value, onChange }: { sizes: SizeOption_VariantFragment[]; value: string | null; onChange: (size: string) => void }) {
  if (sizes.length === 0) return null;
  return (
    <fieldset className="picker">
      <legend className="picker__label">
        Size{value ? <span className="picker__value">: {value}</span> : <span className="picker__hint"> (select one)</span>}
      </legend>
      <div className="picker__options">
        {sizes.map((v) => {
          const note = sizeNote(v);
          const classes = ['size-option', value === v.size && 'is-selected', !v.available && 'is-sold-out', v.available && v.lowStock && 'is-low'].filter(Boolean).join(' ');
          return (
            <label key={v.id} className={classes} aria-disabled={v.available ? undefined : true}>
              <input
                type="radio"
                name="size"
                value={v.size}
                checked={value === v.size}
                disabled={!v.available}
                onChange={() => onChange(v.size)}
                className="visually-hidden"
                aria-label={note ? `${v.size}, ${note}` : v.size}
              />
              <span className="size-option__size" aria-hidden="true">
                {v.size}
              </span>
              {note && (
                <span className="size-option__note" aria-hidden="true">
                  {note}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

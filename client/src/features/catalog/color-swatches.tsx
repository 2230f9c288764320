import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { ProductVariantDocument } from '../../gql/graphql';

export const VARIANT_FAILED = 'unable to fetch product right now !';
export const VARIANT_MISSING = 'Product not available !';

const title = (c: string) => c.charAt(0).toUpperCase() + c.slice(1);

/**
 * The family's colours (legacy REST: `avilableColors`). Picking one looks up the product with the same name
 * in that colour and hands its id over; 'unable to fetch product right now !' or 'Product not available !'
 * when it cannot.
 */
export function ColorSwatches({
  name, current, swatches, onVariant,
}: { name: string; current: string; swatches: { name: string; hex: string }[]; onVariant: (id: string) => void }) {
  const client = useApolloClient();
  const [pending, setPending] = useState<string | null>(null);
  if (swatches.length === 0) return null;

  const pick = async (color: string) => {
    if (color === current || pending) return;
    setPending(color);
    try {
      const { data } = await client.query({ query: ProductVariantDocument, variables: { name, color }, fetchPolicy: 'network-only' });
      if (data?.productVariant) onVariant(data.productVariant.id);
      else toast.error(VARIANT_MISSING);
    } catch {
      toast.error(VARIANT_FAILED);
    } finally {
      setPending(null);
    }
  };

  return (
    <fieldset className="picker">
      <legend className="picker__label">
        Colour<span className="picker__value">: {title(current)}</span>
      </legend>
      <div className="picker__options">
        {swatches.map((s) => (
          <button
            key={s.name}
            type="button"
            className={`swatch${s.name === current ? ' is-selected' : ''}`}
            aria-label={title(s.name)}
            aria-pressed={s.name === current}
            title={title(s.name)}
            disabled={pending !== null}
            onClick={() => void pick(s.name)}
            style={{ background: s.name === 'rainbow' ? 'linear-gradient(135deg,#e74c3c,#f39c12,#f1c40f,#27ae60,#2980b9,#8e44ad)' : s.hex }}
          />
        ))}
      </div>
    </fieldset>
  );
}

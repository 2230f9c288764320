import { useId } from 'react';
import type { CheckoutProductQuery } from './gql/graphql';
import { formatPaise } from '../../lib/money';
import { QuantityStepper } from '../../components/quantity-stepper';
import { truncate } from '../../lib/text';
import { CHECKOUT_DESCRIPTION_LENGTH, MAX_QUANTITY, MIN_QUANTITY } from './checkout-rules';
import './checkout.css';
import { PriceDetails } from './price-details';
import { currentPricePaise, percentOff } from '../../lib/price';
import type { BuyNowQuoteQuery } from './gql/graphql';

export type BuyNowQuote = BuyNowQuoteQuery['buyNowQuote'];

export type CheckoutProduct = NonNullable<CheckoutProductQuery['product']>;


export interface OrderSummaryProps {
  product: CheckoutProduct;
  size: string | null;
  color: string | null;
  quantity: number;
  onQuantity: (q: number) => void;
  onPlaceOrder: () => void;
  busy: boolean;
  /** The server's price for this quantity (null while it answers). */
  quote: BuyNowQuote | null;
}

/** The product line with a 1-10 quantity stepper, the price details and PLACE ORDER. */
export function OrderSummary({ product, size, color, quantity, onQuantity, onPlaceOrder, busy, quote }: OrderSummaryProps) {
  const headingId = useId();
  const max = Math.max(MIN_QUANTITY, Math.min(MAX_QUANTITY, product.stock));
  const soldOut = product.stock < 1;
  const off = percentOff(product);

  return (
    <section className="checkout-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Order Summary</h2>
      <div className="summary-line">
        <img src={product.coverImage} alt={product.name} width={96} height={96} loading="lazy" className="summary-line__img" />
        <div className="summary-line__body">
          <h3 className="summary-line__name">{product.name}</h3>
          <p className="summary-line__desc">{truncate(product.description, CHECKOUT_DESCRIPTION_LENGTH)}</p>
          <p className="summary-line__meta">
            {size && size !== 'NA' && <span>Size: {size}</span>}
            {color && <span>Colour: {color}</span>}
          </p>
          <p className="summary-line__price">
            <strong>{formatPaise(currentPricePaise(product))}</strong>
            {off > 0 && (
              <>
                {' '}
                <s aria-label={`MRP ${formatPaise(product.mrpPaise)}`}>{formatPaise(product.mrpPaise)}</s> <span className="summary-line__off">{off}% OFF</span>
              </>
            )}
          </p>
        </div>
      </div>

      <div className="summary-qty">
        <span className="summary-qty__label" aria-hidden="true">
          Quantity
        </span>
        <QuantityStepper value={quantity} min={MIN_QUANTITY} max={max} onChange={onQuantity} label="Quantity" disabled={busy} />
      </div>

      {quote ? (
        <PriceDetails amounts={{ ...quote, itemCount: quantity }} soldOut={soldOut} busy={busy} onPlaceOrder={onPlaceOrder} codFeePaise={quote.codFeePaise} />
      ) : (
        <div className="skeleton" style={{ height: 200 }} aria-busy="true" aria-label="Pricing your order" />
      )}
    </section>
  );
}

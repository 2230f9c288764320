import type { ReactNode } from 'react';
import { formatPaise } from '../../lib/money';

/** The amounts the server's price engine computed for this checkout (the cart's, or Buy Now's quote). */
export interface CheckoutAmounts {
  itemCount: number;
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  totalPaise: number;
  promotions: readonly { title: string; code?: string | null; savingPaise: number }[];
}

/**
 * The checkout's Price Details: the items, each offer applied by name with its saving, delivery as the
 * shop's rules charge it, the total (exactly the cart's), an optional coupon box, and PLACE ORDER.
 * Nothing here is computed in the browser.
 */
export function PriceDetails({
  amounts,
  soldOut,
  busy,
  onPlaceOrder,
  coupon,
  codFeePaise = 0,
}: {
  amounts: CheckoutAmounts;
  soldOut: boolean;
  busy: boolean;
  onPlaceOrder: () => void;
  coupon?: ReactNode;
  /** The shop's cash-on-delivery fee (its shipping rules), said before the shopper chooses how to pay. */
  codFeePaise?: number;
}) {
  const { itemCount } = amounts;
  return (
    <>
      <h3 className="price-details__title">Price Details</h3>
      <dl className="price-details">
        <div>
          <dt>
            Price ({itemCount} item{itemCount > 1 ? 's' : ''})
          </dt>
          <dd data-testid="checkout-subtotal">{formatPaise(amounts.subtotalPaise)}</dd>
        </div>
        {amounts.promotions.map((p) => (
          <div key={`${p.title}:${p.code ?? ''}`} data-testid="checkout-promotion">
            <dt>
              {p.title}
              {p.code ? ` (${p.code})` : ''}
            </dt>
            <dd className="price-details__good">−{formatPaise(p.savingPaise)}</dd>
          </div>
        ))}
        <div>
          <dt>Delivery Charges</dt>
          <dd className={amounts.shippingPaise === 0 ? 'price-details__good' : undefined} data-testid="checkout-shipping">
            {amounts.shippingPaise === 0 ? 'Free' : formatPaise(amounts.shippingPaise)}
          </dd>
        </div>
        <div className="price-details__total">
          <dt>Total Amount</dt>
          <dd data-testid="checkout-total">{formatPaise(amounts.totalPaise)}</dd>
        </div>
      </dl>
      {amounts.discountPaise > 0 && <p className="price-details__saved">You save {formatPaise(amounts.discountPaise)} on this order</p>}
      {codFeePaise > 0 && (
        <p className="price-details__note" data-testid="checkout-cod-fee">
          Cash on delivery adds {formatPaise(codFeePaise)}: {formatPaise(amounts.totalPaise + codFeePaise)} to pay on delivery.
        </p>
      )}
      {coupon}

      <button type="button" className="btn btn--primary btn--block" disabled={soldOut || busy} onClick={onPlaceOrder}>
        {soldOut ? 'OUT OF STOCK' : 'PLACE ORDER'}
      </button>
    </>
  );
}

import { formatPaise } from '../../lib/money';

/** The checkout line shows a fixed 10% OFF, and delivery is Free. */
export const CHECKOUT_OFFER_LABEL = '10% OFF';

/** The checkout's Price Details (items, the fixed discount label, free delivery, total) and PLACE ORDER. */
export function PriceDetails({ itemCount, totalPaise, soldOut, busy, onPlaceOrder }: { itemCount: number; totalPaise: number; soldOut: boolean; busy: boolean; onPlaceOrder: () => void }) {
  return (
    <>
      <h3 className="price-details__title">Price Details</h3>
      <dl className="price-details">
        <div>
          <dt>
            Price ({itemCount} item{itemCount > 1 ? 's' : ''})
          </dt>
          <dd>{formatPaise(totalPaise)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd className="price-details__good">{CHECKOUT_OFFER_LABEL}</dd>
        </div>
        <div>
          <dt>Delivery Charges</dt>
          <dd className="price-details__good">Free</dd>
        </div>
        <div className="price-details__total">
          <dt>Total Amount</dt>
          <dd data-testid="checkout-total">{formatPaise(totalPaise)}</dd>
        </div>
      </dl>

      <button type="button" className="btn btn--primary btn--block" disabled={soldOut || busy} onClick={onPlaceOrder}>
        {soldOut ? 'OUT OF STOCK' : 'PLACE ORDER'}
      </button>
    </>
  );
}

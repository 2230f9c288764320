import type { OrderSummary_CartFragment } from '../../gql/graphql';
import { formatPaise } from '../../lib/money';
import './order-summary.css';

/** Subtotal, flat shipping and total, as the server computed them; PROCEED TO CHECKOUT. */
export function OrderSummary({ cart, onCheckout }: { cart: OrderSummary_CartFragment; onCheckout: () => void }) {
  return (
    <section className="order-summary card" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      <dl>
        <dt>Subtotal</dt>
        <dd data-testid="cart-subtotal">{formatPaise(cart.subtotalPaise)}</dd>
        <dt>Shipping</dt>
        <dd data-testid="cart-shipping">{formatPaise(cart.shippingPaise)}</dd>
        <dt className="order-summary__total">Total</dt>
        <dd className="order-summary__total" data-testid="cart-total">{formatPaise(cart.totalPaise)}</dd>
      </dl>
      <button type="button" className="btn btn--primary btn--block" onClick={onCheckout}>
        PROCEED TO CHECKOUT
      </button>
    </section>
  );
}

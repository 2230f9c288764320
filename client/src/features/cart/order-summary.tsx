import type { OrderSummary_CartFragment } from '../../gql/graphql';
import { formatPaise } from '../../lib/money';
import { CouponBox } from './coupon-box';
import './order-summary.css';

/**
 * The amounts the server's price engine computed: subtotal, each offer applied by name with its
 * saving, shipping by the shop's rules (and how much more ships free), the total; the coupon box;
 * PROCEED TO CHECKOUT. Checkout shows the same numbers.
 */
export function OrderSummary({ cart, onCheckout }: { cart: OrderSummary_CartFragment; onCheckout: () => void }) {
  return (
    <section className="order-summary card" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      <CartAmounts cart={cart} />
      <CouponBox cart={cart} />
      <button type="button" className="btn btn--primary btn--block" onClick={onCheckout}>
        PROCEED TO CHECKOUT
      </button>
    </section>
  );
}

/** The cart's amounts as a definition list (the cart page's summary). */
export function CartAmounts({ cart }: { cart: OrderSummary_CartFragment }) {
  return (
    <>
      <dl>
        <dt>Subtotal</dt>
        <dd data-testid="cart-subtotal">{formatPaise(cart.subtotalPaise)}</dd>
        {cart.promotions.map((p) => (
          <PromotionRow key={`${p.title}:${p.code ?? ''}`} title={p.title} code={p.code} savingPaise={p.savingPaise} />
        ))}
        <dt>Shipping</dt>
        <dd data-testid="cart-shipping">{cart.shippingPaise === 0 ? 'Free' : formatPaise(cart.shippingPaise)}</dd>
        <dt className="order-summary__total">Total</dt>
        <dd className="order-summary__total" data-testid="cart-total">
          {formatPaise(cart.totalPaise)}
        </dd>
      </dl>
      {cart.discountPaise > 0 && (
        <p className="order-summary__saved" data-testid="cart-discount">
          You save {formatPaise(cart.discountPaise)} on this order
        </p>
      )}
      {cart.freeShippingGapPaise > 0 && <p className="order-summary__hint">Add {formatPaise(cart.freeShippingGapPaise)} more for free shipping.</p>}
    </>
  );
}

function PromotionRow({ title, code, savingPaise }: { title: string; code: string | null; savingPaise: number }) {
  return (
    <>
      <dt className="order-summary__offer" data-testid="cart-promotion">
        {title}
        {code ? ` (${code})` : ''}
      </dt>
      <dd className="order-summary__offer">−{formatPaise(savingPaise)}</dd>
    </>
  );
}

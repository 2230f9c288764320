import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { ApplyCouponCodeDocument, RemoveCouponCodeDocument, type OrderSummary_CartFragment } from '../../gql/graphql';
import { shopperMessage } from '../../lib/graphql-errors';

/**
 * The coupon box (cart and checkout): a code is checked by the server, which answers the cart priced
 * with it, or the reason it does not apply ("Add ₹150 more to use WELCOME10."), shown under the box.
 */
export function CouponBox({ cart }: { cart: OrderSummary_CartFragment }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [apply, applying] = useMutation(ApplyCouponCodeDocument);
  const [remove, removing] = useMutation(RemoveCouponCodeDocument);
  const busy = applying.loading || removing.loading;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setError('Please enter a coupon code.');
    try {
      await apply({ variables: { code: code.trim() } });
      setCode('');
      setError(null);
    } catch (err) {
      setError(shopperMessage(err) ?? 'We could not check that code. Please try again.');
    }
  };

  if (cart.coupon) {
    return (
      <div className="coupon-box" data-testid="coupon-box">
        <p className="coupon-box__applied">
          <span className="coupon-box__code">{cart.coupon.code}</span>
          {cart.coupon.applied ? ' applied' : ' entered'}
          <button type="button" className="coupon-box__remove" disabled={busy} onClick={() => void remove().catch(() => undefined)} aria-label={`Remove coupon ${cart.coupon.code}`}>
            Remove
          </button>
        </p>
        {cart.coupon.message && (
          <p className="coupon-box__error" role="alert">
            {cart.coupon.message}
          </p>
        )}
        {!cart.coupon.applied && !cart.coupon.message && <p className="coupon-box__note">A better offer already applies to this cart.</p>}
      </div>
    );
  }
  return (
    <form className="coupon-box" onSubmit={(e) => void submit(e)} noValidate data-testid="coupon-box">
      <label htmlFor={id}>Coupon code</label>
      <div className="coupon-box__row">
        <input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={40}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn" disabled={busy}>
          Apply
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="coupon-box__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

import type { CartPage_CartFragment } from '../../gql/graphql';
import { formatPaise } from '../../lib/money';
import { QuantityStepper } from '../../components/quantity-stepper';
import { useCartActions } from './use-cart-actions';

/**
 * The cart's lines on the checkout page: picture, name, size, colour, price and a quantity stepper
 * each. The stepper changes the cart on the server, which is what the order is placed from.
 */
export function CartCheckoutLines({ cart, busy }: { cart: CartPage_CartFragment; busy: boolean }) {
  const { changeQuantity } = useCartActions(cart);
  return (
    <ul className="checkout-lines" aria-label="Items to order">
      {cart.items.map((item) => (
        <li key={item.id} className="summary-line" data-testid="checkout-line">
          <img src={item.product.coverImage} alt={item.product.name} width={96} height={96} loading="lazy" className="summary-line__img" />
          <div className="summary-line__body">
            <h3 className="summary-line__name">{item.product.name}</h3>
            <p className="summary-line__meta">
              {item.size && item.size !== 'NA' && <span>Size: {item.size}</span>}
              <span>Colour: {item.color}</span>
            </p>
            <p className="summary-line__price">
              <strong>{formatPaise(item.product.pricePaise)}</strong>
              {item.product.mrpPaise > item.product.pricePaise && (
                <>
                  {' '}
                  <s aria-label={`MRP ${formatPaise(item.product.mrpPaise)}`}>{formatPaise(item.product.mrpPaise)}</s>
                </>
              )}
              {item.discountPaise > 0 && <span className="summary-line__off">Offer saves {formatPaise(item.discountPaise)}</span>}
            </p>
            <QuantityStepper
              value={item.quantity}
              min={1}
              max={Math.max(1, item.maxQuantity)}
              onChange={(q) => void changeQuantity(item.product.id, q)}
              label={`Quantity of ${item.product.name}`}
              disabled={busy}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

import type { CartPage_CartFragment } from '../../gql/graphql';

type Cart = CartPage_CartFragment;

/** The flat ₹70 of shipping the server adds to a cart (it recomputes; this only predicts the answer). */
const SHIPPING_PAISE = 7000;

function withItems(cart: Cart, items: Cart['items']): Cart {
  const subtotalPaise = items.reduce((sum, i) => sum + i.lineTotalPaise, 0);
  const shippingPaise = items.length ? SHIPPING_PAISE : 0;
  // The spread keeps the cache's __typename fields, which Apollo needs to normalize the prediction.
  return { ...cart, items, itemCount: items.length, subtotalPaise, shippingPaise, totalPaise: subtotalPaise + shippingPaise };
}

/** The cart the server will answer after setting a line's quantity, shown at once while it answers. */
export function cartWithQuantity(cart: Cart, productId: string, quantity: number): Cart {
  return withItems(
    cart,
    cart.items.map((i) => (i.product.id === productId ? { ...i, quantity, lineTotalPaise: i.product.pricePaise * quantity } : i)),
  );
}

/** The cart the server will answer after removing a line. */
export function cartWithout(cart: Cart, productId: string): Cart {
  return withItems(cart, cart.items.filter((i) => i.product.id !== productId));
}

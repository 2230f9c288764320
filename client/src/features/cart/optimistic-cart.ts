import type { CartPage_CartFragment } from '../../gql/graphql';

type Cart = CartPage_CartFragment;

/**
 * The lines change at once; the amounts do not: discounts (bundles, coupons) and shipping are the price
 * engine's on the server, which answers in a moment. Predicting them here would show figures the shop
 * never computed. An emptied cart is the one prediction that is certain: nothing to pay.
 */
function withItems(cart: Cart, items: Cart['items']): Cart {
  if (items.length === 0) {
    return { ...cart, items, itemCount: 0, subtotalPaise: 0, discountPaise: 0, shippingPaise: 0, totalPaise: 0, freeShippingGapPaise: 0, promotions: [] };
  }
  // The spread keeps the cache's __typename fields, which Apollo needs to normalize the prediction.
  return { ...cart, items, itemCount: items.length };
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

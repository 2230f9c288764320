import { describe, expect, it } from 'vitest';
import type { CartPage_CartFragment } from '../../gql/graphql';
import { cartWithout, cartWithQuantity } from './optimistic-cart';

const item = (id: string, pricePaise: number, quantity: number) => ({
  id: `u:${id}`,
  quantity,
  size: null,
  color: 'black',
  maxQuantity: 10,
  lineTotalPaise: pricePaise * quantity,
  discountPaise: 0,
  product: { id, name: id, coverImage: '', pricePaise, mrpPaise: pricePaise, salePricePaise: null, stock: 20 },
});

const cart: CartPage_CartFragment = {
  id: 'u',
  checkoutOpen: true,
  itemCount: 2,
  subtotalPaise: 29999 + 45999,
  discountPaise: 0,
  shippingPaise: 7000,
  totalPaise: 29999 + 45999 + 7000,
  freeShippingGapPaise: 100000 - 29999 - 45999,
  promotions: [],
  coupon: null,
  items: [item('a', 29999, 1), item('b', 45999, 1)],
};

describe('the predicted cart shown while the server answers', () => {
  it('changes the line at once and leaves the amounts to the server (its price engine decides discounts and shipping)', () => {
    const next = cartWithQuantity(cart, 'a', 3);
    expect(next.items[0]).toMatchObject({ quantity: 3, lineTotalPaise: 89997 });
    expect(next).toMatchObject({ itemCount: 2, subtotalPaise: cart.subtotalPaise, shippingPaise: 7000, totalPaise: cart.totalPaise });
  });

  it('an emptied cart costs nothing', () => {
    const one = cartWithout(cart, 'a');
    expect(one).toMatchObject({ itemCount: 1 });
    expect(cartWithout(one, 'b')).toMatchObject({ itemCount: 0, items: [], subtotalPaise: 0, discountPaise: 0, shippingPaise: 0, totalPaise: 0 });
  });
});

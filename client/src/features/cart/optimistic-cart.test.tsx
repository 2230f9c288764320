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
  product: { id, name: id, coverImage: '', pricePaise, stock: 20 },
});

const cart: CartPage_CartFragment = {
  id: 'u',
  checkoutOpen: true,
  itemCount: 2,
  subtotalPaise: 29999 + 45999,
  shippingPaise: 7000,
  totalPaise: 29999 + 45999 + 7000,
  items: [item('a', 29999, 1), item('b', 45999, 1)],
};

describe('the predicted cart shown while the server answers', () => {
  it('recomputes the line and the totals for a new quantity', () => {
    const next = cartWithQuantity(cart, 'a', 3);
    expect(next.items[0]).toMatchObject({ quantity: 3, lineTotalPaise: 89997 });
    expect(next).toMatchObject({ itemCount: 2, subtotalPaise: 89997 + 45999, shippingPaise: 7000, totalPaise: 89997 + 45999 + 7000 });
  });

  it('drops shipping when the last line goes', () => {
    const one = cartWithout(cart, 'a');
    expect(one).toMatchObject({ itemCount: 1, subtotalPaise: 45999, totalPaise: 52999 });
    expect(cartWithout(one, 'b')).toMatchObject({ itemCount: 0, items: [], subtotalPaise: 0, shippingPaise: 0, totalPaise: 0 });
  });
});

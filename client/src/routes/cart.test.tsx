import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { CartPageDocument } from '../gql/graphql';
import { session } from '../lib/session';
import CartScreen from './cart';

const ME = { _id: 'me-123', token: 't', username: 'asha', email: 'asha@example.in' };

const product = { __typename: 'Product', id: 'p1', name: 'Printed Mouse Pad', coverImage: '/m.svg', pricePaise: 29999, mrpPaise: 49999, salePricePaise: null, stock: 3 };
const fullCart = {
  __typename: 'Cart',
  id: ME._id,
  checkoutOpen: true,
  itemCount: 1,
  subtotalPaise: 59998,
  discountPaise: 0,
  shippingPaise: 7000,
  totalPaise: 66998,
  freeShippingGapPaise: 40002,
  promotions: [],
  coupon: null,
  items: [{ __typename: 'CartItem', id: `${ME._id}:p1`, quantity: 2, size: 'M', color: 'navy', maxQuantity: 3, lineTotalPaise: 59998, discountPaise: 0, product }],
};
const emptyCart = { ...fullCart, itemCount: 0, subtotalPaise: 0, shippingPaise: 0, totalPaise: 0, freeShippingGapPaise: 0, items: [] };

function renderCart(path: string, cart: object) {
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <CartScreen /> },
      { path: '/cart/:id', element: <CartScreen /> },
      { path: '/products', element: <p>products page</p> },
      { path: '/order', element: <p>checkout page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MockedProvider mocks={[{ request: { query: CartPageDocument }, result: { data: { cart } }, maxUsageCount: 5 }]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

describe('the cart page', () => {
  beforeEach(() => session.setUser(ME));

  it("sends another shopper's cart id to the shopper's own cart", async () => {
    const router = renderCart('/cart/someone-else', fullCart);
    await screen.findByRole('heading', { name: 'Your Shopping Cart' });
    expect(router.state.location.pathname).toBe('/cart/me-123');
  });

  it('PROCEED TO CHECKOUT opens the cart checkout at /order', async () => {
    const router = renderCart('/cart', fullCart);
    await screen.findByText('(1 item)');
    fireEvent.click(screen.getByRole('button', { name: 'PROCEED TO CHECKOUT' }));
    await screen.findByText('checkout page');
    expect(router.state.location.pathname + router.state.location.search).toBe('/order?from=cart');
  });

  it('shows the lines, a stepper capped by stock, and the order summary; with CART_CHECKOUT=off checkout opens the maintenance dialog', async () => {
    renderCart('/cart', { ...fullCart, checkoutOpen: false });
    await screen.findByText('(1 item)');
    expect(screen.getByRole('link', { name: 'Printed Mouse Pad' }).getAttribute('href')).toBe('/product/p1');
    expect(screen.getByText('Size: M · Colour: navy')).toBeTruthy();
    // The only struck-through price is the MRP (never the price plus 20 %).
    expect(screen.getByLabelText('MRP ₹499.99').tagName).toBe('S');
    expect(screen.queryByText('₹359.99')).toBeNull();
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('₹599.98');
    expect(screen.getByTestId('cart-shipping').textContent).toBe('₹70.00');
    expect(screen.getByTestId('cart-total').textContent).toBe('₹669.98');
    expect(screen.getByText('Add ₹400.02 more for free shipping.')).toBeTruthy();
    expect(screen.getByLabelText('Coupon code')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'PROCEED TO CHECKOUT' }));
    expect(screen.getByRole('heading', { name: 'Checkout Under Maintenance' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy Now: Printed Mouse Pad' }).getAttribute('href')).toBe('/product/p1');
  });

  it('shows the empty state with Continue Shopping to /products', async () => {
    renderCart('/cart/me-123', emptyCart);
    await screen.findByRole('heading', { name: 'Your Cart is Empty' });
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/products');
  });
});

import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ToastContainer } from 'react-toastify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { RemoveFromWishlistDocument, WishlistPageDocument } from '../gql/graphql';
import { session } from '../lib/session';
import WishlistScreen from './wishlist';

const ME = { _id: 'me-123', token: 't', username: 'asha', email: 'asha@example.in' };
const tee = { __typename: 'Product', id: 'p1', name: 'Pride Rainbow Tee', coverImage: '/t.svg', pricePaise: 45999, stock: 25 };
const wishlist = (products: object[]) => ({ __typename: 'Wishlist', id: ME._id, count: products.length, products });

function renderWishlist(path: string, mocks: object[]) {
  const router = createMemoryRouter([{ path: '/wishlist/:id', element: <WishlistScreen /> }], { initialEntries: [path] });
  render(
    <MockedProvider mocks={mocks as never}>
      <>
        <RouterProvider router={router} />
        <ToastContainer />
      </>
    </MockedProvider>,
  );
  return router;
}

describe('the wishlist page', () => {
  beforeEach(() => session.setUser(ME));

  it('shows three skeleton cards while loading, then the saved items with 2-decimal prices', async () => {
    renderWishlist('/wishlist/me-123', [{ request: { query: WishlistPageDocument }, result: { data: { wishlist: wishlist([tee]) } }, delay: 30 }]);
    expect(screen.getAllByTestId('wishlist-skeleton')).toHaveLength(3);
    await screen.findByText('Saved Items: 1');
    expect(screen.getByRole('heading', { name: 'Pride Rainbow Tee' })).toBeTruthy();
    expect(screen.getByText('₹459.99')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Pride Rainbow Tee' }).getAttribute('href')).toBe('/product/p1');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
  });

  it("sends another shopper's wishlist id to the shopper's own", async () => {
    const router = renderWishlist('/wishlist/someone-else', [{ request: { query: WishlistPageDocument }, result: { data: { wishlist: wishlist([]) } } }]);
    await screen.findByText('Your wishlist is empty');
    expect(router.state.location.pathname).toBe('/wishlist/me-123');
    expect(screen.getByRole('link', { name: 'Browse Trending' }).getAttribute('href')).toBe('/products?cat=BEST%20SELL');
  });

  it("warns 'uable to remove item ! try again !' when the remove fails, and keeps the item", async () => {
    renderWishlist('/wishlist/me-123', [
      { request: { query: WishlistPageDocument }, result: { data: { wishlist: wishlist([tee]) } } },
      { request: { query: RemoveFromWishlistDocument, variables: { productId: 'p1' } }, result: { errors: [new GraphQLError('boom')] } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Pride Rainbow Tee from wishlist' }));
    await screen.findByText('uable to remove item ! try again !');
    expect(screen.getByRole('heading', { name: 'Pride Rainbow Tee' })).toBeTruthy();
  });
});

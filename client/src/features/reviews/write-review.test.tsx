import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { AddReviewDocument, MyReviewDocument } from '../../gql/graphql';
import { session } from '../../lib/session';
import { WriteReview } from './write-review';

const ME = { _id: 'me-123', token: 't', username: 'asha', email: 'asha@example.in' };
const review = (stars: number, text: string, createdAt: string) => ({ __typename: 'Review', id: 'r1', stars, text, createdAt });
const posted = (message: string, replaced: boolean, r: ReturnType<typeof review>) => ({
  data: { addReview: { __typename: 'AddReviewPayload', message, replaced, review: r, product: { __typename: 'Product', id: 'p1', rating: r.stars, ratingCount: 1 } } },
});

function renderBox(mocks: object[]) {
  const router = createMemoryRouter([{ path: '/product/:id', element: <WriteReview productId="p1" /> }], { initialEntries: ['/product/p1'] });
  render(
    <MockedProvider mocks={mocks as never}>
      <>
        <RouterProvider router={router} />
        <ToastContainer />
      </>
    </MockedProvider>,
  );
}

describe('the write-a-review box', () => {
  beforeEach(() => session.setUser(ME));

  it("holds the shopper's own review, says posting replaces it, and confirms the update", async () => {
    const earlier = review(4, 'Bright print and soft fabric.', '2026-01-05T10:00:00.000Z');
    const changed = review(2, 'The print faded after three washes.', '2026-02-01T10:00:00.000Z');
    renderBox([
      { request: { query: MyReviewDocument, variables: { productId: 'p1' } }, result: { data: { myReview: earlier } } },
      {
        request: { query: AddReviewDocument, variables: { input: { productId: 'p1', stars: 2, text: 'The print faded after three washes.' } } },
        result: posted('Your review has been updated.', true, changed),
      },
    ]);
    await screen.findByRole('heading', { name: 'Update your review' });
    expect(screen.getByText(/You reviewed this product on/).textContent).toBe('You reviewed this product on 5 Jan 2026. Posting again replaces your review.');
    const box = screen.getByRole('textbox', { name: 'Your review' }) as HTMLTextAreaElement;
    expect(box.value).toBe('Bright print and soft fabric.');
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(box, { target: { value: 'The print faded after three washes.' } });
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Review' }));
    await screen.findByText('Your review has been updated.');
    expect(box.value).toBe('The print faded after three washes.');
    await waitFor(() => expect(screen.getByText(/You reviewed this product on/).textContent).toContain('on 1 Feb 2026.'));
  });

  it('offers a first review, then holds it as the shopper’s own', async () => {
    const first = review(5, 'Lovely soft cotton, fits well.', '2026-03-10T10:00:00.000Z');
    renderBox([
      { request: { query: MyReviewDocument, variables: { productId: 'p1' } }, result: { data: { myReview: null } } },
      {
        request: { query: AddReviewDocument, variables: { input: { productId: 'p1', stars: 5, text: 'Lovely soft cotton, fits well.' } } },
        result: posted('review added successfully !', false, first),
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Write a review' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), { target: { value: 'Lovely soft cotton, fits well.' } });
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await screen.findByText('review added successfully !');
    await screen.findByRole('heading', { name: 'Update your review' });
    expect(screen.getByRole('button', { name: 'Update Review' })).toBeTruthy();
  });
});

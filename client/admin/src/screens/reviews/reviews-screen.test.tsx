import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { AdminReviewsDocument, HideReviewDocument } from '../../gql/graphql';
import { ReviewsScreen } from './reviews-screen';

const review = (hidden: boolean) => ({
  __typename: 'AdminReview',
  id: 'r1',
  createdAt: '2026-03-01T10:00:00.000Z',
  stars: 1,
  text: 'Call me on 98765 43210 for a cheaper one',
  username: 'ravi',
  hidden,
  hiddenAt: hidden ? '2026-03-02T10:00:00.000Z' : null,
  hiddenReason: hidden ? 'A phone number in the text' : null,
  hiddenBy: hidden ? { __typename: 'StaffMember', id: 's1', name: 'Meera' } : null,
  productId: 'p1',
  product: { __typename: 'Product', id: 'p1', name: 'Block-print kurta' },
});
const page = (hidden: boolean) => ({ data: { adminReviews: { __typename: 'AdminReviewPage', total: 1, items: [review(hidden)] } } });
const list = { query: AdminReviewsDocument, variables: { filter: {}, limit: 25, offset: 0 } };

function renderReviews(mocks: object[]) {
  const router = createMemoryRouter([{ path: '/reviews', element: <ReviewsScreen /> }], { initialEntries: ['/reviews'] });
  render(
    <MockedProvider mocks={mocks as never}>
      <>
        <RouterProvider router={router} />
        <ToastContainer />
      </>
    </MockedProvider>,
  );
}

describe('review moderation', () => {
  it('asks for a reason before hiding, shows the server’s word on it, then hides the review and says so', async () => {
    renderReviews([
      { request: list, result: page(false) },
      { request: { query: HideReviewDocument, variables: { id: 'r1', reason: 'x' } }, result: { errors: [new GraphQLError('Write a reason of at least 3 characters.', { extensions: { code: 'BAD_USER_INPUT', fields: { reason: 'Write a reason of at least 3 characters.' } } })] } },
      { request: { query: HideReviewDocument, variables: { id: 'r1', reason: 'A phone number in the text' } }, result: { data: { hideReview: review(true) } } },
      { request: list, result: page(true) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: "Hide ravi's review of Block-print kurta" }));
    const reason = screen.getByRole('textbox', { name: /Reason/ });
    fireEvent.click(screen.getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('Say why it is hidden: the reason is kept with the review and in the audit log.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(reason, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('Write a reason of at least 3 characters.')).toBeTruthy();

    fireEvent.change(reason, { target: { value: 'A phone number in the text' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText("ravi's review of Block-print kurta is hidden from the shop.")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: "Restore ravi's review of Block-print kurta" })).toBeTruthy());
    expect(screen.getByText('“A phone number in the text”')).toBeTruthy();
  }, 20_000); // several round trips through the mocked client: slow on a busy machine, never a timing check
});

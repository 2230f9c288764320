import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { ContactMessagesDocument, MarkMessageReadDocument, MarkMessageRepliedDocument, type ContactMessageStatus } from '../../gql/graphql';
import { MessagesScreen } from './messages-screen';

const meera = { __typename: 'StaffMember', id: 's1', name: 'Meera' };
const message = (status: ContactMessageStatus, reply: string | null = null) => ({
  __typename: 'ContactMessage',
  id: 'm1',
  createdAt: '2026-03-01T10:00:00.000Z',
  fullName: 'Asha Rao',
  email: 'asha@example.in',
  phoneNumber: '+91 98765 43210',
  subject: 'Size exchange',
  message: 'The kurta is too small.\nCan I get an L?',
  status,
  reply,
  handledAt: status === 'NEW' ? null : '2026-03-01T11:00:00.000Z',
  handledBy: status === 'NEW' ? null : meera,
});
const inbox = (status: ContactMessageStatus) => ({ data: { contactMessages: { __typename: 'ContactMessagePage', total: 1, items: [message(status)] } } });
const newList = { query: ContactMessagesDocument, variables: { filter: { status: 'NEW' }, limit: 25, offset: 0 } };

describe('the messages inbox', () => {
  it('opens on new messages; opening one marks it read by the staff member, and a reply note marks it replied', async () => {
    const router = createMemoryRouter([{ path: '/messages', element: <MessagesScreen /> }], { initialEntries: ['/messages'] });
    render(
      <MockedProvider
        mocks={[
          { request: newList, result: inbox('NEW') },
          { request: { query: MarkMessageReadDocument, variables: { id: 'm1' } }, result: { data: { markMessageRead: message('READ') } } },
          { request: { query: MarkMessageRepliedDocument, variables: { id: 'm1', reply: 'Sent an L by courier.' } }, result: { data: { markMessageReplied: message('REPLIED', 'Sent an L by courier.') } } },
          { request: newList, result: inbox('READ'), maxUsageCount: 3 },
        ]}
      >
        <>
          <RouterProvider router={router} />
          <ToastContainer />
        </>
      </MockedProvider>,
    );
    expect(screen.getByRole('button', { name: 'New' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: 'Size exchange' }));
    const dialog = screen.getByRole('dialog', { name: 'Size exchange' });
    expect(within(dialog).getByRole('link', { name: 'asha@example.in' }).getAttribute('href')).toContain('mailto:asha@example.in');
    expect(await within(dialog).findByText(/by Meera/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as replied' }));
    expect(await within(dialog).findByText('Write what you answered, so the next person knows.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your answer/ }), { target: { value: 'Sent an L by courier.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as replied' }));
    expect(await screen.findByText("Marked replied: Asha Rao's message.")).toBeTruthy();
    expect(within(dialog).getByText('Sent an L by courier.')).toBeTruthy();
    expect(within(dialog).getByText('Replied')).toBeTruthy();
  }, 20_000); // several round trips through the mocked client: slow on a busy machine, never a timing check
});

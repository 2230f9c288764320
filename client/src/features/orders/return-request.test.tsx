import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyReturnRequestsDocument } from '../../gql/graphql';
import { LineReturn } from './return-request';

const ORDER = '6ec880b2-42fa-4c21-9e2c-097ef357dbe6';
const LINE = { id: 'line-1', size: 'M', productId: 'p1' };

const mine = (requests: object[]) => ({ request: { query: MyReturnRequestsDocument, variables: { orderId: ORDER } }, result: { data: { myReturnRequests: requests } } });

describe('a delivered line: return or exchange', () => {
  it("offers 'Return or exchange' and opens a form asking for the kind, reason, new size, UPI id (COD return) and the two videos", async () => {
    render(
      <MockedProvider mocks={[mine([])]}>
        <LineReturn orderId={ORDER} line={LINE} cashOnDelivery />
      </MockedProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    expect(screen.getByLabelText('New size')).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'M' })).toBeNull();
    fireEvent.click(screen.getByLabelText(/Return \(on the day of delivery\)/));
    expect(screen.getByLabelText('UPI id for the refund')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('UPI id for the refund'), { target: { value: 'asha@okaxis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Add the unpacking video and the condition video.');
  });

  it("shows the request's status instead once there is one", async () => {
    const request = {
      __typename: 'ReturnRequest',
      id: 'r1',
      orderLineId: 'line-1',
      kind: 'RETURN',
      state: 'REFUNDED',
      refundState: 'refunded',
      refundAmountPaise: 49900,
      rejectionReason: null,
      pickupAwb: 'TESTR0000000001',
      replacementOrderId: null,
    };
    render(
      <MockedProvider mocks={[mine([request])]}>
        <LineReturn orderId={ORDER} line={LINE} cashOnDelivery />
      </MockedProvider>,
    );
    expect((await screen.findByTestId('return-status')).textContent).toMatch(/^Return: Refunded \(5-7 working days\) · refund ₹499\.00$/);
  });

  it("names an exchange's replacement order, so the shopper finds it in My Orders", async () => {
    const request = {
      __typename: 'ReturnRequest',
      id: 'r2',
      orderLineId: 'line-1',
      kind: 'EXCHANGE',
      state: 'REPLACEMENT_PLACED',
      refundState: null,
      refundAmountPaise: 0,
      rejectionReason: null,
      pickupAwb: 'TESTR0000000002',
      replacementOrderId: '0b6f3c1e-7d2a-4e59-8f61-2c9d4a7be5f0',
    };
    render(
      <MockedProvider mocks={[mine([request])]}>
        <LineReturn orderId={ORDER} line={LINE} cashOnDelivery />
      </MockedProvider>,
    );
    expect((await screen.findByTestId('return-status')).textContent).toBe('Exchange: Replacement order placed · order #7BE5F0');
  });

  it('says an exchange whose replacement was cancelled is refunded instead, and how much', async () => {
    const request = {
      __typename: 'ReturnRequest',
      id: 'r3',
      orderLineId: 'line-1',
      kind: 'EXCHANGE',
      state: 'RECEIVED',
      refundState: 'pending',
      refundAmountPaise: 49900,
      rejectionReason: null,
      pickupAwb: 'TESTR0000000003',
      replacementOrderId: '0b6f3c1e-7d2a-4e59-8f61-2c9d4a7be5f0',
    };
    render(
      <MockedProvider mocks={[mine([request])]}>
        <LineReturn orderId={ORDER} line={LINE} cashOnDelivery />
      </MockedProvider>,
    );
    expect((await screen.findByTestId('return-status')).textContent).toBe(
      'Exchange: Replacement cancelled: we will refund the item you sent back · refund ₹499.00 · cancelled replacement #7BE5F0',
    );
  });
});

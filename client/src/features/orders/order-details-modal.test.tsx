import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetails_OrderFragment } from './gql/graphql';
import { session } from '../../lib/session';
import { OrderDetailsModal } from './order-details-modal';

const ORDER_ID = '6ec880b2-42fa-4c21-9e2c-097ef357dbe6';

const order = {
  id: ORDER_ID,
  status: 'SHIPPED',
  createdAt: '2026-11-22T09:36:00.000Z',
  quantity: 1,
  subtotalPaise: 299900,
  shippingPaise: 0,
  discountPaise: 0,
  codFeePaise: 0,
  promotions: [],
  totalPaise: 299900,
  isPaid: false,
  paymentMode: 'COD',
  isShipped: true,
  carrier: 'Test courier',
  trackingId: 'SR-1',
  address: 'C-21, Atta Market',
  landmark: 'Near the metro',
  area: 'Sector 18',
  state: 'Uttar Pradesh',
  district: 'Gautam Buddha Nagar',
  pincode: '201301',
  mobileNumber: '9876543210',
  refundStatus: null,
  refundId: null,
  invoice: { number: 'RZ/26-27/000123', pdfUrl: `/api/v1/orders/${ORDER_ID}/invoice.pdf` },
  creditNotes: [],
  lines: [],
  history: [],
} as unknown as OrderDetails_OrderFragment;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the order details: tax invoice', () => {
  it('offers the invoice once issued and downloads it with the shopper’s token', async () => {
    session.setUser({ _id: 'u1', username: 'asha', email: 'asha@example.in', token: 'the-token' });
    const fetch = vi.fn(async () => new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    render(<OrderDetailsModal order={order} onClose={() => undefined} />);
    expect(screen.getByText('RZ/26-27/000123')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(`/api/v1/orders/${ORDER_ID}/invoice.pdf`, { headers: { authorization: 'Bearer the-token' } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download invoice' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Download credit note' })).toBeNull();
  });

  it('offers each credit note: a returned line gets its own, a cancellation another for the rest', async () => {
    session.setUser({ _id: 'u1', username: 'asha', email: 'asha@example.in', token: 'the-token' });
    const fetch = vi.fn(async () => new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:credit-note');
    URL.revokeObjectURL = vi.fn();
    const creditNotes = [
      { number: 'RZC/26-27/000007', pdfUrl: `/api/v1/orders/${ORDER_ID}/credit-notes/a.pdf` },
      { number: 'RZC/26-27/000009', pdfUrl: `/api/v1/orders/${ORDER_ID}/credit-notes/b.pdf` },
    ];
    render(<OrderDetailsModal order={{ ...order, status: 'CANCELLED', creditNotes }} onClose={() => undefined} />);
    expect(screen.getByText('RZC/26-27/000007')).toBeTruthy();
    expect(screen.getByText('RZC/26-27/000009')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download credit note RZC/26-27/000009' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(`/api/v1/orders/${ORDER_ID}/credit-notes/b.pdf`, { headers: { authorization: 'Bearer the-token' } }));
    expect(screen.getByRole('button', { name: 'Download credit note RZC/26-27/000007' })).toBeTruthy();
  });

  it('shows no invoice before the order ships', () => {
    render(<OrderDetailsModal order={{ ...order, status: 'PENDING', isShipped: false, invoice: null }} onClose={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Tax invoice' })).toBeNull();
  });
});

describe('the order details: refund', () => {
  /** The Refund row of Payment Information, as the shopper reads it. */
  const refundRow = () => {
    const payment = screen.getByRole('region', { name: 'Payment information' });
    return within(payment).getByText('Refund').nextElementSibling?.textContent;
  };
  const at = '2026-11-23T10:00:00.000Z';
  const step = (event: string, status = 'CANCELLED', actor = 'system') => ({ event, status, actor, at });

  it('an online payment refunded through the payment provider: refunded, the bank takes 5-7 working days', () => {
    const history = [step('PLACED', 'AWAITING_PAYMENT', 'shopper'), step('PAYMENT_CONFIRMED', 'CONFIRMED', 'payment provider'), step('CANCELLED_BY_SHOPPER', 'CANCELLED', 'shopper'), step('REFUND_STARTED'), step('REFUND_DONE', 'CANCELLED', 'payment provider')];
    render(
      <OrderDetailsModal
        order={{ ...order, status: 'CANCELLED', isPaid: true, paymentMode: 'Razorpay', refundStatus: 'REFUNDED', refundId: 'rfnd_TEST123', history } as OrderDetails_OrderFragment}
        onClose={() => undefined}
      />,
    );
    expect(refundRow()).toBe('Refunded (5-7 working days)');
    const timeline = within(screen.getByRole('region', { name: 'Order timeline' }));
    expect(timeline.getByText('Refunded')).toBeTruthy();
  });

  it('collected cash paid back by hand by the shop: done, by UPI or bank transfer, with the payout reference to look for', () => {
    const history = [step('PLACED', 'PENDING', 'shopper'), step('SHIPPED', 'SHIPPED', 'staff'), step('COD_COLLECTED', 'SHIPPED', 'courier'), step('RETURNED_TO_ORIGIN', 'CANCELLED', 'courier'), step('REFUND_PAID_BY_STAFF', 'CANCELLED', 'staff')];
    render(
      <OrderDetailsModal
        order={{ ...order, status: 'CANCELLED', isPaid: true, paymentMode: 'COD', refundStatus: 'REFUNDED', refundId: 'UTR-412345678901', history } as OrderDetails_OrderFragment}
        onClose={() => undefined}
      />,
    );
    expect(refundRow()).toBe('Refunded by UPI or bank transfer · reference UTR-412345678901');
    expect(screen.queryByText(/5-7 working days/)).toBeNull();
    const timeline = within(screen.getByRole('region', { name: 'Order timeline' }));
    expect(timeline.getByText('Refunded by UPI or bank transfer')).toBeTruthy();
  });

  it('a refund still due says it is being processed; an order with nothing to refund has no refund row', () => {
    const first = render(
      <OrderDetailsModal
        order={{ ...order, status: 'CANCELLED', isPaid: true, paymentMode: 'COD', refundStatus: 'PENDING', refundId: null, history: [step('RETURNED_TO_ORIGIN', 'CANCELLED', 'courier')] } as OrderDetails_OrderFragment}
        onClose={() => undefined}
      />,
    );
    expect(refundRow()).toBe('Being processed');
    first.unmount();
    render(<OrderDetailsModal order={order} onClose={() => undefined} />);
    const payment = screen.getByRole('region', { name: 'Payment information' });
    expect(within(payment).queryByText('Refund')).toBeNull();
  });
});

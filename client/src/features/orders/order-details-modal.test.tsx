import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

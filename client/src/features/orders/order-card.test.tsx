import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderCard_OrderFragment } from './gql/graphql';
import { OrderCard } from './order-card';
import { statusLabel, statusTone } from './order-display';

const order: OrderCard_OrderFragment = {
  id: '6ec880b2-42fa-4c21-9e2c-097ef357dbe6',
  status: 'PENDING',
  createdAt: '2025-11-22T09:36:00.000Z',
  quantity: 2,
  totalPaise: 59998,
  isPaid: false,
  paymentMode: 'COD',
  canCancel: true,
  replacesOrderId: null,
  lines: [
    {
      id: 'd0f1c2b3-0000-4000-8000-000000000001',
      productId: '0b6f3c1e-0000-4000-8000-00000000aa01',
      productName: 'Journey Mug',
      productImage: '/media/products/mug/white/front.svg',
      sku: null,
      size: 'NA',
      color: 'white',
      quantity: 2,
      unitPricePaise: 29999,
      amountPaise: 59998,
    },
  ],
};

describe('OrderCard', () => {
  it('shows the short code, the status, a long date with time, quantity, amount and the payment label', () => {
    const onView = vi.fn();
    render(<OrderCard order={order} onViewDetails={onView} onCancel={() => undefined} />);
    expect(screen.getByRole('heading', { name: '#57DBE6' })).toBeTruthy();
    expect(screen.getByText('confirmed').className).toContain('status-badge--yellow');
    expect(screen.getByText(/^22 November 2025(,| at) \d{1,2}:\d{2}\s?(am|pm)$/i)).toBeTruthy();
    expect(screen.getByText('₹599.98')).toBeTruthy();
    expect(screen.getByText('CASH ON DELIVERY')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^View Details/ }));
    expect(onView).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Cancel order/ })).toBeTruthy();
  });

  it('says PAID for a paid order and offers no Cancel once it cannot be cancelled', () => {
    render(<OrderCard order={{ ...order, isPaid: true, paymentMode: 'Razorpay', status: 'SHIPPED', canCancel: false }} onViewDetails={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByText('PAID')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Cancel order/ })).toBeNull();
  });

  it("names the order an exchange's replacement stands for, and offers no Cancel on it", () => {
    const replacement = { ...order, isPaid: true, status: 'CONFIRMED' as const, totalPaise: 0, canCancel: false, replacesOrderId: '9d1e7a40-5b2c-4f11-8e3a-1c2b3d4e5f6a' };
    render(<OrderCard order={replacement} onViewDetails={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByText('Replacement for order #4E5F6A')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Cancel order/ })).toBeNull();
  });
});

describe('status colours', () => {
  it('delivered green, shipped blue, pending (shown as confirmed) and confirmed yellow, anything else gray', () => {
    expect(statusTone('DELIVERED')).toBe('green');
    expect(statusTone('SHIPPED')).toBe('blue');
    expect([statusTone('PENDING'), statusLabel('PENDING')]).toEqual(['yellow', 'confirmed']);
    expect(statusTone('CONFIRMED')).toBe('yellow');
    expect(statusTone('CANCELLED')).toBe('gray');
    expect(statusTone('PAYMENT_FAILED')).toBe('gray');
  });
});

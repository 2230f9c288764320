import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmOrderModal } from './confirm-order-modal';

const props = { open: true, totalPaise: 39999, busy: false, onClose: () => undefined, onCashOnDelivery: () => undefined, onPayNow: () => undefined };

describe('ConfirmOrderModal', () => {
  it('offers Cash on Delivery and Pay Now with the total', () => {
    render(<ConfirmOrderModal {...props} />);
    expect(screen.getByRole('heading', { name: 'Confirm Your Order' })).toBeTruthy();
    expect(screen.getByText('₹399.99')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cash on Delivery' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('offers Cash on Delivery only when the shop takes no online payment', () => {
    render(<ConfirmOrderModal {...props} payNowAvailable={false} />);
    expect(screen.getByRole('button', { name: 'Cash on Delivery' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.getByText(/Online payment is not available right now/)).toBeTruthy();
  });
});

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

  it('offers Pay Now only where the shop takes no cash on delivery, and says why', () => {
    render(<ConfirmOrderModal {...props} codUnavailableAt="682555" />);
    expect((screen.getByRole('button', { name: 'Cash on Delivery' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Cash on delivery is not available at PIN code 682555. Please choose Pay Now to pay online.')).toBeTruthy();
  });

  it('with a cash on delivery fee, shows what each choice costs', () => {
    render(<ConfirmOrderModal {...props} codFeePaise={5000} />);
    expect(screen.getByText(/^Total to pay:/).textContent).toBe(
      'Total to pay: ₹449.99 with Cash on Delivery (includes a ₹50.00 cash on delivery fee), or ₹399.99 with Pay Now. How would you like to pay?',
    );
  });

  it('with a fee but no online payment, the cash on delivery total alone', () => {
    render(<ConfirmOrderModal {...props} codFeePaise={5000} payNowAvailable={false} />);
    expect(screen.getByText(/^Total to pay:/).textContent).toBe('Total to pay: ₹449.99 with Cash on Delivery (includes a ₹50.00 cash on delivery fee). How would you like to pay?');
  });

  it('with a fee where cash is not taken, the online total alone', () => {
    render(<ConfirmOrderModal {...props} codFeePaise={5000} codUnavailableAt="682555" />);
    expect(screen.getByText(/^Total to pay:/).textContent).toBe('Total to pay: ₹399.99. How would you like to pay?');
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDetails_OrderFragment } from './gql/graphql';
import { OrderDetailsModal } from './order-details-modal';

const base = {
  id: '6ec880b2-42fa-4c21-9e2c-097ef357dbe6',
  status: 'SHIPPED',
  createdAt: '2026-11-22T09:36:00.000Z',
  quantity: 1,
  subtotalPaise: 49900,
  shippingPaise: 0,
  discountPaise: 0,
  codFeePaise: 0,
  promotions: [],
  totalPaise: 49900,
  isPaid: false,
  paymentMode: 'COD',
  isShipped: true,
  carrier: 'Delhivery Surface',
  trackingId: '141000000001',
  address: 'C-21, Atta Market',
  landmark: 'Near the metro',
  area: 'Sector 18',
  state: 'Uttar Pradesh',
  district: 'Gautam Buddha Nagar',
  pincode: '201301',
  mobileNumber: '9876543210',
  refundStatus: null,
  invoice: null,
  creditNotes: [],
  lines: [],
  history: [
    { event: 'PLACED', status: 'PENDING', actor: 'shopper', at: '2026-11-22T09:36:00.000Z' },
    { event: 'SHIPPED', status: 'SHIPPED', actor: 'staff', at: '2026-11-22T12:00:00.000Z' },
    { event: 'OUT_FOR_DELIVERY', status: 'SHIPPED', actor: 'courier', at: '2026-11-24T03:45:00.000Z' },
  ],
  tracking: {
    carrier: 'Delhivery Surface',
    awb: '141000000001',
    status: 'OUT_FOR_DELIVERY',
    events: [
      { status: 'BOOKED', activity: 'Booked with Delhivery Surface', location: '', at: '2026-11-22T12:00:00.000Z' },
      { status: 'SHIPPED', activity: 'Shipment picked up', location: 'Noida', at: '2026-11-23T07:00:00.000Z' },
      { status: 'OUT_FOR_DELIVERY', activity: 'Out for delivery', location: 'Noida_Sec62_PC', at: '2026-11-24T03:45:00.000Z' },
    ],
  },
} as unknown as OrderDetails_OrderFragment;

describe('order details: the parcel', () => {
  it('shows the courier, the tracking id, where the parcel is and its tracking timeline, newest first', () => {
    render(<OrderDetailsModal order={base} onClose={() => undefined} />);
    const shipping = screen.getByRole('region', { name: 'Shipping details' });
    expect(within(shipping).getByText('Delhivery Surface')).toBeTruthy();
    expect(within(shipping).getByText('141000000001')).toBeTruthy();
    expect(within(shipping).getByText('Parcel').nextElementSibling?.textContent).toBe('Out for delivery');
    const steps = within(screen.getByRole('list', { name: 'Tracking timeline' })).getAllByRole('listitem');
    expect(steps.map((li) => li.querySelector('span')?.textContent)).toEqual(['Out for delivery · Noida_Sec62_PC', 'Shipment picked up · Noida', 'Booked with Delhivery Surface']);
    // The order's own timeline names the courier's step too.
    expect(within(screen.getByRole('region', { name: 'Order timeline' })).getByText('Out for delivery')).toBeTruthy();
  });

  it('says when the parcel came back to the seller', () => {
    const returned = {
      ...base,
      status: 'CANCELLED',
      history: [...base.history, { event: 'RETURNED_TO_ORIGIN', status: 'CANCELLED', actor: 'courier', at: '2026-11-28T10:00:00.000Z' }],
      tracking: { ...base.tracking!, status: 'RTO_DELIVERED', events: [] },
    } as unknown as OrderDetails_OrderFragment;
    render(<OrderDetailsModal order={returned} onClose={() => undefined} />);
    expect(within(screen.getByRole('region', { name: 'Order timeline' })).getByText('Returned to the seller')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Shipping details' })).getByText('Returned to the seller')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Tracking timeline' })).toBeNull();
  });

  it('has no parcel section before the order is booked with a courier', () => {
    render(<OrderDetailsModal order={{ ...base, isShipped: false, carrier: null, trackingId: null, tracking: null } as OrderDetails_OrderFragment} onClose={() => undefined} />);
    expect(screen.queryByText('Parcel')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Tracking timeline' })).toBeNull();
  });
});

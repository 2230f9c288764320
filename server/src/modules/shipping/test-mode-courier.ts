import crypto from 'node:crypto';
import PDFDocument from 'pdfkit';
import type { Booking, Parcel, Pickup, ReturnBooking, Serviceability, ShippingProvider, VerifiedTrackingWebhook } from './shipping-provider';
import type { TrackingStatus, TrackingUpdate } from './tracking';

/** What the test courier calls each status it is moved to, as a real courier's scan would read. */
const ACTIVITIES: Record<TrackingStatus, string> = {
  booked: 'Shipment booked',
  shipped: 'Picked up from the seller',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  rto_initiated: 'Return to seller initiated',
  rto_delivered: 'Returned to seller',
  cancelled: 'Shipment cancelled',
  other: 'Update',
};

const digits = (n: number) => Array.from(crypto.randomBytes(n), (b) => String(b % 10)).join('');

/**
 * Used when no Shiprocket API user is configured: books parcels locally (AWB `TEST` + 10 digits),
 * makes a real PDF label, and moves a parcel along only when staff or a test say so (`advance`), whose
 * reports go through the same path as a courier's webhook. It delivers everywhere and takes cash
 * everywhere: where cash on delivery is offered is then the offline rule's answer.
 */
export class TestModeCourier implements ShippingProvider {
  readonly mode = 'test' as const;
  readonly name = 'test';
  readonly webhooksEnabled = false;
  readonly courierName = 'Test Courier';

  async serviceability(): Promise<Serviceability> {
    return { serviceable: true, codAvailable: true, etdDays: 4 };
  }

  async book(parcel: Parcel): Promise<Booking> {
    const awb = `TEST${digits(10)}`;
    const booking = { providerOrderId: `TESTORD${digits(8)}`, shipmentId: `TESTSHP${digits(8)}`, awb, courierName: this.courierName };
    return { ...booking, labelPdf: await label(parcel, awb) };
  }

  /** A reverse pickup is booked at once; staff (or a test) record the pickup and the receipt. */
  async bookReturn(): Promise<ReturnBooking> {
    return { providerOrderId: `TESTRET${digits(8)}`, shipmentId: `TESTRSH${digits(8)}`, awb: `TESTR${digits(10)}`, courierName: this.courierName };
  }

  /** Nothing was booked outside the shop: there is nothing to cancel. */
  async cancelReturn(): Promise<void> {}

  async schedulePickup(): Promise<Pickup> {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    return { scheduledFor: tomorrow, token: `PICKUP${digits(6)}` };
  }

  /** The test courier keeps no history of its own: the shop's timeline is all there is. */
  async track(): Promise<TrackingUpdate[]> {
    return [];
  }

  readWebhook(): VerifiedTrackingWebhook {
    return { valid: false };
  }

  /** The report a real courier would send when the parcel reaches `status`, dated now. */
  advance(awb: string, status: TrackingStatus, orderId?: string): TrackingUpdate {
    const at = new Date();
    return { awb, status, providerStatus: status.toUpperCase().replace(/_/g, ' '), activity: ACTIVITIES[status], location: 'Test hub', at, dedupKey: `${awb}:${status}:${at.toISOString()}:${digits(4)}`, orderId };
  }
}

/** A 4×6 inch shipping label: AWB, courier, addressee, payment (and the cash to collect). */
function label(p: Parcel, awb: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [288, 432], margin: 18, info: { Title: `Shipping label ${awb}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(10).text('TEST COURIER - not a real shipment');
    doc.moveDown(0.5).fontSize(16).text(`AWB ${awb}`);
    doc.moveDown(0.5).fontSize(10).text(`Order ${p.orderId}`);
    doc.moveDown().fontSize(11).text('Deliver to:');
    doc.fontSize(10).text(p.customerName);
    doc.text(p.address);
    if (p.landmark) doc.text(p.landmark);
    doc.text(`${p.area}, ${p.district}`);
    doc.text(`${p.state} ${p.pincode}`);
    doc.text(`Phone ${p.phone}`);
    doc.moveDown();
    const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(p.totalPaise / 100);
    doc.fontSize(12).text(p.paymentMode === 'cod' ? `COLLECT CASH ${inr.replace('₹', 'Rs. ')}` : 'PREPAID');
    doc.moveDown().fontSize(9).text(p.lines.map((l) => `${l.units} x ${l.name} (${l.sku})`).join('\n'));
    doc.end();
  });
}

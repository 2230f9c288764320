import { paiseToRupees } from '../../common/money';
import { absoluteUrl } from '../catalog/legacy-product';
import type { OrderLineEntity } from './order-line.entity';
import type { OrderEntity } from './order.entity';

/** An order as legacy REST clients read it (legacy-rest-contract.md): rupees, `_id`, `shiprocketOrderId`, one product. */
export interface LegacyOrder {
  _id: string;
  status: string;
  createdAt: string;
  quantity: number;
  amount: number;
  isPaid: boolean;
  paymentMode: string;
  productId: string;
  productImage: string;
  name: string;
  productName: string;
  size: string;
  color: string;
  isShipped: boolean;
  shiprocketOrderId: string | null;
  razorpayOrderId: string | null;
  address: string;
  landmark: string;
  area: string;
  state: string;
  district: string;
  pincode: string;
  mobileNumber: string;
  userName: string;
  email: string;
  paidAt: string | null;
  cancelledAt: string | null;
  refundStatus: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function legacyShape(o: OrderEntity, line: OrderLineEntity, publicUrl: string, id: string, quantity: number, amountPaise: number): LegacyOrder {
  return {
    _id: id,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
    quantity,
    amount: paiseToRupees(amountPaise),
    isPaid: o.isPaid,
    paymentMode: o.paymentMode,
    productId: line.productId,
    productImage: line.productImage ? absoluteUrl(publicUrl, line.productImage) : '',
    name: line.productName,
    productName: line.productName,
    size: line.size,
    color: line.color,
    isShipped: o.isShipped,
    shiprocketOrderId: o.trackingId,
    razorpayOrderId: o.razorpayOrderId,
    address: o.address,
    landmark: o.landmark,
    area: o.area,
    state: o.state,
    district: o.district,
    pincode: o.pincode,
    mobileNumber: o.mobileNumber,
    userName: o.customerName,
    email: o.customerEmail,
    paidAt: iso(o.paidAt),
    cancelledAt: iso(o.cancelledAt),
    refundStatus: o.refundStatus,
  };
}

/** The whole order under its own id (answers to placing, paying, cancelling): its total, its first product. */
export function toLegacyOrder(o: OrderEntity, publicUrl: string): LegacyOrder {
  const quantity = o.lines.reduce((sum, l) => sum + l.quantity, 0);
  return legacyShape(o, o.lines[0], publicUrl, o.id, quantity, o.totalPaise);
}

/**
 * My Orders for legacy clients, which know one product per order and key their cards by `_id`: an
 * order of several lines is listed as one entry per line under the line's own (stable) id, each with
 * the order's status, dates and payment state and the line's quantity and amount. A one-line order
 * keeps its order id.
 */
export function toLegacyOrderEntries(o: OrderEntity, publicUrl: string): LegacyOrder[] {
  if (o.lines.length === 1) return [toLegacyOrder(o, publicUrl)];
  return o.lines.map((line) => legacyShape(o, line, publicUrl, line.id, line.quantity, line.amountPaise));
}

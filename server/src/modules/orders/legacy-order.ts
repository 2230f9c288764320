import { paiseToRupees } from '../../common/money';
import { absoluteUrl } from '../catalog/legacy-product';
import type { OrderEntity } from './order.entity';

/** An order as legacy REST clients read it (legacy-rest-contract.md): rupees, `_id`, `shiprocketOrderId`. */
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

export function toLegacyOrder(o: OrderEntity, publicUrl: string): LegacyOrder {
  return {
    _id: o.id,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
    quantity: o.quantity,
    amount: paiseToRupees(o.amountPaise),
    isPaid: o.isPaid,
    paymentMode: o.paymentMode,
    productId: o.productId,
    productImage: o.productImage ? absoluteUrl(publicUrl, o.productImage) : '',
    name: o.productName,
    productName: o.productName,
    size: o.size,
    color: o.color,
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

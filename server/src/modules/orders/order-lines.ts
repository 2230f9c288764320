import { paiseToRupees } from '../../common/money';
import type { OrderEntity } from './order.entity';

/** One line per order for the operator's terminal. */
export function formatOrderLine(o: OrderEntity): string {
  const tracking = o.trackingId ? `${o.carrier ? ` carrier=${o.carrier}` : ''} tracking=${o.trackingId}` : '';
  return `${o.id}  ${o.createdAt.toISOString()}  ${o.status.padEnd(16)} ${o.paymentMode.padEnd(8)} ${o.isPaid ? 'paid  ' : 'unpaid'}  ₹${paiseToRupees(o.totalPaise).toFixed(2)}  ${o.lines.map((l) => `${l.quantity} × ${l.productName} (${l.size})`).join(', ')}${tracking}`;
}

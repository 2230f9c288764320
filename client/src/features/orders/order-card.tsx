import type { OrderCard_OrderFragment } from './gql/graphql';
import { formatPaise } from '../../lib/money';
import { formatOrderDate, paymentBadge, shortCode } from './order-display';
import { StatusBadge } from './status-badge';
import './orders.css';

export interface OrderCardProps {
  order: OrderCard_OrderFragment;
  onViewDetails: () => void;
  onCancel: () => void;
}

/** One order in My Orders. */
export function OrderCard({ order, onViewDetails, onCancel }: OrderCardProps) {
  const code = shortCode(order.id);
  return (
    <article className="order-card card" aria-labelledby={`order-${order.id}`} data-testid="order-card">
      <header className="order-card__head">
        <h2 id={`order-${order.id}`} className="order-card__code">
          #{code}
        </h2>
        <StatusBadge status={order.status} />
      </header>
      <ul className="order-card__lines" aria-label="Items">
        {order.lines.map((line) => (
          <li key={line.id} className="order-card__product">
            <img src={line.productImage} alt="" width={56} height={56} loading="lazy" />
            <p>
              {line.productName}
              {order.lines.length > 1 && <span className="order-card__line-qty"> × {line.quantity}</span>}
            </p>
          </li>
        ))}
      </ul>
      <dl className="order-card__facts">
        <div>
          <dt>Date</dt>
          <dd>{formatOrderDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Quantity</dt>
          <dd>{order.quantity}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatPaise(order.totalPaise)}</dd>
        </div>
      </dl>
      <p className={`order-card__pay order-card__pay--${order.isPaid ? 'paid' : 'due'}`}>{paymentBadge(order.isPaid, order.paymentMode)}</p>
      {/* An exchange's ₹0 replacement: it names the order it replaces, and is never cancelled by the shopper. */}
      {order.replacesOrderId && <p className="order-card__replaces">Replacement for order #{shortCode(order.replacesOrderId)}</p>}
      <div className="order-card__actions">
        <button type="button" className="btn btn--primary" onClick={onViewDetails} aria-label={`View Details of order ${code}`}>
          View Details
        </button>
        {order.canCancel && !order.replacesOrderId && (
          <button type="button" className="btn" onClick={onCancel} aria-label={`Cancel order ${code}`}>
            Cancel
          </button>
        )}
      </div>
    </article>
  );
}

export function OrderCardSkeleton() {
  return (
    <div className="order-card card" aria-hidden="true">
      <div className="skeleton" style={{ height: 22, width: '50%', marginBottom: 16 }} />
      <div className="skeleton" style={{ height: 56, marginBottom: 16 }} />
      <div className="skeleton" style={{ height: 72, marginBottom: 16 }} />
      <div className="skeleton" style={{ height: 44 }} />
    </div>
  );
}

import type { OrderStatus } from './gql/graphql';
import { statusLabel, statusTone } from './order-display';
import './orders.css';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`status-badge status-badge--${statusTone(status)}`}>{statusLabel(status)}</span>;
}

import { Link, Navigate, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';
import type { OrderSuccessState } from '../features/checkout/use-place-order';
import { shortCode } from '../features/orders/order-display';
import { paths } from '../lib/paths';
import '../features/checkout/order-success.css';

/** /order/successfull: only right after a placed order or a payment; anyone else goes home. */
export default function OrderSuccessScreen() {
  useDocumentTitle('Order Confirmed');
  const state = useLocation().state as Partial<OrderSuccessState> | null;
  if (!state?.fromPayment && !state?.fromOrder) return <Navigate to="/" replace />;
  return (
    <main className="page page--narrow order-success">
      <div className="order-success__mark" aria-hidden="true">
        ✓
      </div>
      <h1>Order Confirmed!</h1>
      <p className="order-success__lead">Your items will arrive in 2-3 business days</p>
      {state.orderId && <p className="order-success__code">Order #{shortCode(state.orderId)}</p>}
      <div className="order-success__actions">
        <Link className="btn" to={paths.products()}>
          Continue Shopping
        </Link>
        <Link className="btn btn--primary" to={paths.myOrders}>
          View My Orders
        </Link>
      </div>
    </main>
  );
}

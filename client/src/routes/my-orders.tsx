import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../lib/toast';
import { paths } from '../lib/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { CancelOrderDialog } from '../features/orders/cancel-order-dialog';
import { OrderCard, OrderCardSkeleton } from '../features/orders/order-card';
import { OrderDetailsModal } from '../features/orders/order-details-modal';
import { shortCode } from '../features/orders/order-display';
import '../features/orders/orders.css';
import { CancelOrderDocument, MyOrdersDocument, OrderDetailsDocument } from '../features/orders/gql/graphql';
import { isUnauthenticated, shopperMessage } from '../lib/graphql-errors';

/** My Orders: the shopper's orders, newest first, with details and cancellation. */
export default function MyOrdersScreen() {
  useDocumentTitle('My Orders');
  const { data, loading, error } = useQuery(MyOrdersDocument);
  // Scroll to top on entry.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const [cancelOrder, cancelling] = useMutation(CancelOrderDocument);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [cancelId, setCancelId] = useState<string | null>(null);
  // The details (tracking, documents, timeline) load when an order is opened; a second opening shows the
  // cached copy at once while it refreshes.
  const opened = useQuery(OrderDetailsDocument, { variables: { id: detailsId ?? '' }, skip: !detailsId, fetchPolicy: 'cache-and-network' });

  const orders = data?.myOrders ?? [];
  const details = (detailsId && opened.data?.order?.id === detailsId ? opened.data.order : null) ?? null;
  const toCancel = orders.find((o) => o.id === cancelId) ?? null;

  const confirmCancel = async () => {
    if (!toCancel) return;
    try {
      const { data: result } = await cancelOrder({ variables: { id: toCancel.id } });
      const refunded = result?.cancelOrder.refundStatus;
      toast.success(`Order #${shortCode(toCancel.id)} cancelled.${refunded ? ' Your refund is on its way.' : ''}`);
    } catch (e) {
      // A lapsed session already told the shopper (lib/apollo.ts); a raw network error is no message for them.
      if (!isUnauthenticated(e)) toast.error(shopperMessage(e) ?? 'Could not cancel the order. Please try again.');
    } finally {
      setCancelId(null);
    }
  };

  return (
    <main className="page">
      <h1>My Orders</h1>
      {loading && !data ? (
        <div className="orders-grid" aria-busy="true" aria-label="Loading your orders">
          <OrderCardSkeleton />
          <OrderCardSkeleton />
          <OrderCardSkeleton />
        </div>
      ) : orders.length > 0 ? (
        <div className="orders-grid">
          {orders.map((o) => (
            <OrderCard key={o.id} order={o} onViewDetails={() => setDetailsId(o.id)} onCancel={() => setCancelId(o.id)} />
          ))}
        </div>
      ) : error ? null : (
        // A failed load shows nothing; an empty history says so.
        <div className="empty-state">
          <p>You have not placed any orders yet.</p>
          <Link className="btn btn--primary" to={paths.products()}>
            Start Shopping
          </Link>
        </div>
      )}
      <OrderDetailsModal order={details} onClose={() => setDetailsId(null)} />
      <CancelOrderDialog order={toCancel} busy={cancelling.loading} onKeep={() => setCancelId(null)} onConfirm={confirmCancel} />
    </main>
  );
}

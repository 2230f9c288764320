import { ModalDialog } from '../../components/modal-dialog';
import type { OrderDetails_OrderFragment } from './gql/graphql';
import { formatPaise } from '../../lib/money';
import { InvoiceDownload } from './invoice-download';
import { LineReturn } from './return-request';
import { eventLabel, formatOrderDate, parcelLabel, paymentMethodLabel, refundLabel, shortCode, sku, statusLabel } from './order-display';
import './orders.css';

/** The order's details (product, summary, shipping, delivery address, payment); closes with X, Close or Escape. */
export function OrderDetailsModal({ order, onClose }: { order: OrderDetails_OrderFragment | null; onClose: () => void }) {
  const refund = order && refundLabel(order);
  return (
    <ModalDialog
      open={!!order}
      title={order ? `Order #${shortCode(order.id)}` : 'Order'}
      onClose={onClose}
      className="order-details"
      footer={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      {order && (
        <>
          <section className="details-block" aria-label="Product details">
            <h3>Product Details</h3>
            {order.lines.map((line) => (
              <div className="details-product" key={line.id} data-testid="order-line">
                <img src={line.productImage} alt={line.productName} width={80} height={80} loading="lazy" />
                <dl className="details-list">
                  <Row term="Name" value={line.productName} />
                  <Row term="SKU" value={sku(line)} />
                  {line.size !== 'NA' && <Row term="Size" value={line.size} />}
                  <Row term="Colour" value={line.color} />
                  <Row term="Quantity" value={String(line.quantity)} />
                  <Row term="Amount" value={formatPaise(line.amountPaise)} />
                </dl>
                {/* Returns and exchanges open once the order is delivered; the server holds the policy's windows. */}
                {order.status === 'DELIVERED' && <LineReturn orderId={order.id} line={line} cashOnDelivery={order.paymentMode === 'COD'} />}
              </div>
            ))}
          </section>
          <section className="details-block" aria-label="Order timeline">
            <h3>Order Timeline</h3>
            <ol className="order-timeline">
              {order.history.map((step, i) => (
                <li key={i}>
                  <span>{eventLabel(step.event)}</span>
                  <time className="order-timeline__when" dateTime={step.at}>
                    {formatOrderDate(step.at)}
                  </time>
                </li>
              ))}
            </ol>
          </section>
          <section className="details-block" aria-label="Order summary">
            <h3>Order Summary</h3>
            <dl className="details-list">
              <Row term="Order ID" value={order.id} mono />
              <Row term="Date" value={formatOrderDate(order.createdAt)} />
              <Row term="Status" value={statusLabel(order.status)} />
              <Row term="Payment Method" value={paymentMethodLabel(order.paymentMode)} />
              {/* The order's own figures, as the price engine wrote them when it was placed. */}
              <Row term="Items" value={formatPaise(order.subtotalPaise)} />
              {order.promotions.map((p) => (
                <Row key={`${p.title}:${p.code ?? ''}`} term={p.code ? `${p.title} (${p.code})` : p.title} value={`−${formatPaise(p.savingPaise)}`} />
              ))}
              <Row term="Shipping" value={order.shippingPaise ? formatPaise(order.shippingPaise) : 'Free'} />
              {order.codFeePaise > 0 && <Row term="Cash on delivery fee" value={formatPaise(order.codFeePaise)} />}
              <Row term="Total" value={formatPaise(order.totalPaise)} />
            </dl>
          </section>
          {(order.invoice || order.creditNotes.length > 0) && (
            <section className="details-block" aria-label="Tax invoice">
              <h3>Tax Invoice</h3>
              <dl className="details-list">
                {order.invoice && <Row term="Invoice No." value={order.invoice.number} mono />}
                {order.creditNotes.map((note) => (
                  <Row key={note.number} term="Credit Note No." value={note.number} mono />
                ))}
              </dl>
              <div className="details-downloads">
                {order.invoice && <InvoiceDownload document={order.invoice} label="Download invoice" />}
                {/* A returned line gets its own credit note, so an order may have several: each button names its number then. */}
                {order.creditNotes.map((note) => (
                  <InvoiceDownload key={note.number} document={note} label={order.creditNotes.length > 1 ? `Download credit note ${note.number}` : 'Download credit note'} />
                ))}
              </div>
            </section>
          )}
          <section className="details-block" aria-label="Shipping details">
            <h3>Shipping Details</h3>
            <dl className="details-list">
              <Row term="Shipping Status" value={order.isShipped ? 'Shipped' : 'Processing'} />
              {order.carrier && <Row term="Courier" value={order.carrier} />}
              {order.trackingId && <Row term="Tracking ID" value={order.trackingId} mono />}
              {order.tracking && <Row term="Parcel" value={parcelLabel(order.tracking.status)} />}
            </dl>
            {order.tracking && order.tracking.events.length > 0 && (
              <ol className="order-timeline tracking-timeline" aria-label="Tracking timeline">
                {/* Newest first, as courier tracking pages show it. */}
                {[...order.tracking.events].reverse().map((e, i) => (
                  <li key={i}>
                    <span>
                      {e.activity || parcelLabel(e.status)}
                      {e.location && <span className="tracking-timeline__where"> · {e.location}</span>}
                    </span>
                    <time className="order-timeline__when" dateTime={e.at}>
                      {formatOrderDate(e.at)}
                    </time>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section className="details-block" aria-label="Delivery address">
            <h3>Delivery Address</h3>
            <address className="details-address">
              <span>{order.address}</span>
              <span>Landmark: {order.landmark}</span>
              <span>{[order.area, order.state].filter(Boolean).join(', ')}</span>
              <span>PIN: {order.pincode}</span>
              <span>Phone: {order.mobileNumber}</span>
            </address>
          </section>
          <section className="details-block" aria-label="Payment information">
            <h3>Payment Information</h3>
            <dl className="details-list">
              <Row term="Payment Status" value={order.isPaid ? 'Paid' : 'Pending'} />
              <Row term="Method" value={paymentMethodLabel(order.paymentMode)} />
              {refund && <Row term="Refund" value={refund} />}
            </dl>
          </section>
        </>
      )}
    </ModalDialog>
  );
}

function Row({ term, value, mono }: { term: string; value: string; mono?: boolean }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={mono ? 'details-list__mono' : undefined}>{value}</dd>
    </div>
  );
}

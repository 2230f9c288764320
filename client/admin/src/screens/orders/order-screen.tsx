import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Badge } from '../../components/page-header';
import { RecordPending } from '../../components/record-pending';
import { AdminOrderDocument } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { formatPaise } from '../../lib/money';
import { OrderActions } from './order-actions';
import { OrderDocuments } from './order-documents';
import { OrderShipment } from './order-shipment';
import { eventWords, PAYMENT_MODE, REFUND, STATUS } from './order-words';

/**
 * One order: what was bought, where it goes, how it is paid, what happened to it, and the next steps.
 * `returns` is the order's return and exchange requests, shown under the items: that section belongs to
 * the returns screen, so the router composes it in rather than this screen importing another one.
 */
export function OrderScreen({ returns }: { returns?: ReactNode }) {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(AdminOrderDocument, { variables: { id } });
  const order = data?.adminOrder;

  if (!order) {
    return (
      <RecordPending
        back={{ to: '/orders', label: 'Orders' }}
        loading={loading}
        error={error}
        notFound="Order not found"
        missing="There is no order with this id. It may have been typed wrong."
      />
    );
  }

  const address = [order.shipTo.address, order.shipTo.landmark, order.shipTo.area, order.shipTo.district, `${order.shipTo.state} ${order.shipTo.pincode}`].filter(Boolean);
  return (
    <div className="page">
      <p className="breadcrumb">
        <Link to="/orders">Orders</Link>
      </p>
      <div className="page-header">
        <div>
          <h1>
            Order #{order.code} <Badge tone={STATUS[order.status].tone}>{STATUS[order.status].label}</Badge>
          </h1>
          <p className="page-header__lead">Placed {formatDateTime(order.createdAt)}</p>
        </div>
        <div className="page-header__actions">
          <Link className="btn" to={`/orders/${order.id}/packing-slip`}>
            Packing slip
          </Link>
        </div>
      </div>
      <OrderActions order={order} />
      <div className="detail-grid">
        <div>
          <section className="card" aria-labelledby="order-lines">
            <h2 className="card__title" id="order-lines">
              Items ({order.itemCount})
            </h2>
            <table className="lines">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col" className="num">
                    Qty
                  </th>
                  <th scope="col" className="num">
                    Price
                  </th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((l) => (
                  <tr key={l.id}>
                    <td>
                      <div className="line-product">
                        <img src={l.productImage} alt="" width={44} height={44} loading="lazy" />
                        <div className="cell-stack">
                          <span>{l.productName}</span>
                          <span className="muted">{[l.color, l.size].filter(Boolean).join(' · ')}</span>
                        </div>
                      </div>
                    </td>
                    <td className="num">{l.quantity}</td>
                    <td className="num">{formatPaise(l.unitPricePaise)}</td>
                    <td className="num">{formatPaise(l.amountPaise)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    Subtotal
                  </th>
                  <td className="num">{formatPaise(order.subtotalPaise)}</td>
                </tr>
                {order.discountPaise > 0 && (
                  <tr>
                    <th scope="row" colSpan={3}>
                      Discounts (each line's amount is after its share)
                    </th>
                    <td className="num">−{formatPaise(order.discountPaise)}</td>
                  </tr>
                )}
                {order.codFeePaise > 0 && (
                  <tr>
                    <th scope="row" colSpan={3}>
                      Cash on delivery fee
                    </th>
                    <td className="num">{formatPaise(order.codFeePaise)}</td>
                  </tr>
                )}
                <tr>
                  <th scope="row" colSpan={3}>
                    Shipping
                  </th>
                  <td className="num">{order.shippingPaise ? formatPaise(order.shippingPaise) : 'Free'}</td>
                </tr>
                <tr className="lines__total">
                  <th scope="row" colSpan={3}>
                    Total
                  </th>
                  <td className="num">{formatPaise(order.totalPaise)}</td>
                </tr>
              </tfoot>
            </table>
          </section>
          {returns}
          <section className="card" aria-labelledby="order-timeline">
            <h2 className="card__title" id="order-timeline">
              Timeline
            </h2>
            <ol className="timeline">
              {[...order.timeline].reverse().map((t, i) => (
                <li key={`${t.at}-${i}`}>
                  <div className="timeline__what">
                    <strong>{eventWords(t.event)}</strong> <span className="muted">by {t.actorName}</span>
                  </div>
                  {t.note && <div className="timeline__note">{t.note}</div>}
                  <time className="muted" dateTime={t.at}>
                    {formatDateTime(t.at)}
                  </time>
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div>
          <section className="card" aria-labelledby="order-customer">
            <h2 className="card__title" id="order-customer">
              Customer
            </h2>
            <p className="tight">{order.customer.name}</p>
            <p className="tight">
              <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
            </p>
            <h3 className="card__subtitle">Ship to</h3>
            <address className="address">
              {order.shipTo.name}
              <br />
              {address.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
              <a href={`tel:${order.shipTo.phone}`}>{order.shipTo.phone}</a>
            </address>
          </section>
          <section className="card" aria-labelledby="order-payment">
            <h2 className="card__title" id="order-payment">
              Payment
            </h2>
            <dl className="facts">
              <dt>Method</dt>
              <dd>{PAYMENT_MODE[order.payment.mode]}</dd>
              <dt>Paid</dt>
              <dd>{order.payment.isPaid ? <Badge tone="success">Paid {order.payment.paidAt ? formatDateTime(order.payment.paidAt) : ''}</Badge> : <Badge>Not paid</Badge>}</dd>
              {order.payment.paymentId && (
                <>
                  <dt>Payment id</dt>
                  <dd className="mono">{order.payment.paymentId}</dd>
                </>
              )}
              {order.payment.refundStatus && (
                <>
                  <dt>Refund</dt>
                  <dd>
                    <Badge tone={order.payment.refundStatus === 'FAILED' ? 'danger' : order.payment.refundStatus === 'REFUNDED' ? 'success' : 'warning'}>{REFUND[order.payment.refundStatus]}</Badge>
                    {order.payment.refundId && order.payment.mode !== 'COD' && <span className="mono"> {order.payment.refundId}</span>}
                  </dd>
                </>
              )}
              {order.payment.refundId && order.payment.mode === 'COD' && (
                // Collected cash is paid back by hand: the reference is the UPI or NEFT payout's, to find it in the bank statement.
                <>
                  <dt>Payout reference</dt>
                  <dd className="mono">{order.payment.refundId}</dd>
                </>
              )}
            </dl>
          </section>
          <OrderDocuments documents={order.documents} status={order.status} />
          <OrderShipment order={order} />
        </div>
      </div>
    </div>
  );
}

import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { AdminOrderDocument } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';

/**
 * A packing slip to print and put in the parcel: the ship-to address large, the items with their size
 * and colour and a box to tick, and no prices (a gift must not show what it cost). Printing hides the
 * back office around it.
 */
export function PackingSlipScreen() {
  const { id = '' } = useParams();
  const { data, loading } = useQuery(AdminOrderDocument, { variables: { id } });
  const order = data?.adminOrder;
  if (!order) return <div className="page">{loading ? <span className="skeleton skeleton--block" /> : <h1>Order not found</h1>}</div>;
  const s = order.shipTo;
  return (
    <div className="page page--narrow">
      <div className="no-print slip-tools">
        <Link to={`/orders/${order.id}`}>Back to order #{order.code}</Link>
        <button type="button" className="btn btn--primary" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <article className="slip" aria-label={`Packing slip for order #${order.code}`}>
        <header className="slip__head">
          <div>
            <p className="slip__shop">Rangrez</p>
            <h1>Packing slip</h1>
          </div>
          <dl className="facts">
            <dt>Order</dt>
            <dd>#{order.code}</dd>
            <dt>Placed</dt>
            <dd>{formatDate(order.createdAt)}</dd>
            <dt>Payment</dt>
            <dd>{order.payment.mode === 'COD' && !order.payment.isPaid ? 'Cash on delivery: collect the amount on the label' : 'Prepaid'}</dd>
          </dl>
        </header>
        <section className="slip__to">
          <h2>Ship to</h2>
          <address>
            <strong>{s.name}</strong>
            <br />
            {s.address}
            {s.landmark && (
              <>
                <br />
                {s.landmark}
              </>
            )}
            <br />
            {s.area}, {s.district}
            <br />
            {s.state} {s.pincode}
            <br />
            Phone {s.phone}
          </address>
        </section>
        <table className="lines slip__lines">
          <thead>
            <tr>
              <th scope="col">Packed</th>
              <th scope="col">Item</th>
              <th scope="col">Colour</th>
              <th scope="col">Size</th>
              <th scope="col" className="num">
                Qty
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.id}>
                <td>
                  <span className="slip__box" aria-hidden="true" />
                </td>
                <td>{l.productName}</td>
                <td>{l.color || '—'}</td>
                <td>{l.size || '—'}</td>
                <td className="num">{l.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="muted">{order.itemCount} item(s). Thank you for shopping with Rangrez.</p>
      </article>
    </div>
  );
}

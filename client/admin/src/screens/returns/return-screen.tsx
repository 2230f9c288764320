import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { Badge } from '../../components/page-header';
import { RecordPending } from '../../components/record-pending';
import { ReturnRequestDocument, type ReturnDetailFragment } from '../../gql/graphql';
import { formatPaise } from '../../lib/money';
import { ReturnActions } from './return-actions';
import { ReturnVideos } from './return-videos';
import './returns.css';
import { eventWords, indiaDateTimeWords, reasonWords, REFUND_STATE, RETURN_STATE, variantWords } from './return-words';

/** One return or exchange request: what comes back and why, the videos, the money or the replacement, its history, and the next step. */
export function ReturnScreen() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(ReturnRequestDocument, { variables: { id } });
  const request = data?.returnRequest;

  if (!request) {
    return (
      <RecordPending
        back={{ to: '/returns', label: 'Returns' }}
        loading={loading}
        error={error}
        notFound="Request not found"
        missing="There is no return or exchange request with this id. It may have been typed wrong."
      />
    );
  }

  const exchange = request.kind === 'EXCHANGE';
  return (
    <div className="page">
      <p className="breadcrumb">
        <Link to="/returns">Returns</Link>
      </p>
      <div className="page-header">
        <div>
          <h1>
            {exchange ? 'Exchange request' : 'Return request'} <Badge tone={RETURN_STATE[request.state].tone}>{RETURN_STATE[request.state].label}</Badge>
          </h1>
          <p className="page-header__lead">
            {request.customerName} asked on {indiaDateTimeWords(request.createdAt)} IST
          </p>
        </div>
      </div>
      <ReturnActions request={request} />
      <div className="return-grid">
        <section className="card return-grid__what" aria-labelledby="return-what">
          <h2 className="card__title" id="return-what">
            {exchange ? 'What is exchanged' : 'What comes back'}
          </h2>
          <dl className="facts">
            <dt>Order</dt>
            <dd>
              <Link to={`/orders/${request.orderId}`} className="strong-link">
                #{request.orderCode}
              </Link>
            </dd>
            <dt>Product</dt>
            <dd>
              {request.productName}
              <span className="muted"> · {variantWords(request.color, request.size) || 'One size'}</span>
            </dd>
            <dt>Quantity</dt>
            <dd>{request.quantity}</dd>
            {exchange && (
              <>
                <dt>Wanted size</dt>
                <dd>
                  <strong>{request.replacementSize ?? '—'}</strong>
                  {request.replacementColor && request.replacementColor !== request.color && <span> in {variantWords(request.replacementColor, null)}</span>}
                </dd>
              </>
            )}
            <dt>Reason</dt>
            <dd>{reasonWords(request.reason)}</dd>
            <dt>Details</dt>
            <dd className="return-text">{request.details || <span className="muted">None given</span>}</dd>
            {request.rejectionReason && (
              <>
                <dt>Rejected because</dt>
                <dd className="return-text">{request.rejectionReason}</dd>
              </>
            )}
          </dl>
        </section>
        <section className="card return-grid__videos" aria-labelledby="return-videos">
          <h2 className="card__title" id="return-videos">
            Videos
          </h2>
          <ReturnVideos requestId={request.id} count={request.videoKeys.length} />
        </section>
        <History request={request} />
        {/* Beside the request on a desktop; right under it on a phone, before the videos. */}
        <div className="return-grid__side">
          {exchange && <ReplacementCard request={request} />}
          {/* An exchange is refunded only when its replacement was cancelled or came back undelivered. */}
          {(!exchange || request.refundState) && <RefundCard request={request} />}
          <section className="card" aria-labelledby="return-pickup">
            <h2 className="card__title" id="return-pickup">
              Pickup
            </h2>
            {request.pickupAwb ? (
              <dl className="facts">
                <dt>Pickup AWB</dt>
                <dd className="mono">{request.pickupAwb}</dd>
              </dl>
            ) : (
              <p className="muted tight">{request.state === 'REJECTED' ? 'No pickup: the request was rejected.' : 'Booked with the courier when the request is approved.'}</p>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

function RefundCard({ request }: { request: ReturnDetailFragment }) {
  const cod = request.paymentMode === 'COD';
  const refund = request.refundState ? REFUND_STATE[request.refundState] : null;
  return (
    <section className="card" aria-labelledby="return-refund">
      <h2 className="card__title" id="return-refund">
        Refund
      </h2>
      <dl className="facts">
        <dt>Amount</dt>
        <dd>
          <strong>{formatPaise(request.refundAmountPaise)}</strong> <span className="muted">(shipping not refunded)</span>
        </dd>
        <dt>Paid by</dt>
        <dd>{cod ? 'Cash on delivery' : 'Online (Razorpay)'}</dd>
        {cod && (
          <>
            <dt>UPI ID</dt>
            <dd className="mono">{request.upiId ?? <span className="muted">None on file: ask the shopper for a UPI ID</span>}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd>{refund ? <Badge tone={refund.tone}>{refund.label}</Badge> : <span className="muted">Due once the parcel is received</span>}</dd>
        {request.refundId && (
          <>
            <dt>Refund reference</dt>
            <dd className="mono">{request.refundId}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function ReplacementCard({ request }: { request: ReturnDetailFragment }) {
  return (
    <section className="card" aria-labelledby="return-replacement">
      <h2 className="card__title" id="return-replacement">
        Replacement
      </h2>
      <dl className="facts">
        <dt>Replacement order</dt>
        <dd>
          {request.replacementOrderId ? (
            <Link to={`/orders/${request.replacementOrderId}`} className="strong-link">
              #{request.replacementOrderCode}
            </Link>
          ) : (
            <span className="muted">
              {request.state === 'REJECTED' ? 'None: the request was rejected' : request.state === 'RECEIVED' ? 'Not placed yet: the wanted size is out of stock' : 'Placed when the parcel is received'}
            </span>
          )}
        </dd>
        <dt>Charge</dt>
        <dd>
          {formatPaise(0)} <span className="muted">(no second payment)</span>
        </dd>
      </dl>
    </section>
  );
}

const ACTOR_KIND: Record<string, string> = { shopper: 'customer', staff: 'staff' };

function History({ request }: { request: ReturnDetailFragment }) {
  return (
    <section className="card return-grid__history" aria-labelledby="return-history">
      <h2 className="card__title" id="return-history">
        History
      </h2>
      <ol className="timeline timeline--oldest-first" aria-labelledby="return-history">
        {request.history.map((h, i) => (
          <li key={`${h.at}-${i}`}>
            <div className="timeline__what">
              <strong>{eventWords(h.event)}</strong>{' '}
              <span className="muted">
                by {h.actorName}
                {ACTOR_KIND[h.actor] && h.actorName !== 'Shop staff' ? ` (${ACTOR_KIND[h.actor]})` : ''}
              </span>
            </div>
            {/* The shopper's note on asking is the request's details, shown above already. */}
            {h.note && !(h.event === 'REQUESTED' && h.note === request.details) && <div className="timeline__note return-text">{h.note}</div>}
            <time className="muted" dateTime={h.at}>
              {indiaDateTimeWords(h.at)} IST
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

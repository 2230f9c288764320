import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Badge } from '../../components/page-header';
import { OrderReturnRequestsDocument, type OrderReturnRequestsQuery } from '../../gql/graphql';
import { indiaDateWords, KIND, RETURN_STATE, variantWords } from './return-words';

type OrderReturns = OrderReturnRequestsQuery['returnRequests']['items'];

/** An order's return and exchange requests; asked for alongside the order itself, so the section does not arrive late. */
export function useOrderReturns(orderId: string): OrderReturns | undefined {
  const { data } = useQuery(OrderReturnRequestsDocument, { variables: { orderId } });
  return data?.returnRequests.items;
}

/** The order's requests, each linking to its page; nothing at all when there are none. */
export function OrderReturnsSection({ requests }: { requests: OrderReturns | undefined }) {
  if (!requests?.length) return null;
  return (
    <section className="card" aria-labelledby="order-returns">
      <h2 className="card__title" id="order-returns">
        Returns and exchanges
      </h2>
      <ul className="plain-list order-returns">
        {requests.map((r) => (
          <li key={r.id}>
            <Link to={`/returns/${r.id}`} className="strong-link">
              {KIND[r.kind]}: {r.productName}
            </Link>
            <span className="muted"> {[variantWords(null, r.size), `asked ${indiaDateWords(r.createdAt)}`].filter(Boolean).join(' · ')}</span>{' '}
            <Badge tone={RETURN_STATE[r.state].tone}>{RETURN_STATE[r.state].label}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../components/data-table';
import { Badge, PageHeader } from '../../components/page-header';
import { ReturnRequestsDocument, type ReturnRowFragment, type ReturnState } from '../../gql/graphql';
import { messageOf } from '../../lib/errors';
import { useListParams } from '../../lib/list-params';
import { formatPaise } from '../../lib/money';
// The status tabs look like the inbox's.
import './returns.css';
import { indiaDateTimeWords, KIND, RETURN_STATE, RETURN_TABS, variantWords } from './return-words';

const PAGE = 25;

/** Return and exchange requests, newest first, a tab per state; each opens its request. */
export function ReturnsScreen() {
  const list = useListParams({ limit: PAGE, filters: { status: '' } });
  const status = (RETURN_TABS.find((t) => t.value === list.filters.status)?.value ?? '') as ReturnState | '';
  const { data: fresh, previousData, loading, error } = useQuery(ReturnRequestsDocument, {
    variables: { filter: status ? { states: [status] } : undefined, limit: PAGE, offset: list.offset },
  });
  const data = fresh ?? previousData;

  const columns: Column<ReturnRowFragment>[] = [
    {
      key: 'order',
      header: 'Order',
      render: (r) => (
        <Link to={`/returns/${r.id}`} className="strong-link">
          #{r.orderCode}
        </Link>
      ),
    },
    {
      key: 'product',
      header: 'Product',
      render: (r) => (
        <div className="cell-stack return-product">
          <span>{r.productName}</span>
          <span className="muted">
            {variantWords(r.color, r.size)}
            {r.quantity > 1 ? ` · ${r.quantity} pieces` : ''}
          </span>
        </div>
      ),
    },
    { key: 'kind', header: 'Kind', render: (r) => KIND[r.kind] },
    { key: 'customer', header: 'Customer', render: (r) => r.customerName },
    { key: 'status', header: 'Status', render: (r) => <Badge tone={RETURN_STATE[r.state].tone}>{RETURN_STATE[r.state].label}</Badge> },
    { key: 'requested', header: 'Requested', render: (r) => <time dateTime={r.createdAt}>{indiaDateTimeWords(r.createdAt)}</time> },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      // An exchange refunds nothing (it becomes a replacement order) unless its replacement was cancelled
      // or came back, when the original line is owed: the amount says so either way.
      render: (r) => (r.refundAmountPaise > 0 ? formatPaise(r.refundAmountPaise) : '—'),
    },
  ];

  const tab = RETURN_TABS.find((t) => t.value === status)!;
  return (
    <div className="page">
      <PageHeader title="Returns" lead="Return and exchange requests from shoppers' delivered orders. Open one to watch its videos, approve or reject it, and follow the parcel back." />
      <div className="status-tabs" role="group" aria-label="Show requests">
        {RETURN_TABS.map((t) => (
          <button key={t.label} type="button" className="status-tabs__tab" aria-pressed={status === t.value} onClick={() => list.setFilter('status', t.value)}>
            {t.label}
          </button>
        ))}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {messageOf(error)}
        </p>
      )}
      <DataTable
        caption={status ? `${tab.label} requests` : 'Return and exchange requests'}
        columns={columns}
        rows={data?.returnRequests.items}
        rowKey={(r) => r.id}
        loading={loading}
        page={{ offset: list.offset, limit: PAGE, total: data?.returnRequests.total }}
        onPage={list.setOffset}
        empty={<p>{status ? `No requests are ${tab.label.toLowerCase()} right now.` : 'No return or exchange requests yet. They appear here when shoppers ask from My Orders.'}</p>}
      />
    </div>
  );
}

import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { DataTable, type Column, type Sort } from '../../components/data-table';
import { SearchField, SelectField, TextField } from '../../components/fields';
import { Badge, FilterBar, PageHeader } from '../../components/page-header';
import { AdminOrdersDocument, type AdminOrderSort, type OrderRowFragment, type OrderStatus, type PaymentMode } from '../../gql/graphql';
import { endOfDay, formatDateTime, startOfDay } from '../../lib/dates';
import { messageOf } from '../../lib/errors';
import { useListParams } from '../../lib/list-params';
import { formatPaise } from '../../lib/money';
import { PAYMENT_MODE, STATUS, STATUS_ORDER } from './order-words';

const PAGE = 25;

/** "Waiting to ship" is the day's work: placed or confirmed, not yet shipped. */
const WAITING: OrderStatus[] = ['PENDING', 'CONFIRMED'];

function serverSort(sort: Sort | undefined): AdminOrderSort {
  if (sort?.key === 'total') return sort.direction === 'asc' ? 'TOTAL_LOW' : 'TOTAL_HIGH';
  return sort?.direction === 'asc' ? 'OLDEST' : 'NEWEST';
}

/** Orders, filtered, searched, sorted and paged on the server. */
export function OrdersScreen() {
  const list = useListParams({ limit: PAGE, sort: { key: 'placed', direction: 'desc' }, filters: { q: '', status: '', mode: '', paid: '', from: '', to: '' } });
  const f = list.filters;
  const status: OrderStatus[] | undefined = f.status === 'WAITING' ? WAITING : f.status ? [f.status as OrderStatus] : undefined;
  const filter = {
    search: f.q.trim() || undefined,
    status,
    paymentMode: (f.mode || undefined) as PaymentMode | undefined,
    paid: f.paid === 'yes' ? true : f.paid === 'no' ? false : undefined,
    from: startOfDay(f.from),
    to: endOfDay(f.to),
  };
  const { data: fresh, previousData, loading, error } = useQuery(AdminOrdersDocument, { variables: { filter, sort: serverSort(list.sort), limit: PAGE, offset: list.offset } });
  const data = fresh ?? previousData;

  const columns: Column<OrderRowFragment>[] = [
    {
      key: 'code',
      header: 'Order',
      render: (o) => (
        <Link to={`/orders/${o.id}`} className="strong-link">
          #{o.code}
        </Link>
      ),
    },
    { key: 'placed', header: 'Placed', sortable: true, render: (o) => <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time> },
    {
      key: 'customer',
      header: 'Customer',
      render: (o) => (
        <div className="cell-stack">
          <span>{o.customer.name}</span>
          <span className="muted">{o.shipTo.phone}</span>
        </div>
      ),
    },
    { key: 'status', header: 'Status', render: (o) => <Badge tone={STATUS[o.status].tone}>{STATUS[o.status].label}</Badge> },
    {
      key: 'payment',
      header: 'Payment',
      render: (o) => (
        <div className="cell-stack">
          <span>{o.payment.mode === 'COD' ? 'COD' : 'Online'}</span>
          {o.payment.isPaid ? <Badge tone="success">Paid</Badge> : <Badge>Not paid</Badge>}
        </div>
      ),
    },
    { key: 'items', header: 'Items', align: 'end', render: (o) => o.itemCount },
    { key: 'total', header: 'Total', align: 'end', sortable: true, render: (o) => formatPaise(o.totalPaise) },
  ];

  const active = Object.values(f).filter(Boolean).length;
  return (
    <div className="page">
      <PageHeader title="Orders" lead="Search by order code, phone, e-mail or name; open an order to confirm, ship, deliver or cancel it." />
      <FilterBar label="Order filters" active={active}>
        <SearchField label="Search" placeholder="Order code, phone, e-mail, name" value={f.q} onCommit={(v) => list.setFilter('q', v)} />
        <SelectField label="Status" value={f.status} onChange={(e) => list.setFilter('status', e.target.value)}>
          <option value="">Any</option>
          <option value="WAITING">Waiting to ship</option>
          {STATUS_ORDER.map((s) => (
            <option key={s} value={s}>
              {STATUS[s].label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Payment" value={f.mode} onChange={(e) => list.setFilter('mode', e.target.value)}>
          <option value="">Any</option>
          {(Object.keys(PAYMENT_MODE) as PaymentMode[]).map((m) => (
            <option key={m} value={m}>
              {PAYMENT_MODE[m]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Paid" value={f.paid} onChange={(e) => list.setFilter('paid', e.target.value)}>
          <option value="">Paid or not</option>
          <option value="yes">Paid</option>
          <option value="no">Not paid</option>
        </SelectField>
        <TextField label="Placed from" type="date" value={f.from} onChange={(e) => list.setFilter('from', e.target.value)} />
        <TextField label="Placed to" type="date" value={f.to} onChange={(e) => list.setFilter('to', e.target.value)} />
      </FilterBar>
      {error && <p className="form-error" role="alert">{messageOf(error)}</p>}
      <DataTable
        caption="Orders"
        columns={columns}
        rows={data?.adminOrders.items}
        rowKey={(o) => o.id}
        loading={loading}
        sort={list.sort}
        onSort={list.setSort}
        page={{ offset: list.offset, limit: PAGE, total: data?.adminOrders.total }}
        onPage={list.setOffset}
        empty={<p>No orders match. {active ? 'Try clearing a filter.' : 'Orders appear here as shoppers place them.'}</p>}
      />
    </div>
  );
}

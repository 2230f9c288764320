import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { AdminDashboardDocument } from '../../gql/graphql';
import { messageOf } from '../../lib/errors';
import { formatPaise } from '../../lib/money';
import './dashboard.css';

const count = new Intl.NumberFormat('en-IN');
// The server counts the week from Monday midnight in India; a browser elsewhere must name the same day.
const indiaDay = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

function plural(n: number, one: string, many: string): string {
  return `${count.format(n)} ${n === 1 ? one : many}`;
}

/** A figure with what it counts; `to` makes the whole card a link to the list behind it. */
function Tile({ label, value, detail, to, tone }: { label: string; value: string; detail?: string; to?: string; tone?: 'attention' }) {
  const body = (
    <>
      <span className="tile__label">{label}</span>
      <span className="tile__value">{value}</span>
      {detail && <span className="tile__detail">{detail}</span>}
    </>
  );
  const className = `tile${tone ? ` tile--${tone}` : ''}${to ? ' tile--link' : ''}`;
  return <li className={className}>{to ? <Link to={to}>{body}</Link> : <div>{body}</div>}</li>;
}

function Skeleton() {
  return (
    <ul className="tiles" aria-hidden="true">
      {Array.from({ length: 7 }, (_, i) => (
        <li key={i} className="tile">
          <div>
            <span className="skeleton tile__skeleton-label" />
            <span className="skeleton tile__skeleton-value" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The day at a glance: sales today and this week, and the work waiting (parcels to send, stock to order, messages to answer). */
export function DashboardScreen() {
  // Figures move all day: ask again when the screen is opened, and every minute while it stays open.
  const { data, loading, error } = useQuery(AdminDashboardDocument, { fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  const d = data?.adminDashboard;

  return (
    <div className="page">
      <PageHeader title="Dashboard" lead={d ? `Today and this week (since ${indiaDay.format(new Date(d.weekStartsAt))}), India time.` : 'Today and this week, India time.'} />
      {error && !d && (
        <p className="form-error" role="alert">
          {messageOf(error)}
        </p>
      )}
      <div aria-busy={loading && !d} aria-live="polite">
        {!d ? (
          loading && <Skeleton />
        ) : (
          <>
            {d.legalDetailsWarning && (
              <p className="notice notice--warning" role="status">
                {d.legalDetailsWarning} <Link to="/settings">Open Settings</Link>
              </p>
            )}
            <h2 className="tiles__title">Sales</h2>
            <ul className="tiles">
              <Tile label="Orders today" value={count.format(d.ordersToday)} />
              <Tile label="Revenue today" value={formatPaise(d.revenueTodayPaise)} detail={d.refundsTodayPaise ? `After ${formatPaise(d.refundsTodayPaise)} refunded` : 'Net of refunds'} />
              <Tile label="Orders this week" value={count.format(d.ordersThisWeek)} />
              <Tile label="Revenue this week" value={formatPaise(d.revenueThisWeekPaise)} detail={d.refundsThisWeekPaise ? `After ${formatPaise(d.refundsThisWeekPaise)} refunded` : 'Net of refunds'} />
            </ul>
            <h2 className="tiles__title">Waiting for you</h2>
            <ul className="tiles">
              <Tile
                label="Orders to ship"
                value={count.format(d.awaitingShipment)}
                detail={d.awaitingShipment ? 'Open the list to pack and ship' : 'Nothing waiting'}
                to="/orders?status=WAITING"
                tone={d.awaitingShipment ? 'attention' : undefined}
              />
              <Tile
                label="Low stock"
                value={count.format(d.lowStockCount)}
                detail={d.lowStockCount ? plural(d.lowStockCount, 'product running out', 'products running out') : 'Everything is stocked'}
                to="/stock"
                tone={d.lowStockCount ? 'attention' : undefined}
              />
              <Tile
                label="Unread messages"
                value={count.format(d.unreadMessages)}
                detail={d.unreadMessages ? 'Open the inbox' : 'Inbox read'}
                to="/messages?status=NEW"
                tone={d.unreadMessages ? 'attention' : undefined}
              />
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

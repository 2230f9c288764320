import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { Modal } from '../../components/modal';
import { Badge, PageHeader } from '../../components/page-header';
import { OutboxDocument, type MailStatus, type OutboxRowFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { messageOf } from '../../lib/errors';
import { useListParams } from '../../lib/list-params';
import './outbox.css';

const PAGE = 20;

const MAIL_STATUS: Record<MailStatus, { label: string; tone: 'success' | 'info' | 'warning' | 'danger' }> = {
  QUEUED: { label: 'Waiting to send', tone: 'warning' },
  SENT: { label: 'Sent', tone: 'success' },
  IN_OUTBOX: { label: 'Kept (no mail server)', tone: 'info' },
  FAILED: { label: 'Failed', tone: 'danger' },
};

/** The mails the shop sent or queued (order confirmations, shipping notes, password resets), newest first; open one to see it as the shopper does. */
export function OutboxScreen() {
  const list = useListParams({ limit: PAGE, filters: {} });
  const { data: fresh, previousData, loading, error } = useQuery(OutboxDocument, { variables: { limit: PAGE, offset: list.offset } });
  const data = fresh ?? previousData;
  const [open, setOpen] = useState<OutboxRowFragment | null>(null);

  const columns: Column<OutboxRowFragment>[] = [
    { key: 'to', header: 'To', render: (m) => <span className="outbox-to">{m.to}</span> },
    {
      key: 'subject',
      header: 'Subject',
      render: (m) => (
        <div className="cell-stack">
          <button type="button" className="outbox-open" onClick={() => setOpen(m)}>
            {m.subject || '(no subject)'}
          </button>
          <span className="muted">{m.kind}</span>
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (m) => (
        <div className="cell-stack">
          <Badge tone={MAIL_STATUS[m.status].tone}>{MAIL_STATUS[m.status].label}</Badge>
          {m.status === 'FAILED' && m.lastError && <span className="muted">{m.lastError}</span>}
        </div>
      ),
    },
    { key: 'created', header: 'Created', render: (m) => <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time> },
    { key: 'sent', header: 'Sent', render: (m) => (m.sentAt ? <time dateTime={m.sentAt}>{formatDateTime(m.sentAt)}</time> : <span className="muted">Not yet</span>) },
  ];

  return (
    <div className="page">
      <PageHeader title="Outbox" lead="Every mail the shop sent or is about to send, newest first. Open one to see exactly what the shopper received." />
      {error && <p className="form-error" role="alert">{messageOf(error)}</p>}
      <DataTable
        caption="Mails"
        columns={columns}
        rows={data?.outbox.mails}
        rowKey={(m) => m.id}
        loading={loading}
        page={{ offset: list.offset, limit: PAGE, total: data?.outbox.total, hasMore: data?.outbox.hasMore }}
        onPage={list.setOffset}
        empty={<p>No mails yet. Order confirmations and shipping notes appear here as the shop sends them.</p>}
      />
      {open && <MailDialog mail={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

function MailDialog({ mail: m, onClose }: { mail: OutboxRowFragment; onClose: () => void }) {
  return (
    <Modal
      open
      wide
      title={m.subject || '(no subject)'}
      onClose={onClose}
      footer={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      <dl className="facts outbox-facts">
        <dt>To</dt>
        <dd className="outbox-to">{m.to}</dd>
        <dt>Kind</dt>
        <dd>{m.kind}</dd>
        <dt>Status</dt>
        <dd>
          <Badge tone={MAIL_STATUS[m.status].tone}>{MAIL_STATUS[m.status].label}</Badge>
          {m.attempts > 1 && <span className="muted"> after {m.attempts} tries</span>}
        </dd>
        {m.lastError && (
          <>
            <dt>Last error</dt>
            <dd>{m.lastError}</dd>
          </>
        )}
        <dt>Created</dt>
        <dd>{formatDateTime(m.createdAt)}</dd>
        <dt>Sent</dt>
        <dd>{m.sentAt ? formatDateTime(m.sentAt) : 'Not yet'}</dd>
      </dl>
      {m.html ? (
        // sandbox="" runs no script, submits no form and opens nothing: the mail is shown, never trusted.
        <iframe className="outbox-body" title={`The mail: ${m.subject}`} sandbox="" srcDoc={m.html} />
      ) : m.text ? (
        <pre className="outbox-text">{m.text}</pre>
      ) : (
        <p className="notice">The body is not kept for this mail: it is written at its first try, and never kept for password resets in production.</p>
      )}
    </Modal>
  );
}

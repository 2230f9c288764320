import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { SearchField } from '../../components/fields';
import { Badge, FilterBar, PageHeader } from '../../components/page-header';
import { ContactMessagesDocument, MarkMessageReadDocument, type ContactMessageStatus, type MessageRowFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { messageOf } from '../../lib/errors';
import { useListParams } from '../../lib/list-params';
import { MessageDialog } from './message-dialog';
import { MESSAGE_STATUS, MESSAGE_TABS, snippet } from './message-words';
import './messages.css';

const PAGE = 25;

/** The contact inbox: new messages first in line, filtered and paged on the server; a message opens in a dialog. */
export function MessagesScreen() {
  const list = useListParams({ limit: PAGE, filters: { status: 'NEW', q: '' } });
  const status = (list.filters.status || undefined) as ContactMessageStatus | undefined;
  const filter = { status, search: list.filters.q.trim() || undefined };
  const { data: fresh, previousData, loading, error, refetch } = useQuery(ContactMessagesDocument, { variables: { filter, limit: PAGE, offset: list.offset } });
  const data = fresh ?? previousData;
  const [open, setOpen] = useState<MessageRowFragment | null>(null);
  // Opening a new message marks it read; the lists and the dashboard's count follow once the dialog closes.
  const [markRead] = useMutation(MarkMessageReadDocument);

  function openMessage(m: MessageRowFragment) {
    setOpen(m);
    if (m.status === 'NEW') {
      markRead({ variables: { id: m.id } })
        .then((r) => r.data && setOpen((cur) => (cur?.id === m.id ? r.data!.markMessageRead : cur)))
        .catch(() => undefined); // Reading still works; the message simply stays "new".
    }
  }

  const columns: Column<MessageRowFragment>[] = [
    {
      key: 'from',
      header: 'From',
      render: (m) => (
        <div className="cell-stack">
          <strong>{m.fullName}</strong>
          <span className="muted">{m.email}</span>
        </div>
      ),
    },
    {
      key: 'message',
      header: 'Message',
      render: (m) => (
        <div className="cell-stack message-cell">
          <button type="button" className="message-open" onClick={() => openMessage(m)}>
            {m.subject || '(no subject)'}
          </button>
          {m.message && <span className="muted">{snippet(m.message)}</span>}
        </div>
      ),
    },
    { key: 'received', header: 'Received', render: (m) => <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time> },
    { key: 'status', header: 'Status', render: (m) => <Badge tone={MESSAGE_STATUS[m.status].tone}>{MESSAGE_STATUS[m.status].label}</Badge> },
    {
      key: 'handled',
      header: 'Handled by',
      render: (m) =>
        m.handledBy ? (
          <div className="cell-stack">
            <span>{m.handledBy.name}</span>
            <span className="muted">{formatDateTime(m.handledAt)}</span>
          </div>
        ) : (
          <span className="muted">Nobody yet</span>
        ),
    },
  ];

  const tabLabel = MESSAGE_TABS.find((t) => t.value === list.filters.status)?.label ?? 'All';
  return (
    <div className="page">
      <PageHeader title="Messages" lead="What shoppers wrote through the contact form. Open a message to read it; write down your answer to mark it replied." />
      <div className="status-tabs" role="group" aria-label="Show messages">
        {MESSAGE_TABS.map((t) => (
          <button key={t.label} type="button" className="status-tabs__tab" aria-pressed={list.filters.status === t.value} onClick={() => list.setFilter('status', t.value)}>
            {t.label}
          </button>
        ))}
      </div>
      <FilterBar label="Message filters" active={list.filters.q ? 1 : 0}>
        <SearchField label="Search" placeholder="Name, e-mail, phone or words in the message" value={list.filters.q} onCommit={(v) => list.setFilter('q', v)} />
      </FilterBar>
      {error && <p className="form-error" role="alert">{messageOf(error)}</p>}
      <DataTable
        caption={`${tabLabel} messages`}
        columns={columns}
        rows={data?.contactMessages.items}
        rowKey={(m) => m.id}
        loading={loading}
        page={{ offset: list.offset, limit: PAGE, total: data?.contactMessages.total }}
        onPage={list.setOffset}
        empty={<p>{list.filters.q ? 'No messages match this search.' : status === 'NEW' ? 'No new messages. Everything has been read.' : 'No messages here.'}</p>}
      />
      {open && (
        <MessageDialog
          message={open}
          onChange={setOpen}
          onClose={() => {
            setOpen(null);
            void refetch();
          }}
        />
      )}
    </div>
  );
}

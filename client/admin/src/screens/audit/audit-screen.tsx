import { useQuery } from '@apollo/client/react';
import { DataTable, type Column } from '../../components/data-table';
import { SearchField, SelectField, TextField } from '../../components/fields';
import { FilterBar, PageHeader } from '../../components/page-header';
import { AuditEntriesDocument, AuditStaffChoicesDocument, type AuditEntriesQuery } from '../../gql/graphql';
import { endOfDay, formatDateTime, startOfDay } from '../../lib/dates';
import { messageOf } from '../../lib/errors';
import { useListParams } from '../../lib/list-params';
import { ValueDiff } from './value-diff';

type Entry = AuditEntriesQuery['auditEntries']['entries'][number];

const PAGE = 50;

/** The kinds of record staff act on, as the audit trail names them. */
const ENTITY_TYPES = [
  ['staff', 'Staff account'],
  ['staff_session', 'Sign-in'],
  ['setting', 'Setting'],
  ['product', 'Product'],
  ['media', 'Photo'],
  ['stock', 'Stock'],
  ['order', 'Order'],
  ['review', 'Review'],
  ['message', 'Message'],
  ['import', 'CSV import'],
] as const;

/** Action names and prefixes offered while typing (any prefix ending with a dot matches a whole area). */
const ACTION_SUGGESTIONS = ['staff.', 'staff.login', 'staff.create', 'staff.role', 'staff.deactivate', 'settings.', 'product.', 'media.', 'stock.', 'order.', 'review.', 'message.'];

/** Owners: every recorded staff action, newest first, filtered on the server. */
export function AuditScreen() {
  const list = useListParams({ limit: PAGE, filters: { staff: '', action: '', entity: '', from: '', to: '' } });
  const f = list.filters;
  const staffChoices = useQuery(AuditStaffChoicesDocument);
  const filter = {
    staffId: f.staff || undefined,
    action: f.action.trim() || undefined,
    entityType: f.entity || undefined,
    from: startOfDay(f.from),
    to: endOfDay(f.to),
  };
  const { data: fresh, previousData, loading, error } = useQuery(AuditEntriesDocument, { variables: { filter, limit: PAGE, offset: list.offset } });
  // While the next page or filter loads, the rows shown so far stay (dimmed) instead of jumping to skeletons.
  const data = fresh ?? previousData;
  const dateError = f.from && f.to && f.from > f.to ? 'The end date is before the start date.' : undefined;

  const columns: Column<Entry>[] = [
    { key: 'at', header: 'When', render: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time> },
    {
      key: 'who',
      header: 'Who',
      render: (e) => (
        <div className="cell-stack">
          <span>{e.staffEmail}</span>
          <span className="muted">{e.staffRoleLabel}</span>
        </div>
      ),
    },
    { key: 'action', header: 'Action', render: (e) => <code>{e.action}</code> },
    {
      key: 'record',
      header: 'Record',
      render: (e) => (
        <div className="cell-stack">
          <span>{ENTITY_TYPES.find(([k]) => k === e.entityType)?.[1] ?? e.entityType}</span>
          {e.entityId && (
            <span className="muted mono" title={e.entityId}>
              {/^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(e.entityId) ? `${e.entityId.slice(0, 8)}…` : e.entityId}
            </span>
          )}
        </div>
      ),
    },
    { key: 'changes', header: 'Changes', render: (e) => <ValueDiff before={e.before} after={e.after} /> },
    { key: 'ip', header: 'From', render: (e) => <span className="mono">{e.ip}</span> },
  ];

  return (
    <div className="page">
      <PageHeader title="Audit log" lead="Every staff action, who took it and what changed. Entries can never be edited or deleted." />
      <FilterBar label="Audit log filters" active={Object.values(f).filter(Boolean).length}>
        <SelectField label="Staff member" value={f.staff} onChange={(e) => list.setFilter('staff', e.target.value)}>
          <option value="">Anyone</option>
          {staffChoices.data?.staffMembers.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({s.email})
            </option>
          ))}
        </SelectField>
        <SearchField label="Action" list="audit-actions" placeholder="e.g. staff. or product.update" value={f.action} onCommit={(v) => list.setFilter('action', v)} />
        <datalist id="audit-actions">
          {ACTION_SUGGESTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <SelectField label="Record type" value={f.entity} onChange={(e) => list.setFilter('entity', e.target.value)}>
          <option value="">Any</option>
          {ENTITY_TYPES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField label="From" type="date" value={f.from} onChange={(e) => list.setFilter('from', e.target.value)} />
        <TextField label="To" type="date" value={f.to} onChange={(e) => list.setFilter('to', e.target.value)} error={dateError} />
      </FilterBar>
      {error && <p className="form-error" role="alert">{messageOf(error)}</p>}
      <DataTable
        caption="Audit log"
        columns={columns}
        rows={dateError ? [] : data?.auditEntries.entries}
        rowKey={(e) => e.id}
        loading={loading}
        page={{ offset: list.offset, limit: PAGE, hasMore: data?.auditEntries.hasMore }}
        onPage={list.setOffset}
        empty={<p>No recorded actions match these filters.</p>}
      />
    </div>
  );
}

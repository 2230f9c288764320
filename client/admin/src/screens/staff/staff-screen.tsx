import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useCurrentStaff } from '../../lib/current-staff';
import { DataTable, type Column } from '../../components/data-table';
import { CheckboxField } from '../../components/fields';
import { Badge, FilterBar, PageHeader } from '../../components/page-header';
import { RowMenu, type MenuAction } from '../../components/row-menu';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  DeactivateStaffDocument,
  ReactivateStaffDocument,
  ResetStaffTotpDocument,
  StaffMembersDocument,
  type StaffRowFragment,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { messageOf } from '../../lib/errors';
import { useListParams } from '../../lib/list-params';
import { toast } from '../../lib/toast';
import { InviteStaffDialog } from './invite-staff-dialog';
import { ChangeRoleDialog } from './change-role-dialog';

const PAGE = 25;

type Pending = { kind: 'add' } | { kind: 'role'; member: StaffRowFragment } | { kind: 'deactivate'; member: StaffRowFragment } | { kind: 'reset'; member: StaffRowFragment } | null;

/** Owners: everyone who works in the back office, their roles, authenticators and whether they may sign in. */
export function StaffScreen() {
  const me = useCurrentStaff();
  const list = useListParams({ limit: PAGE, filters: { inactive: '' } });
  const includeInactive = list.filters.inactive === '1';
  // One row more than the page: whether another page follows, without a count.
  const { data: fresh, previousData, loading, error } = useQuery(StaffMembersDocument, { variables: { includeInactive, limit: PAGE + 1, offset: list.offset } });
  const data = fresh ?? previousData;
  const [pending, setPending] = useState<Pending>(null);
  const [deactivate, deactivating] = useMutation(DeactivateStaffDocument);
  const [reactivate] = useMutation(ReactivateStaffDocument);
  const [resetTotp, resetting] = useMutation(ResetStaffTotpDocument);
  const rows = data?.staffMembers.slice(0, PAGE);

  async function run(action: () => Promise<unknown>, success: string) {
    try {
      await action();
      toast.success(success);
      setPending(null);
    } catch (e) {
      toast.error(messageOf(e));
    }
  }

  const columns: Column<StaffRowFragment>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (m) => (
        <div className="cell-stack">
          <strong>
            {m.name}
            {m.id === me.id && <span className="muted"> (you)</span>}
          </strong>
          <span className="muted">{m.email}</span>
        </div>
      ),
    },
    { key: 'role', header: 'Role', render: (m) => m.roleLabel },
    { key: 'totp', header: 'Authenticator', render: (m) => (m.totpEnrolled ? <Badge tone="success">Set up</Badge> : <Badge>Not set up</Badge>) },
    { key: 'lastLogin', header: 'Last sign-in', render: (m) => formatDateTime(m.lastLoginAt) },
    { key: 'status', header: 'Status', render: (m) => (m.active ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Deactivated</Badge>) },
    {
      key: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      align: 'end',
      render: (m) => {
        const actions: MenuAction[] = [{ label: 'Change role', onSelect: () => setPending({ kind: 'role', member: m }) }];
        if (m.totpEnrolled) actions.push({ label: 'Reset authenticator', onSelect: () => setPending({ kind: 'reset', member: m }) });
        if (m.active) actions.push({ label: 'Deactivate', danger: true, onSelect: () => setPending({ kind: 'deactivate', member: m }) });
        else actions.push({ label: 'Reactivate', onSelect: () => void run(() => reactivate({ variables: { id: m.id } }), `${m.name} can sign in again.`) });
        return <RowMenu label={`Actions for ${m.name}`} actions={actions} />;
      },
    },
  ];

  return (
    <div className="page">
      <PageHeader
        title="Staff"
        lead="Who can sign in to the back office, and what their role lets them do."
        actions={
          <button type="button" className="btn btn--primary" onClick={() => setPending({ kind: 'add' })}>
            Invite staff member
          </button>
        }
      />
      <FilterBar label="Staff filters" active={includeInactive ? 1 : 0}>
        <CheckboxField label="Show deactivated accounts" checked={includeInactive} onChange={(e) => list.setFilter('inactive', e.target.checked ? '1' : '')} />
      </FilterBar>
      {error && !data && <p className="form-error" role="alert">{messageOf(error)}</p>}
      <DataTable
        caption="Staff"
        columns={columns}
        rows={rows}
        rowKey={(m) => m.id}
        loading={loading}
        page={{ offset: list.offset, limit: PAGE, hasMore: (data?.staffMembers.length ?? 0) > PAGE }}
        onPage={list.setOffset}
        empty={<p>No staff accounts match. {includeInactive ? '' : 'Deactivated accounts are hidden.'}</p>}
      />

      <InviteStaffDialog open={pending?.kind === 'add'} onClose={() => setPending(null)} />
      {pending?.kind === 'role' && <ChangeRoleDialog member={pending.member} onClose={() => setPending(null)} />}
      <ConfirmDialog
        open={pending?.kind === 'deactivate'}
        title={pending?.kind === 'deactivate' ? `Deactivate ${pending.member.name}?` : ''}
        confirmLabel="Deactivate"
        danger
        busy={deactivating.loading}
        onClose={() => setPending(null)}
        onConfirm={() => pending?.kind === 'deactivate' && void run(() => deactivate({ variables: { id: pending.member.id } }), `${pending.member.name} is deactivated and signed out everywhere.`)}
      >
        <p>They are signed out everywhere at once and cannot sign in until an owner reactivates them. Their past actions stay in the audit log.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'reset'}
        title={pending?.kind === 'reset' ? `Reset ${pending.member.name}'s authenticator?` : ''}
        confirmLabel="Reset authenticator"
        busy={resetting.loading}
        onClose={() => setPending(null)}
        onConfirm={() => pending?.kind === 'reset' && void run(() => resetTotp({ variables: { id: pending.member.id } }), `${pending.member.name} will set up a new authenticator at their next sign-in.`)}
      >
        <p>Use this when they have lost the phone with their authenticator app. They set up a new one at their next sign-in.</p>
      </ConfirmDialog>
    </div>
  );
}

import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { ROLE_LABELS } from '../../lib/current-staff';
import { FormError, SelectField } from '../../components/fields';
import { DialogFooter } from '../../components/dialog-footer';
import { Modal } from '../../components/modal';
import { UpdateStaffRoleDocument, type StaffRole, type StaffRowFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { ROLE_CHOICES } from './roles';

export function ChangeRoleDialog({ member, onClose }: { member: StaffRowFragment; onClose: () => void }) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateStaffRoleDocument);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (role === member.role) return onClose();
    try {
      await update({ variables: { id: member.id, role } });
      toast.success(`${member.name} is now ${ROLE_LABELS[role]}.`);
      onClose();
    } catch (err) {
      setError(messageOf(err));
    }
  }

  return (
    <Modal
      open
      title={`Change ${member.name}'s role`}
      onClose={onClose}
      footer={<DialogFooter formId="change-role" onCancel={onClose} busy={loading} busyLabel="Saving…" submitLabel="Save role" />}
    >
      <form id="change-role" onSubmit={submit} noValidate>
        <FormError message={error} />
        <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)} hint={ROLE_CHOICES.find((r) => r.value === role)?.help}>
          {ROLE_CHOICES.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </SelectField>
      </form>
    </Modal>
  );
}

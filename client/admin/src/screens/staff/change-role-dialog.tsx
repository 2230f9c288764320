import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormError, SelectField } from '../../components/fields';
import { DialogFooter } from '../../components/dialog-footer';
import { Modal } from '../../components/modal';
import { UpdateStaffRoleDocument, type StaffRole, type StaffRowFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useRoleChoices } from './roles';

export function ChangeRoleDialog({ member, onClose }: { member: StaffRowFragment; onClose: () => void }) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateStaffRoleDocument);
  const choices = useRoleChoices();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (role === member.role) return onClose();
    try {
      const { data } = await update({ variables: { id: member.id, role } });
      toast.success(`${member.name} is now ${data?.updateStaffRole.roleLabel ?? choices.find((r) => r.role === role)?.label ?? role}.`);
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
        <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)} hint={choices.find((r) => r.role === role)?.help}>
          {choices.map((r) => (
            <option key={r.role} value={r.role}>
              {r.label}
            </option>
          ))}
        </SelectField>
      </form>
    </Modal>
  );
}

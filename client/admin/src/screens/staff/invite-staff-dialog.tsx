import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormError, SelectField, TextField } from '../../components/fields';
import { DialogFooter } from '../../components/dialog-footer';
import { Modal } from '../../components/modal';
import { InviteStaffDocument, type StaffRole } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useRoleChoices } from './roles';

/** No role chosen yet means the least powerful one (the last the server lists). */
const EMPTY = { email: '', role: '' as StaffRole | '' };
type Errors = Partial<Record<keyof typeof EMPTY | 'form', string>>;

/** The checks the server makes too, said before the round trip and next to the field they concern. */
export function validateInvite(v: typeof EMPTY): Errors {
  const errors: Errors = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) errors.email = 'Enter an e-mail address like name@example.com.';
  return errors;
}

/**
 * Invites a new staff member: the server mails them a single-use link (7 days) where they choose their
 * own name and password, so the owner never types or hands over a password.
 */
export function InviteStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [invite, { loading }] = useMutation(InviteStaffDocument);
  const choices = useRoleChoices();
  const role = choices.find((r) => r.role === values.role) ?? choices.at(-1);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  function close() {
    setValues(EMPTY);
    setErrors({});
    onClose();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateInvite(values);
    if (!role) found.form = 'The roles have not loaded yet. Try again in a moment.';
    setErrors(found);
    if (Object.keys(found).length || !role) return;
    try {
      const { data } = await invite({ variables: { input: { email: values.email.trim(), role: role.role } } });
      toast.success(`An invitation to join as ${data?.inviteStaff.roleLabel ?? role.label} was sent to ${data?.inviteStaff.email ?? values.email.trim()}.`);
      close();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(Object.keys(fields).length ? fields : { form: messageOf(error) });
    }
  }

  return (
    <Modal
      open={open}
      title="Invite staff member"
      onClose={close}
      footer={<DialogFooter formId="invite-staff" onCancel={close} busy={loading} busyLabel="Sending…" submitLabel="Send invitation" />}
    >
      <form id="invite-staff" onSubmit={submit} noValidate>
        <FormError message={errors.form} />
        <TextField
          label="E-mail"
          type="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          hint="They get a link that works once, for 7 days, to choose their own name and password."
          autoComplete="off"
          required
        />
        <SelectField label="Role" value={role?.role ?? ''} onChange={set('role')} hint={role?.help} error={errors.role}>
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

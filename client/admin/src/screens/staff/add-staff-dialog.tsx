import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormError, SelectField, TextField } from '../../components/fields';
import { DialogFooter } from '../../components/dialog-footer';
import { Modal } from '../../components/modal';
import { CreateStaffDocument, type StaffRole } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useRoleChoices } from './roles';

/** No role chosen yet means the least powerful one (the last the server lists). */
const EMPTY = { name: '', email: '', role: '' as StaffRole | '', password: '' };
type Errors = Partial<Record<keyof typeof EMPTY | 'form', string>>;

/** The checks the server makes too, said before the round trip and next to the field they concern. */
export function validateNewStaff(v: typeof EMPTY): Errors {
  const errors: Errors = {};
  if (!v.name.trim()) errors.name = 'Enter their name.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) errors.email = 'Enter an e-mail address like name@example.com.';
  if (v.password.length < 12) errors.password = 'Use at least 12 characters.';
  else if (v.password.length > 128) errors.password = 'Use at most 128 characters.';
  return errors;
}

export function AddStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [create, { loading }] = useMutation(CreateStaffDocument, { refetchQueries: ['StaffMembers'] });
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
    const found = validateNewStaff(values);
    if (!role) found.form = 'The roles have not loaded yet. Try again in a moment.';
    setErrors(found);
    if (Object.keys(found).length || !role) return;
    try {
      const { data } = await create({ variables: { input: { name: values.name.trim(), email: values.email.trim(), role: role.role, password: values.password } } });
      toast.success(`${data?.createStaff.name ?? values.name} was added as ${data?.createStaff.roleLabel ?? role.label}. Give them their password in person.`);
      close();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(Object.keys(fields).length ? fields : { form: messageOf(error) });
    }
  }

  return (
    <Modal
      open={open}
      title="Add staff member"
      onClose={close}
      footer={<DialogFooter formId="add-staff" onCancel={close} busy={loading} busyLabel="Adding…" submitLabel="Add staff member" />}
    >
      <form id="add-staff" onSubmit={submit} noValidate>
        <FormError message={errors.form} />
        <TextField label="Name" value={values.name} onChange={set('name')} error={errors.name} autoComplete="off" required />
        <TextField label="E-mail" type="email" value={values.email} onChange={set('email')} error={errors.email} autoComplete="off" required />
        <SelectField label="Role" value={role?.role ?? ''} onChange={set('role')} hint={role?.help} error={errors.role}>
          {choices.map((r) => (
            <option key={r.role} value={r.role}>
              {r.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Password"
          type="password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint="12 to 128 characters. They sign in with it; tell it to them in person, not by e-mail."
          autoComplete="new-password"
          required
        />
      </form>
    </Modal>
  );
}

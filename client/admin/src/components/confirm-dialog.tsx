import type { ReactNode } from 'react';
import { DialogFooter } from './dialog-footer';
import { Modal } from './modal';

/** "Are you sure?" for actions that take something away, saying what will happen; Cancel is the first button. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={<DialogFooter onConfirm={onConfirm} onCancel={onClose} busy={busy} busyLabel="Working…" submitLabel={confirmLabel} tone={danger ? 'danger' : 'primary'} />}
    >
      {children}
    </Modal>
  );
}

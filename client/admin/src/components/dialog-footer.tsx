/** What the dialog's main button does: submits the dialog's form (by its id), or runs a handler. */
type Action = { formId: string; onConfirm?: never } | { onConfirm: () => void; formId?: never };

export type DialogFooterProps = Action & {
  submitLabel: string;
  /** Said on the main button while the work is under way; without it the label stays. */
  busyLabel?: string;
  busy?: boolean;
  /** Danger for what takes something away (reject, hide, cancel): it is red. */
  tone?: 'primary' | 'danger';
  onCancel: () => void;
  cancelLabel?: string;
};

/**
 * The buttons at the bottom of a dialog: the way out first, then the main button, which is disabled
 * while its work runs so a second click cannot send it twice.
 */
export function DialogFooter({ formId, onConfirm, submitLabel, busyLabel, busy = false, tone = 'primary', onCancel, cancelLabel = 'Cancel' }: DialogFooterProps) {
  const className = `btn ${tone === 'danger' ? 'btn--danger' : 'btn--primary'}`;
  const label = busy && busyLabel ? busyLabel : submitLabel;
  return (
    <>
      <button type="button" className="btn" onClick={onCancel}>
        {cancelLabel}
      </button>
      {formId !== undefined ? (
        <button type="submit" form={formId} className={className} disabled={busy}>
          {label}
        </button>
      ) : (
        <button type="button" className={className} disabled={busy} onClick={onConfirm}>
          {label}
        </button>
      )}
    </>
  );
}

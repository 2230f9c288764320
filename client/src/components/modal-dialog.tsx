import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import './modal-dialog.css';

export interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (e.g. Close). */
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal built on the native <dialog>: the page behind it is inert, focus moves in and comes back,
 * Escape closes it (via `cancel`), and so do the X button and a click on the backdrop.
 */
export function ModalDialog({ open, title, onClose, children, footer, className = '' }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal; browsers do.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`modal ${className}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="modal__panel">
          <div className="modal__head">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="icon-btn modal__x" aria-label="Close dialog" onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
          <div className="modal__body">{children}</div>
          {footer && <div className="modal__foot">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import './drawer.css';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name ("Menu", "Filters"). */
  label: string;
  closeLabel: string;
  side?: 'left' | 'right' | 'top';
  head: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A modal panel sliding in from one side (mobile menu, mobile filters, mobile search), built on the native
 * <dialog> like ModalDialog: the page behind is inert and Tab stays inside; Escape, the close button and
 * the backdrop close it; focus returns to where it was; the page does not scroll meanwhile.
 */
export function Drawer({ open, ...rest }: DrawerProps) {
  // Mounted only while open, so closing also removes it from the page.
  return open ? <OpenDrawer {...rest} /> : null;
}

function OpenDrawer({ onClose, label, closeLabel, side = 'left', head, footer, children }: Omit<DrawerProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeBtn = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    const before = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // jsdom has no showModal; browsers do.
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog?.setAttribute('open', '');
    // A field marked data-autofocus (the search box) gets focus; otherwise the close button.
    (dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? closeBtn.current)?.focus();
    return () => {
      document.body.style.overflow = overflow;
      before?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`drawer drawer--${side}`}
      aria-label={label}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      <div className="drawer__panel">
        <div className="drawer__head">
          {head}
          <button ref={closeBtn} type="button" className="icon-btn" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="drawer__body">{children}</div>
        {footer && <div className="drawer__foot">{footer}</div>}
      </div>
    </dialog>
  );
}

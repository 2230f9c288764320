import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import './drawer.css';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name ("Menu", "Filters"). */
  label: string;
  closeLabel: string;
  side?: 'left' | 'right';
  head: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A modal panel sliding in from one side (the mobile menu, the mobile filters). Focus moves to its close
 * button; Escape, the close button and the backdrop close it; the page behind does not scroll meanwhile.
 */
export function Drawer({ open, onClose, label, closeLabel, side = 'left', head, footer, children }: DrawerProps) {
  const closeBtn = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeBtn.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);
  if (!open) return null;
  return (
    <div className="drawer-backdrop" onClick={onClose}>
      <div
        className={`drawer drawer--${side}`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
      >
        <div className="drawer__head">
          {head}
          <button ref={closeBtn} type="button" className="icon-btn" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="drawer__body">{children}</div>
        {footer && <div className="drawer__foot">{footer}</div>}
      </div>
    </div>
  );
}

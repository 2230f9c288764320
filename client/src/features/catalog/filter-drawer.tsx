import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../components/icons';

/** The mobile filter panel: a drawer sliding in from the right; Escape, the backdrop or Show results close it. */
export function FilterDrawer({ open, onClose, resultLabel, children }: { open: boolean; onClose: () => void; resultLabel: string; children: ReactNode }) {
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
    <div className="filter-drawer__backdrop" onClick={onClose}>
      <div
        className="filter-drawer"
        role="dialog"
        aria-modal="true"
        aria-label="Filters"
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
      >
        <div className="filter-drawer__head">
          <h2>Filters</h2>
          <button ref={closeBtn} type="button" className="icon-btn" aria-label="Close filters" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="filter-drawer__body">{children}</div>
        <div className="filter-drawer__foot">
          <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
            {resultLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Drawer } from '../../components/drawer';

/** The mobile filter panel: slides in from the right; Escape, the backdrop or Show results close it. */
export function FilterDrawer({ open, onClose, resultLabel, children }: { open: boolean; onClose: () => void; resultLabel: string; children: ReactNode }) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="right"
      label="Filters"
      closeLabel="Close filters"
      head={<h2>Filters</h2>}
      footer={
        <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
          {resultLabel}
        </button>
      }
    >
      {children}
    </Drawer>
  );
}

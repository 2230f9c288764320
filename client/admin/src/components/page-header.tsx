import { useId, useState, type ReactNode } from 'react';

/** A screen's title, a line about it, and its main actions on the right. */
export function PageHeader({ title, lead, actions }: { title: string; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="page-header">
      <div>
        <h1>{title}</h1>
        {lead && <p className="page-header__lead">{lead}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </div>
  );
}

/**
 * The filters above a list: they apply as they change (the server does the filtering). On a phone they
 * fold behind a "Filters" button (saying how many are set) so the rows come first.
 */
export function FilterBar({ label, children, active = 0 }: { label: string; children: ReactNode; active?: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={`filter-bar${open ? ' filter-bar--open' : ''}`}>
      <button type="button" className="btn btn--small filter-bar__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        Filters{active ? ` (${active} set)` : ''} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div className="filter-bar__fields" id={id} role="group" aria-label={label}>
        {children}
      </div>
    </div>
  );
}

/** A short coloured label for a state (Active, Deactivated, Paid…), with its words, never colour alone. */
export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'success' | 'warning' | 'danger' | 'info'; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

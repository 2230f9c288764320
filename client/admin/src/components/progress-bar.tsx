import { useSyncExternalStore } from 'react';

/**
 * Long work (uploads, imports) shows a thin bar at the top of the page. Each piece of work reports its
 * own fraction (or null while it cannot tell); the bar shows their average, and goes once all are done.
 */
const tasks = new Map<string, number | null>();
const listeners = new Set<() => void>();
let snapshot: { active: boolean; fraction: number | null } = { active: false, fraction: null };

function publish() {
  const values = [...tasks.values()];
  const known = values.filter((v): v is number => v !== null);
  snapshot = { active: values.length > 0, fraction: values.length && known.length === values.length ? known.reduce((a, b) => a + b, 0) / values.length : null };
  listeners.forEach((l) => l());
}

let counter = 0;

export const longWork = {
  /** Starts a piece of work; returns its handle. */
  start(): { set(fraction: number | null): void; done(): void } {
    const id = String((counter += 1));
    tasks.set(id, 0);
    publish();
    return {
      set(fraction) {
        if (!tasks.has(id)) return;
        tasks.set(id, fraction === null ? null : Math.max(0, Math.min(1, fraction)));
        publish();
      },
      done() {
        tasks.delete(id);
        publish();
      },
    };
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
  get: () => snapshot,
};

export function TopProgressBar() {
  const { active, fraction } = useSyncExternalStore(longWork.subscribe, longWork.get, longWork.get);
  if (!active) return null;
  return (
    <div
      className={`top-progress${fraction === null ? ' top-progress--indeterminate' : ''}`}
      role="progressbar"
      aria-label="Work in progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={fraction === null ? undefined : Math.round(fraction * 100)}
    >
      <div className="top-progress__bar" style={fraction === null ? undefined : { width: `${Math.round(fraction * 100)}%` }} />
    </div>
  );
}

/** A progress bar for one piece of work, in place (an upload's row). */
export function InlineProgress({ label, fraction }: { label: string; fraction: number }) {
  const pct = Math.round(Math.max(0, Math.min(1, fraction)) * 100);
  return (
    <div className="inline-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
      <div className="inline-progress__bar" style={{ width: `${pct}%` }} />
    </div>
  );
}

import type { AppServices, RequestContext } from '../../context';
import { ordersService } from './orders.service';

/** A context for work no shopper asked for: background sweeps and the operator's command line. */
export function systemContext(app: AppServices): RequestContext {
  return { token: { kind: 'none' }, em: app.db.manager, ip: '', app };
}

/**
 * Every backend sweeps once a minute: unpaid reservations that ran out give their stock back even
 * when nobody is looking at them. Sweeps are safe to run concurrently on many backends.
 */
export function startOrderSweeper(app: AppServices, everyMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    ordersService
      .sweep(systemContext(app))
      .catch((e) => console.error('[orders] sweep failed:', e instanceof Error ? e.message : e))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

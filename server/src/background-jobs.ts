import { rateLimit } from './common/rate-limit';
import { systemContext, type AppServices, type RequestContext } from './context';
import { ordersService } from './modules/orders/orders.service';
import { staffSessions } from './modules/access/staff-sessions';
import { productImports } from './modules/catalog/product-imports';
import { returnVideos } from './modules/returns/return-videos';
import { log } from './common/log';

interface Job {
  name: string;
  everyMs: number;
  run(ctx: RequestContext): Promise<unknown>;
}

/**
 * Housekeeping every backend does on a timer. Each job is safe to run concurrently on many backends,
 * and a job still running when its next turn comes is skipped rather than stacked.
 */
const JOBS: Job[] = [
  // Unpaid reservations that ran out give their stock back even when nobody is looking at them.
  { name: 'orders sweep', everyMs: 60_000, run: (ctx) => ordersService.sweep(ctx) },
  // Rate-limit windows are short; a day-old counter can never matter again.
  { name: 'rate-limit prune', everyMs: 10 * 60_000, run: (ctx) => rateLimit.prune(ctx, 24 * 3600) },
  // Staff sessions end within a day; a week later their rows tell nobody anything (the audit trail keeps sign-ins).
  { name: 'staff sessions prune', everyMs: 60 * 60_000, run: (ctx) => staffSessions.prune(ctx, 7 * 24 * 3600) },
  // A CSV import's result is read within minutes; a week later it tells nobody anything (the audit trail keeps the import).
  // Return videos no request uses are removed once their life span (a day) is over.
  { name: 'return videos sweep', everyMs: 60 * 60_000, run: (ctx) => returnVideos.sweep(ctx) },
  { name: 'product imports prune', everyMs: 60 * 60_000, run: (ctx) => productImports.prune(ctx, 7 * 24 * 3600) },
];

export function startBackgroundJobs(app: AppServices): () => void {
  const timers = JOBS.map((job) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      job
        .run(systemContext(app))
        .catch((e) => log.error({ scope: 'jobs', job: job.name, err: e }, 'background job failed'))
        .finally(() => {
          running = false;
        });
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach(clearInterval);
}

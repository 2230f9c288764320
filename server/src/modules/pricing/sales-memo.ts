import type { RequestContext } from '../../context';
import { rowsOf } from '../../common/sql';
import { PROMOTION_COLUMNS, runsAt, type PromotionRow } from './promotion-rows';

/**
 * The automatic sales that cards and product pages price with, remembered per database for at most
 * SALES_MEMO_MS: a listing of 24 cards would otherwise read the promotion table on every request, one
 * more statement than the listing's own (bench:api, docs/performance.md). What is remembered is every
 * sale not yet ended, so one that starts or ends on its schedule shows at that very moment; a sale
 * created, changed or paused is forgotten at once in the process that wrote it and, through the shop's
 * change feed, in every other process (forgetSales, wired in shop.ts and main.ts), and at the latest
 * after SALES_MEMO_MS. Only the shown sale price reads this: the cart, checkout and orders price from
 * the table itself, in their own statement or transaction.
 *
 * A cached answer can outlive a change only where the gateway learns of it before this process does:
 * in one process (npm start) the memo is forgotten first (shop.ts subscribes it before the caches); a
 * gateway told through Redis hears it after two more Redis round trips than this process's own
 * notification; a separate gateway process (SERVICE=gateway) hears the same notification at about the
 * same moment, so a listing computed in those few milliseconds, or while this process's feed is
 * reconnecting, may keep the old sale price for the cache's 60 s (the cart and checkout never do).
 */
export const SALES_MEMO_MS = 1000;

interface Memo {
  readAt: number;
  sales: Promise<PromotionRow[]>;
  /** The sales read, once they have arrived. */
  loaded?: PromotionRow[];
  /** The last list of running sales answered, answered again while the same sales run (callers key work by it). */
  running?: PromotionRow[];
}

// Keyed by the data source, so two shops in one process (tests) never see each other's sales.
let memos = new WeakMap<object, Memo>();

function unendedSales(ctx: RequestContext): Promise<PromotionRow[]> {
  return rowsOf<PromotionRow>(
    ctx,
    `SELECT ${PROMOTION_COLUMNS} FROM promotion WHERE kind = 'sale' AND NOT paused AND (ends_at IS NULL OR now() < ends_at) ORDER BY id`,
  );
}

/** The sales running now (the same array while the same sales run); no promise once they were read. */
export function runningSales(ctx: RequestContext): PromotionRow[] | Promise<PromotionRow[]> {
  const key = ctx.em.connection;
  const now = Date.now();
  let memo = memos.get(key);
  if (!memo || now - memo.readAt > SALES_MEMO_MS) {
    const sales = unendedSales(ctx);
    const fresh: Memo = { readAt: now, sales };
    memo = fresh;
    memos.set(key, fresh);
    sales.then(
      (rows) => void (fresh.loaded = rows),
      // A failed read is not remembered: the next request asks again.
      () => memos.get(key) === fresh && memos.delete(key),
    );
  }
  const m = memo;
  return m.loaded ? runningOf(m, m.loaded) : m.sales.then((rows) => runningOf(m, rows));
}

function runningOf(memo: Memo, sales: PromotionRow[]): PromotionRow[] {
  const at = new Date();
  const running = sales.filter((p) => runsAt(p, at));
  const last = memo.running;
  if (last && last.length === running.length && last.every((p, i) => p === running[i])) return last;
  memo.running = running;
  return running;
}

/** Forgets every remembered sale: a promotion was written here or elsewhere. */
export function forgetSales(): void {
  memos = new WeakMap();
}

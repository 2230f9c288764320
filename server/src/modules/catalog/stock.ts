import type { RequestContext } from '../../context';
import { rowsOf } from '../../common/sql';

/** How many of one product an order wants. */
export interface StockRequest {
  productId: string;
  quantity: number;
}

/** The product as it was at the moment its stock was taken: what the order line records and charges. */
export interface TakenStock {
  productId: string;
  quantity: number;
  pricePaise: number;
  name: string;
  image: string;
  color: string;
}

/** The line that could not be filled: nothing was taken (the caller's transaction is to be rolled back). */
export interface StockShortfall {
  productId: string;
  productName: string;
  /** How many are left now. */
  available: number;
}

export type TakeResult = { ok: true; taken: TakenStock[] } | { ok: false; short: StockShortfall };

/** Products in id order, so two transactions taking overlapping sets lock rows in the same order and never deadlock. */
function inLockOrder(requests: StockRequest[]): StockRequest[] {
  const merged = new Map<string, number>();
  for (const r of requests) merged.set(r.productId, (merged.get(r.productId) ?? 0) + r.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity })).sort((a, b) => (a.productId < b.productId ? -1 : 1));
}

/**
 * The catalogue owns the `product` table; these are the only writes to its stock. Each take is ONE
 * conditional statement: concurrent buyers queue on the row and each re-checks `stock >= quantity`
 * against the latest value, so stock never goes below zero (the database refuses it too).
 */
export const stock = {
  /**
   * Takes every request or reports the first that cannot be filled. Call it inside the order's
   * transaction and roll back on a shortfall: the takes that did succeed are then undone with it.
   */
  async take(tx: RequestContext, requests: StockRequest[]): Promise<TakeResult> {
    const taken: TakenStock[] = [];
    for (const { productId, quantity } of inLockOrder(requests)) {
      const [row] = await rowsOf<{ price_paise: number; name: string; image: string | null; color: string }>(
        tx,
        `UPDATE product SET stock = stock - $2 WHERE id = $1 AND stock >= $2
         RETURNING price_paise, name, images[1] AS image, color`,
        [productId, quantity],
      );
      if (!row) {
        const [left] = await rowsOf<{ name: string; stock: number }>(tx, `SELECT name, stock FROM product WHERE id = $1`, [productId]);
        return { ok: false, short: { productId, productName: left?.name ?? '', available: left?.stock ?? 0 } };
      }
      taken.push({ productId, quantity, pricePaise: row.price_paise, name: row.name, image: row.image ?? '', color: row.color });
    }
    return { ok: true, taken };
  },

  /** Puts items back (cancellation, failed or expired payment). */
  async giveBack(tx: RequestContext, requests: StockRequest[]): Promise<void> {
    for (const { productId, quantity } of inLockOrder(requests)) {
      await tx.em.query(`UPDATE product SET stock = stock + $2 WHERE id = $1`, [productId, quantity]);
    }
  },
};

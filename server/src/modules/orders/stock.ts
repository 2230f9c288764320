import type { RequestContext } from '../../context';
import { rowsOf } from '../../common/sql';

/** The product as it was at the moment its stock was taken: the price the order is charged at. */
export interface TakenStock {
  pricePaise: number;
  name: string;
  image: string;
  color: string;
}

/**
 * Takes `quantity` items in ONE conditional statement (DESIGN rule 6): concurrent buyers queue on the
 * row and each re-checks `stock >= quantity` against the latest value, so stock never goes below zero.
 * Null when there is not enough. Call it inside the order's transaction.
 */
export async function takeStock(ctx: RequestContext, productId: string, quantity: number): Promise<TakenStock | null> {
  const rows = await rowsOf<{ price_paise: number; name: string; image: string | null; color: string }>(
    ctx,
    `UPDATE product SET stock = stock - $2 WHERE id = $1 AND stock >= $2
     RETURNING price_paise, name, images[1] AS image, color`,
    [productId, quantity],
  );
  const row = rows[0];
  return row ? { pricePaise: row.price_paise, name: row.name, image: row.image ?? '', color: row.color } : null;
}

/** Puts items back (cancellation, failed or expired payment). */
export async function returnStock(ctx: RequestContext, productId: string, quantity: number): Promise<void> {
  await ctx.em.query(`UPDATE product SET stock = stock + $2 WHERE id = $1`, [productId, quantity]);
}

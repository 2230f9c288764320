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

/** The line that could not be filled: nothing was taken. */
export interface StockShortfall {
  productId: string;
  productName: string;
  /** How many are left now. */
  available: number;
}

export type TakeResult = { ok: true; taken: TakenStock[] } | { ok: false; short: StockShortfall };

type TakenRow = { price_paise: number; name: string; image: string; color: string; quantity: number };

const asJson = (requests: StockRequest[]) => JSON.stringify(requests.map(({ productId, quantity }) => ({ productId, quantity })));

/**
 * The catalogue owns `product.stock`, and its writer is in the database: the functions stock_take,
 * stock_return and stock_set (migration StockFunctions), which the order placement function calls as
 * well. This is their one door for TypeScript; nothing else in the shop writes a product's stock.
 * Each take is one conditional UPDATE per product: concurrent buyers queue on the row and each
 * re-checks `stock >= quantity` against the latest value, so stock never goes below zero (the database
 * refuses it too).
 */
export const stock = {
  /**
   * Takes every request, or nothing and reports the first product that cannot be filled (in id order:
   * the lock order). One statement, so it is all or nothing even outside a transaction.
   */
  async take(ctx: RequestContext, requests: StockRequest[]): Promise<TakeResult> {
    const [{ result }] = await rowsOf<{ result: { taken: Record<string, TakenRow> } | { short: StockShortfall } }>(
      ctx,
      'SELECT stock_take($1::jsonb) AS result',
      [asJson(requests)],
    );
    if ('short' in result) return { ok: false, short: result.short };
    const taken = Object.entries(result.taken).map(([productId, t]) => ({
      productId,
      quantity: t.quantity,
      pricePaise: t.price_paise,
      name: t.name,
      image: t.image,
      color: t.color,
    }));
    return { ok: true, taken };
  },

  /** Puts items back (cancellation, failed or expired payment). */
  async giveBack(ctx: RequestContext, requests: StockRequest[]): Promise<void> {
    if (requests.length) await rowsOf(ctx, 'SELECT stock_return($1::jsonb)', [asJson(requests)]);
  },

  /** Sets a product's counted stock (a restock or a correction); the database refuses a negative count. */
  async set(ctx: RequestContext, productId: string, count: number): Promise<void> {
    await rowsOf(ctx, 'SELECT stock_set($1::uuid, $2::int)', [productId, count]);
  },
};

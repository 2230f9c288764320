import type { RequestContext } from '../../context';
import { rowsOf } from '../../common/sql';

/**
 * How many of one variant an order wants: the product and its size ('NA' for a product without sizes).
 * Without a size, the product's only variant (a request for a sized product then finds none).
 */
export interface StockRequest {
  productId: string;
  size?: string | null;
  quantity: number;
}

/** The product as it was at the moment its stock was taken: what the order line records and charges. */
export interface TakenStock {
  productId: string;
  /** The variant's size ('NA' for a product without sizes) and SKU. */
  size: string;
  sku: string;
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
  /** The size asked for, and its SKU when the size exists. */
  size?: string | null;
  sku?: string | null;
  /** How many are left now. */
  available: number;
}

export type TakeResult = { ok: true; taken: TakenStock[] } | { ok: false; short: StockShortfall };

type TakenRow = { product_id: string; size: string; sku: string; price_paise: number; name: string; image: string; color: string; quantity: number };

/** Why a product's stock changed, as the stock ledger records it. */
export const STOCK_REASONS = ['initial', 'order_placed', 'order_released', 'received', 'damaged', 'found', 'correction', 'import', 'split', 'returned', 'returned_damaged'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** What the ledger records beside the change: why, and for which order or by which staff member. */
export interface StockMovement {
  reason?: StockReason;
  orderId?: string | null;
  staffId?: string | null;
  staffEmail?: string | null;
  note?: string | null;
}

/** A variant's counted stock, for a stock-take or an import: by its id, or by product and size. */
export type StockCount = { variantId: string; stock: number } | { productId: string; size?: string | null; stock: number };

const asJson = (requests: StockRequest[]) => JSON.stringify(requests.map(({ productId, size, quantity }) => ({ productId, size: size ?? null, quantity })));
const movementJson = (m: StockMovement = {}) => JSON.stringify(m);

/**
 * The catalogue owns each variant's stock (and `product.stock`, their sum), and its writer is in the database: the functions stock_take,
 * stock_return, stock_adjust, stock_set_many and stock_set (each defined in modules/catalog/sql/<function>.sql),
 * which the order placement function calls as well. This is their one door for TypeScript; nothing else in the shop
 * writes a variant's stock. Every change writes its stock-ledger row in the same statement, so a
 * variant's stock always equals the sum of its ledger rows. Rows are locked in id order and each check
 * reads the latest value, so stock never goes below zero (the database refuses it too).
 */
export const stock = {
  /**
   * Takes every request, or nothing and reports the first product that cannot be filled (in id order:
   * the lock order); an archived product cannot be filled. One statement, so it is all or nothing even
   * outside a transaction. `movement` names the order (reason `order_placed` unless it says otherwise).
   * The function: modules/catalog/sql/stock_take.sql.
   */
  async take(ctx: RequestContext, requests: StockRequest[], movement?: StockMovement): Promise<TakeResult> {
    const [{ result }] = await rowsOf<{ result: { taken: Record<string, TakenRow> } | { short: StockShortfall } }>(
      ctx,
      'SELECT stock_take($1::jsonb, $2::jsonb) AS result',
      [asJson(requests), movementJson(movement)],
    );
    if ('short' in result) return { ok: false, short: result.short };
    const taken = Object.values(result.taken).map((t) => ({
      productId: t.product_id,
      size: t.size,
      sku: t.sku,
      quantity: t.quantity,
      pricePaise: t.price_paise,
      name: t.name,
      image: t.image,
      color: t.color,
    }));
    return { ok: true, taken };
  },

  /** Puts items back (cancellation, failed or expired payment): reason `order_released` unless `movement` says otherwise (modules/catalog/sql/stock_return.sql). */
  async giveBack(ctx: RequestContext, requests: StockRequest[], movement?: StockMovement): Promise<void> {
    if (requests.length) await rowsOf(ctx, 'SELECT stock_return($1::jsonb, $2::jsonb)', [asJson(requests), movementJson(movement)]);
  },

  /**
   * Adds `delta` (negative removes; 0 records the movement only) to a variant's stock; answers the new
   * stock, or null when the variant does not exist or the stock would go below zero (and then nothing
   * changed). The function: modules/catalog/sql/stock_adjust.sql.
   */
  async adjust(ctx: RequestContext, variantId: string, delta: number, movement: StockMovement): Promise<number | null> {
    const [{ balance }] = await rowsOf<{ balance: number | null }>(ctx, 'SELECT stock_adjust($1::uuid, $2::int, $3::jsonb) AS balance', [
      variantId,
      delta,
      movementJson(movement),
    ]);
    return balance;
  },

  /**
   * Sets a variant's counted stock (a restock or a correction: reason `correction` unless `movement` says
   * otherwise): by its id, or the product's only variant. The database refuses a negative count.
   * The function: modules/catalog/sql/stock_set_many.sql.
   */
  async set(ctx: RequestContext, target: { variantId: string } | { productId: string; size?: string | null }, count: number, movement?: StockMovement): Promise<void> {
    await rowsOf(ctx, 'SELECT stock_set_many($1::jsonb, $2::jsonb)', [JSON.stringify([{ ...target, stock: count }]), movementJson(movement)]);
  },

  /** Sets many counted stocks in one statement (an import), each with its ledger row (modules/catalog/sql/stock_set_many.sql). */
  async setMany(ctx: RequestContext, counts: StockCount[], movement: StockMovement): Promise<void> {
    if (counts.length) await rowsOf(ctx, 'SELECT stock_set_many($1::jsonb, $2::jsonb)', [JSON.stringify(counts), movementJson(movement)]);
  },
};

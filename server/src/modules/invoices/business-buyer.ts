import { rowsOf } from '../../common/sql';
import type { RequestContext } from '../../context';
import { deliveryService } from '../delivery/delivery.service';
import { deliveryState } from './gst-states';
import { GSTIN_PATTERN, isValidGstin } from './gstin';
import { fieldError } from './shop-legal-details';

/** A registered buyer: a business that gives its GSTIN at checkout, for a B2B tax invoice. */
export interface BusinessBuyer {
  gstin: string;
  businessName: string;
}

export const BUSINESS_BUYER_MESSAGES = {
  gstin: 'The GSTIN must be 15 characters (e.g. 27AAPFU0939F1ZV) with a correct check character.',
  gstinState: (state: string) => `This GSTIN is registered in another state: a business invoice needs the GSTIN of the business in ${state}, where the order is delivered.`,
  businessName: 'Give the registered business name (up to 200 characters) with the GSTIN.',
  nameWithoutGstin: 'Give the business’s GSTIN too, or leave the business name empty.',
};

/**
 * The buyer's GSTIN and business name as checkout gives them, checked as the shop's own are: the shape
 * and check character, and the state code, which must be that of the delivery address (the place of
 * supply of goods is where they are delivered, and the buyer can take the tax as input credit only in
 * the state where it is registered). Null when neither is given (a consumer's order); BAD_USER_INPUT
 * naming the field (`buyerGstin`, `buyerBusinessName`) otherwise.
 */
export async function validBusinessBuyer(
  input: { gstin?: string | null; businessName?: string | null },
  delivery: { pincode: string; state: string },
): Promise<BusinessBuyer | null> {
  const gstin = (input.gstin ?? '').replace(/\s+/g, '').toUpperCase();
  const businessName = (input.businessName ?? '').trim().replace(/\s+/g, ' ');
  if (!gstin && !businessName) return null;
  if (!gstin) throw fieldError('buyerGstin', BUSINESS_BUYER_MESSAGES.nameWithoutGstin);
  if (!GSTIN_PATTERN.test(gstin) || !isValidGstin(gstin)) throw fieldError('buyerGstin', BUSINESS_BUYER_MESSAGES.gstin);
  if (!businessName || businessName.length > 200) throw fieldError('buyerBusinessName', BUSINESS_BUYER_MESSAGES.businessName);
  const place = await deliveryService.placeOf(delivery.pincode).catch(() => null);
  const state = deliveryState(delivery.pincode, place?.state ?? null, delivery.state);
  if (state && state.code !== gstin.slice(0, 2)) throw fieldError('buyerGstin', BUSINESS_BUYER_MESSAGES.gstinState(state.name));
  return { gstin, businessName };
}

export const businessBuyers = {
  /** Records the registered buyer of a just-placed order (once; a second call changes nothing). */
  async record(ctx: RequestContext, orderId: string, buyer: BusinessBuyer): Promise<void> {
    await ctx.em.query(`INSERT INTO order_business_buyer (order_id, gstin, business_name) VALUES ($1, $2, $3) ON CONFLICT (order_id) DO NOTHING`, [
      orderId,
      buyer.gstin,
      buyer.businessName,
    ]);
  },

  /** The order's registered buyer, or null for a consumer's order. */
  async of(ctx: RequestContext, orderId: string): Promise<BusinessBuyer | null> {
    const [row] = await rowsOf<BusinessBuyer>(ctx, `SELECT gstin, business_name AS "businessName" FROM order_business_buyer WHERE order_id = $1`, [orderId]);
    return row ?? null;
  },
};

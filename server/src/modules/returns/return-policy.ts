import { AppError } from '../../common/errors';

/** The shop's clock for return windows: India time, whatever the server's zone. */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in India (days since 1970-01-01, India time). */
export const indianDay = (at: Date) => Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS);

/** Exchanges are asked for up to this many calendar days after the day of delivery (India time). */
export const EXCHANGE_DAYS = 4;

export const RETURN_REASONS = ['damaged', 'wrong_item', 'size_issue', 'quality_issue', 'not_as_described', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** A UPI id (VPA): handle@bank. */
export const UPI_ID = /^[\w.-]{2,256}@[a-zA-Z]{2,64}$/;

export const POLICY_MESSAGES = {
  NOT_DELIVERED: 'Returns and exchanges open once the order is delivered.',
  RETURN_DAY_OVER: 'Returns must be requested on the day of delivery. An exchange may still be possible within 4 days of delivery.',
  EXCHANGE_WINDOW_OVER: 'Exchanges must be requested within 4 days of delivery.',
  ALREADY_REQUESTED: 'A return or exchange was already requested for this product. Each product can be returned or exchanged once.',
  SALE_ITEM: 'Sale items can be returned or exchanged only when they arrive damaged.',
  REPLACEMENT_LINE: 'A product received as an exchange cannot be returned or exchanged again.',
} as const;

export type PolicyRule = keyof typeof POLICY_MESSAGES;

export const policyRefusal = (rule: PolicyRule) => new AppError('RETURN_NOT_ALLOWED', POLICY_MESSAGES[rule], { rule });

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/**
 * An exchange swaps like for like: the same product in another size, or another colour of it at the
 * price paid for the original. The original invoice stands for the replacement and no money moves, so
 * a colour at another price would be a sale (or a refund) that no document records. Null when the
 * colour's price is the one paid.
 */
export function replacementPriceRefusal(paidPerPiecePaise: number, replacementPricePaise: number): AppError | null {
  if (replacementPricePaise === paidPerPiecePaise) return null;
  return new AppError(
    'RETURN_NOT_ALLOWED',
    `That colour costs ${rupees.format(replacementPricePaise / 100)}, not the ${rupees.format(paidPerPiecePaise / 100)} you paid: an exchange can only be for a colour at the same price, or another size. Choose another, or ask for a return.`,
    { rule: 'REPLACEMENT_PRICE', pricePaise: replacementPricePaise, paidPaise: paidPerPiecePaise },
  );
}

/**
 * A product bought on sale: it carries a promo tag such as SALE, SUMMER SALE, BUY 3 @999 or 80% OFF.
 * Not its offer percentage: almost every product shows one against its MRP. Read from the product as
 * it is now (order lines do not keep their tags).
 */
export function isSaleItem(product: { tags: string[] }): boolean {
  return product.tags.some((t) => /\bsale\b|\boff\b|@/i.test(t));
}

/**
 * The window rules: a return only on the day of delivery, an exchange up to 4 calendar days after it
 * (India time both). Null when the request is in time.
 */
export function windowRefusal(kind: 'return' | 'exchange', deliveredAt: Date | null, now: Date): PolicyRule | null {
  if (!deliveredAt) return 'NOT_DELIVERED';
  const daysAfter = indianDay(now) - indianDay(deliveredAt);
  if (kind === 'return') return daysAfter === 0 ? null : 'RETURN_DAY_OVER';
  return daysAfter <= EXCHANGE_DAYS ? null : 'EXCHANGE_WINDOW_OVER';
}

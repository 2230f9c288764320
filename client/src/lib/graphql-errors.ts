import { CombinedGraphQLErrors } from '@apollo/client';

/** The first GraphQL error's code (`extensions.code`), when the server answered one. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Spec section 8's text for a failure the shopper cannot act on. */
export const GENERIC_FAILURE = 'Something went wrong! try again';

/**
 * Codes of expected refusals, whose server message is written for the shopper (duplicate, out of stock,
 * a bad field, too many tries, a fair-use limit on orders, a refused order transition).
 */
export const SHOPPER_CODES = [
  'BAD_USER_INPUT',
  'CONFLICT',
  'NOT_FOUND',
  'TOO_MANY_REQUESTS',
  'OUT_OF_STOCK',
  'ALREADY_IN_CART',
  'ALREADY_IN_WISHLIST',
  'QUANTITY_LIMIT',
  'ORDER_LIMIT',
  'SIZE_REQUIRED',
  'CART_EMPTY',
  'TOO_MANY_UNPAID_ORDERS',
  'ORDER_NOT_CANCELLABLE',
  'ORDER_NOT_AWAITING_PAYMENT',
] as const;

/** Codes a payment verification may end with that explain themselves (refunded, paid already, no longer waiting). */
export const PAYMENT_OUTCOME_CODES = ['PAYMENT_REFUNDED', 'ALREADY_PAID', 'ORDER_NOT_AWAITING_PAYMENT'] as const;

/** The structured facts of the first error (e.g. OUT_OF_STOCK's `productName` and `available`). */
export function errorFacts(error: unknown): Record<string, unknown> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  return (error.errors[0]?.extensions as Record<string, unknown> | undefined) ?? {};
}

/**
 * An out-of-stock refusal of a several-line checkout, told with the product it names and how many
 * are left (both from the error's extensions, never parsed from its sentence).
 */
export function outOfStockMessage(error: unknown): string | undefined {
  if (errorCode(error) !== 'OUT_OF_STOCK') return undefined;
  const { productName, available } = errorFacts(error);
  const base = shopperMessage(error) ?? 'This product is out of stock!';
  if (typeof productName !== 'string' || !productName) return base;
  return typeof available === 'number' && available > 0 ? `${base} ${productName}: only ${available} left.` : `${base} ${productName}: none left.`;
}

/**
 * The server's own message when its code is one the shopper should read (e.g. 'This product is out of
 * stock!'), else undefined so the caller shows its generic failure text.
 */
export function shopperMessage(error: unknown, codes: readonly string[] = SHOPPER_CODES): string | undefined {
  const code = errorCode(error);
  if (!code || !codes.includes(code) || !CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors[0]?.message || undefined;
}

/** The session-expired path (lib/apollo.ts) already told the shopper; callers stay quiet then. */
export function isUnauthenticated(error: unknown): boolean {
  return errorCode(error) === 'UNAUTHENTICATED';
}

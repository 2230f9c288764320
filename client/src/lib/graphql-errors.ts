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
 * a bad field, too many tries, a fair-use limit on orders).
 */
export const SHOPPER_CODES = ['BAD_USER_INPUT', 'CONFLICT', 'NOT_FOUND', 'TOO_MANY_REQUESTS', 'QUANTITY_LIMIT', 'ORDER_LIMIT'] as const;

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

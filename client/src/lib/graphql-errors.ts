import { CombinedGraphQLErrors } from '@apollo/client';
import type { ErrorCode } from '../gql/graphql';

export type { ErrorCode };

/**
 * The first GraphQL error's code (`extensions.code`), typed by the schema's ErrorCode enum, when the
 * server answered one. The client decides on this code and never on a message's text.
 */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? (code as ErrorCode) : undefined;
}

/** Whether any error of the answer carries `code` (an answer may hold several, one per failed field). */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}

/** The message of the answer's first error with `code`, for codes whose message the shopper reads as it is. */
export function messageFor(error: unknown, code: ErrorCode): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((e) => e.extensions?.code === code)?.message || undefined;
}

/** The shop's text for a failure the shopper cannot act on. */
export const GENERIC_FAILURE = 'Something went wrong! try again';

/**
 * Codes whose message is not written for the shopper: the session is over (lib/apollo.ts has told the
 * shopper already), the server failed (its message is generic), or the request itself was refused, which
 * only a client out of step with the server causes. Every other code is a refusal the server words for
 * the shopper (duplicate, out of stock, a bad field, too many tries, a cap on orders, a refused order
 * step), so a new one is shown as the server says it without a change here.
 */
const NOT_FOR_SHOPPERS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'UNAUTHENTICATED',
  'INTERNAL_SERVER_ERROR',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'QUERY_TOO_DEEP',
  'TOO_MANY_ALIASES',
  'TOO_MANY_DIRECTIVES',
  'TOO_MANY_TOKENS',
  'QUERY_TOO_COMPLEX',
  'QUERY_TOO_EXPENSIVE',
]);

/** The structured facts of the first error (e.g. OUT_OF_STOCK's `productName` and `available`). */
export function errorFacts(error: unknown): Record<string, unknown> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  return (error.errors[0]?.extensions as Record<string, unknown> | undefined) ?? {};
}

/**
 * The server's own message when it is written for the shopper (e.g. 'This product is out of stock!'),
 * else undefined so the caller shows its own failure text. `only` narrows it to the codes a step
 * explains by the server's words (the rest get the caller's text).
 */
export function shopperMessage(error: unknown, only?: readonly ErrorCode[]): string | undefined {
  const code = errorCode(error);
  if (!code || NOT_FOR_SHOPPERS.has(code) || (only && !only.includes(code)) || !CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors[0]?.message || undefined;
}

/**
 * An out-of-stock refusal of a several-line checkout, told with the product it names and how many
 * are left (both from the error's extensions, never parsed from its sentence).
 */
export function outOfStockMessage(error: unknown): string | undefined {
  const base = shopperMessage(error, ['OUT_OF_STOCK']);
  if (!base) return undefined;
  const { productName, available } = errorFacts(error);
  if (typeof productName !== 'string' || !productName) return base;
  return typeof available === 'number' && available > 0 ? `${base} ${productName}: only ${available} left.` : `${base} ${productName}: none left.`;
}

/** The session-expired path (lib/apollo.ts) already told the shopper; callers stay quiet then. */
export function isUnauthenticated(error: unknown): boolean {
  return errorCode(error) === 'UNAUTHENTICATED';
}

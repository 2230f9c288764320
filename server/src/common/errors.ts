import { ApolloServerErrorCode } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { logUnexpected } from './log';

/**
 * The error codes the API speaks, shared by GraphQL (`extensions.code`) and REST (HTTP status): the ONE
 * list. A new code goes here and nowhere else; both servers then show it to clients (PUBLIC_CODES).
 */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  SESSION_EXPIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** More than one shopper may hold (open orders), or than the stock allows (cart: `productId`, `available`). */
  QUANTITY_LIMIT: 409,
  /** The shopper's open cash-on-delivery orders are at their cap (count or value). */
  ORDER_LIMIT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  /** A GraphQL operation over one of the limits in edge/operation-limits.ts, refused before it runs. */
  QUERY_TOO_DEEP: 400,
  TOO_MANY_ALIASES: 400,
  TOO_MANY_DIRECTIVES: 400,
  TOO_MANY_TOKENS: 400,
  QUERY_TOO_COMPLEX: 400,
  QUERY_TOO_EXPENSIVE: 400,
  /** An outside service we depend on (the payment provider) did not answer. */
  SERVICE_UNAVAILABLE: 503,
  // Business refusals the client tells apart by code (never by message); `extensions` carry their numbers.
  /** `productId`, `productName`, `available` (how many are left). */
  OUT_OF_STOCK: 409,
  ALREADY_IN_CART: 409,
  ALREADY_IN_WISHLIST: 409,
  /** A product with sizes ordered without one: `productId`, `productName`. */
  SIZE_REQUIRED: 400,
  CART_EMPTY: 400,
  /** The cart checkout is switched off (CART_CHECKOUT=off): Buy Now still works. */
  CHECKOUT_PAUSED: 503,
  TOO_MANY_UNPAID_ORDERS: 409,
  PAYMENT_NOT_VERIFIED: 400,
  /** Another payment already paid this order. */
  ALREADY_PAID: 409,
  /** The payment arrived for an order that could no longer be filled; it is being refunded. */
  PAYMENT_REFUNDED: 409,
  // An event the order lifecycle table does not allow in the order's status: `orderId`, `status`, `event`.
  ORDER_NOT_CANCELLABLE: 409,
  ORDER_NOT_SHIPPABLE: 409,
  ORDER_NOT_DELIVERABLE: 409,
  ORDER_NOT_AWAITING_PAYMENT: 409,
  ORDER_NOT_REFUNDABLE: 409,
  ORDER_TRANSITION_FORBIDDEN: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * Codes GraphQL clients see under another name. A deleted account's token is a session that is over:
 * REST answers it 403 like any expired token, GraphQL clients already log out on UNAUTHENTICATED.
 */
const GRAPHQL_CODE: Partial<Record<ErrorCode, string>> = { SESSION_EXPIRED: 'UNAUTHENTICATED' };

/**
 * Codes whose message is safe to show as it is: ours, and the ones Apollo Server itself raises for a
 * request it could not run (parse, validation, persisted queries, bad request). Anything else is an
 * internal failure and its message is hidden.
 */
export const PUBLIC_CODES: ReadonlySet<string> = new Set<string>([
  ...Object.keys(ERROR_STATUS).filter((code) => code !== 'INTERNAL_SERVER_ERROR'),
  ...Object.values(ApolloServerErrorCode).filter((code) => code !== ApolloServerErrorCode.INTERNAL_SERVER_ERROR),
]);

/**
 * An expected failure with a message meant for the shopper. It is a GraphQLError so resolvers can throw it
 * as is; REST handlers turn it into `{ message }` with the status from ERROR_STATUS.
 */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code: GRAPHQL_CODE[code] ?? code, ...extra } });
    this.code = code;
    this.status = ERROR_STATUS[code];
  }
}

export const badInput = (message: string) => new AppError('BAD_USER_INPUT', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please log in to continue.') => new AppError('UNAUTHENTICATED', message);

export const SESSION_EXPIRED_MESSAGE = 'Session expired, please login again !';
export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Apollo's formatError for gateway and backend alike: public codes pass without a stack trace, the rest is hidden and logged. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  if (PUBLIC_CODES.has(code)) {
    const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  logUnexpected('graphql', error);
  return { message: INTERNAL_MESSAGE, locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

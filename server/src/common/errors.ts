import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { logUnexpected } from './log';

/** A code's HTTP status on REST and what it means (the description of its value in the schema's enum). */
interface CodeEntry {
  readonly status: number;
  readonly description: string;
  /** The code GraphQL clients see instead, for a code only REST tells apart. */
  readonly shownAs?: string;
}

/**
 * The error codes the API speaks, shared by GraphQL (`extensions.code`) and REST (HTTP status): the ONE
 * list. Every code here but a REST-only one is a value of the schema's `ErrorCode` enum, which the
 * client's codegen turns into a type, so the client decides on these codes and on nothing else. A new
 * code goes here and nowhere else; `npm run schema` and `npm run codegen` then carry it to the client.
 */
const ERROR_CODES = {
  BAD_USER_INPUT: { status: 400, description: 'An argument or field is invalid; the message says which and how to fix it.' },
  UNAUTHENTICATED: { status: 401, description: 'Not logged in, or the session is over (expired, forged or a deleted account): log in again.' },
  FORBIDDEN: { status: 403, description: 'Logged in, but not allowed to do this.' },
  SESSION_EXPIRED: {
    status: 403,
    // A deleted account's token is a session that is over: REST answers it 403 like any expired token,
    // GraphQL clients already log out on UNAUTHENTICATED.
    shownAs: 'UNAUTHENTICATED',
    description: 'REST only: a token that no longer holds.',
  },
  NOT_FOUND: { status: 404, description: 'The product, order, cart line or PIN code asked for does not exist.' },
  CONFLICT: { status: 409, description: 'Done already (an account with this email, a review, a message sent twice).' },
  QUANTITY_LIMIT: {
    status: 409,
    description: 'More than one shopper may hold in open orders, or than the stock allows (cart: `productId`, `available`).',
  },
  ORDER_LIMIT: { status: 409, description: "The shopper's open cash-on-delivery orders are at their cap (count or value)." },
  COD_UNAVAILABLE: {
    status: 422,
    description: 'Cash on delivery is not taken at the delivery PIN code (the courier, or the offline rule, says so); pay online instead: `pincode`.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, description: 'The request body is too large.' },
  TOO_MANY_REQUESTS: { status: 429, description: 'Too many tries in a short time; the message says when to try again.' },
  INTERNAL_SERVER_ERROR: { status: 500, description: 'The server failed; the message is generic and the cause is logged, never shown.' },
  // A GraphQL operation over one of the limits in edge/operation-limits.ts, refused before it runs.
  QUERY_TOO_DEEP: { status: 400, description: 'The operation nests fields deeper than the server allows.' },
  TOO_MANY_ALIASES: { status: 400, description: 'The operation uses more aliases than the server allows.' },
  TOO_MANY_DIRECTIVES: { status: 400, description: 'The operation uses more directives than the server allows.' },
  TOO_MANY_TOKENS: { status: 400, description: 'The operation document is longer than the server allows.' },
  QUERY_TOO_COMPLEX: { status: 400, description: 'The operation asks for more fields than the server allows.' },
  QUERY_TOO_EXPENSIVE: { status: 400, description: 'The operation would produce more rows than the server allows (page sizes multiply).' },
  // Apollo Server's own answers to a request it could not run.
  GRAPHQL_PARSE_FAILED: { status: 400, description: 'The operation is not valid GraphQL syntax.' },
  GRAPHQL_VALIDATION_FAILED: { status: 400, description: 'The operation does not fit the schema (e.g. a client older or newer than the server).' },
  BAD_REQUEST: { status: 400, description: 'The HTTP request is not a GraphQL request the server can read.' },
  PERSISTED_QUERY_NOT_FOUND: { status: 400, description: 'The persisted query hash is unknown: send the full document.' },
  PERSISTED_QUERY_NOT_SUPPORTED: { status: 400, description: 'Persisted queries are not supported here.' },
  OPERATION_RESOLUTION_FAILURE: { status: 400, description: 'The operation to run could not be chosen from the document.' },
  SERVICE_UNAVAILABLE: { status: 503, description: 'An outside service the shop depends on (the payment provider) did not answer, or online payment is off.' },
  COURIER_UNAVAILABLE: { status: 503, description: 'The courier did not answer while booking a parcel: nothing was shipped; try again.' },
  COURIER_REFUSED: { status: 409, description: 'The courier refused to book the parcel (e.g. it does not serve the PIN code); the message gives its reason.' },
  // Business refusals the client tells apart by code (never by message); `extensions` carry their numbers.
  PRICES_CHANGED: { status: 409, description: 'A price changed while the order was being placed, again on each of its tries: nothing was ordered or charged; the shopper reviews the order and places it again.' },
  OUT_OF_STOCK: { status: 409, description: 'Not enough stock: `productId`, `productName`, `available` (how many are left).' },
  ALREADY_IN_CART: { status: 409, description: 'The product is in the cart already: `productId`.' },
  ALREADY_IN_WISHLIST: { status: 409, description: 'The product is saved already: `productId`.' },
  SIZE_REQUIRED: { status: 400, description: 'A product with sizes ordered without one: `productId`, `productName`.' },
  CART_EMPTY: { status: 400, description: 'A cart checkout with nothing in the cart.' },
  COUPON_NOT_APPLICABLE: { status: 422, description: 'The coupon code cannot be used on this cart or by this shopper now (the message says why: unknown, not started, ended, minimum order, first order only, used already, fully redeemed): `couponCode`, `reason`.' },
  CHECKOUT_PAUSED: { status: 503, description: 'The cart checkout is switched off for now; Buy Now still works.' },
  TOO_MANY_UNPAID_ORDERS: { status: 409, description: 'Too many online orders are waiting for their payment.' },
  PAYMENT_NOT_VERIFIED: { status: 400, description: "The payment's signature did not verify." },
  ALREADY_PAID: { status: 409, description: 'Another payment already paid this order.' },
  PAYMENT_REFUNDED: { status: 409, description: 'The payment arrived for an order that could no longer be filled; it is being refunded: `orderId`.' },
  // An event the order lifecycle table does not allow in the order's status: `orderId`, `status`, `event`.
  ORDER_NOT_CANCELLABLE: { status: 409, description: 'The order cannot be cancelled any more (it has shipped, or is over): `orderId`, `status`, `event`.' },
  REPLACEMENT_NOT_CANCELLABLE: {
    status: 409,
    description:
      "An exchange's replacement order is not cancelled by the shopper (the item they sent back is already with the shop; the shop can cancel it, which makes the exchange refundable): `orderId`, `replacesOrderId`.",
  },
  ORDER_NOT_SHIPPABLE: { status: 409, description: 'Only placed or paid orders can be shipped: `orderId`, `status`, `event`.' },
  ORDER_NOT_DELIVERABLE: { status: 409, description: 'Only shipped orders can be delivered: `orderId`, `status`, `event`.' },
  ORDER_NOT_AWAITING_PAYMENT: { status: 409, description: 'The order is not waiting for a payment: `orderId`, `status`, `event`.' },
  ORDER_NOT_REFUNDABLE: {
    status: 409,
    description:
      'Only cancelled orders with a refund due are refunded, and by hand only a cash-on-delivery order with no provider payment: `orderId`, `status`, `event`.',
  },
  ORDER_NOT_CONFIRMABLE: { status: 409, description: 'Only placed cash-on-delivery orders wait for the shop to confirm them: `orderId`, `status`, `event`.' },
  COD_NOT_COLLECTABLE: {
    status: 409,
    description: 'Cash is recorded only for an unpaid cash-on-delivery order that has shipped or been delivered: `orderId`, `status`, `event`.',
  },
  ORDER_TRANSITION_FORBIDDEN: { status: 409, description: 'Any other step the order lifecycle does not allow: `orderId`, `status`, `event`.' },
  // Returns and exchanges.
  RETURN_NOT_ALLOWED: {
    status: 409,
    description:
      'The return and exchange policy does not allow this request: `rule` says which (NOT_DELIVERED, RETURN_DAY_OVER, EXCHANGE_WINDOW_OVER, ALREADY_REQUESTED, SALE_ITEM, REPLACEMENT_LINE, REPLACEMENT_PRICE).',
  },
  RETURN_TRANSITION_FORBIDDEN: { status: 409, description: 'A step the return request lifecycle does not allow in its state: `requestId`, `state`, `event`.' },
  // Password reset links (single use, 30 minutes).
  RESET_LINK_INVALID: { status: 400, description: 'The password reset link is not one the shop sent (mistyped or cut short): ask for a new one.' },
  RESET_LINK_USED: { status: 410, description: 'The password reset link was used already (or a later reset made it void): ask for a new one.' },
  RESET_LINK_EXPIRED: { status: 410, description: 'The password reset link is older than 30 minutes: ask for a new one.' },
  STAFF_LINK_INVALID: { status: 400, description: 'The staff invitation or password reset link is not one the shop sent (mistyped or cut short).' },
  STAFF_LINK_USED: { status: 410, description: 'The staff invitation or password reset link was used already (or a newer one replaced it).' },
  STAFF_LINK_EXPIRED: { status: 410, description: 'The staff invitation (7 days) or password reset link (30 minutes) has expired: ask for a new one.' },
} as const satisfies Record<string, CodeEntry>;

/** Every code an AppError may carry, REST-only ones included. */
export type AppErrorCode = keyof typeof ERROR_CODES;

/** A code GraphQL clients may receive as `extensions.code`: the values of the schema's `ErrorCode` enum. */
export type ErrorCode = { [K in AppErrorCode]: (typeof ERROR_CODES)[K] extends { shownAs: string } ? never : K }[AppErrorCode];

/** The `ErrorCode` enum's values, by name (registered with the schema in schema/error-codes.resolver.ts). */
export const ErrorCode = Object.fromEntries(
  (Object.keys(ERROR_CODES) as AppErrorCode[]).filter((code) => !('shownAs' in ERROR_CODES[code])).map((code) => [code, code]),
) as { readonly [K in ErrorCode]: K };

/** What each public code means, for the schema's enum. */
export const ERROR_CODE_DESCRIPTIONS = Object.fromEntries(
  (Object.keys(ErrorCode) as ErrorCode[]).map((code) => [code, { description: ERROR_CODES[code].description }]),
) as Record<ErrorCode, { description: string }>;

/** The HTTP status of each code, for REST answers. */
export const ERROR_STATUS = Object.fromEntries(
  (Object.keys(ERROR_CODES) as AppErrorCode[]).map((code) => [code, ERROR_CODES[code].status]),
) as Record<AppErrorCode, number>;

/**
 * Codes whose message is safe to show as it is: every value of the enum but INTERNAL_SERVER_ERROR.
 * Anything else (a driver's ECONNREFUSED, a code someone made up) is an internal failure and hidden.
 */
export const PUBLIC_CODES: ReadonlySet<string> = new Set<string>(Object.keys(ErrorCode).filter((code) => code !== 'INTERNAL_SERVER_ERROR'));

/**
 * An expected failure with a message meant for the shopper. It is a GraphQLError so resolvers can throw it
 * as is; REST handlers turn it into `{ message }` with the status from ERROR_STATUS.
 */
export class AppError extends GraphQLError {
  readonly code: AppErrorCode;
  readonly status: number;

  constructor(code: AppErrorCode, message: string, extra: Record<string, unknown> = {}) {
    const entry: CodeEntry = ERROR_CODES[code];
    super(message, { extensions: { code: entry.shownAs ?? code, ...extra } });
    this.code = code;
    this.status = ERROR_STATUS[code];
  }
}

export const badInput = (message: string) => new AppError('BAD_USER_INPUT', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('FORBIDDEN', message);
export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue.';
export const unauthenticated = (message = LOGIN_REQUIRED_MESSAGE) => new AppError('UNAUTHENTICATED', message);

export { SESSION_EXPIRED_MESSAGE } from './shop-messages';
export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Apollo's formatError for gateway and backend alike: public codes pass without a stack trace, the rest is hidden and logged. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  if (PUBLIC_CODES.has(code)) {
    const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  logUnexpected('graphql', error);
  return { message: INTERNAL_MESSAGE, locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' satisfies ErrorCode } };
}

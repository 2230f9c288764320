import { GraphQLError } from 'graphql';

/** The error codes the API speaks, shared by GraphQL (`extensions.code`) and REST (HTTP status). */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  SESSION_EXPIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  /** An outside service we depend on (the payment provider) did not answer. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * An expected failure with a message meant for the shopper. It is a GraphQLError so resolvers can throw it
 * as is; REST handlers turn it into `{ message }` with the status from ERROR_STATUS.
 */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
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

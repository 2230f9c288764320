import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

type ErrorCode = string;

/** The first GraphQL error's `extensions.code`, when the server answered one. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}

/**
 * Codes whose server message is not written for a person: the session is over (the sign-in screen says
 * so), the server failed, or the request was one the server refuses before reading it, which only an
 * admin client out of step with the server causes.
 */
const NOT_FOR_PEOPLE = new Set<ErrorCode>([
  'UNAUTHENTICATED',
  'INTERNAL_SERVER_ERROR',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

export const SOMETHING_WENT_WRONG = 'Something went wrong on our side. Please try again in a moment.';
export const NO_CONNECTION = 'The shop could not be reached. Check the connection and try again.';
export const NOT_ALLOWED = 'Your role does not allow this. Ask an owner if you need it.';

/**
 * What to tell a person about a failed request: the server's own words when it wrote them for people
 * (a duplicate e-mail, a wrong code, a refused order step), otherwise a plain sentence of ours.
 */
export function messageOf(error: unknown, fallback = SOMETHING_WENT_WRONG): string {
  const code = errorCode(error);
  if (code === 'FORBIDDEN') return CombinedGraphQLErrors.is(error) ? error.errors[0]?.message || NOT_ALLOWED : NOT_ALLOWED;
  if (code && !NOT_FOR_PEOPLE.has(code) && CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  if (ServerError.is(error) && error.statusCode >= 500) return SOMETHING_WENT_WRONG;
  if (error instanceof TypeError || (error instanceof Error && /fetch|network/i.test(error.message) && !CombinedGraphQLErrors.is(error))) return NO_CONNECTION;
  return fallback;
}

/**
 * Field-level errors the server attached to a refusal: `extensions.field` (one field) or
 * `extensions.fields` (field name → message). Empty when the refusal is about the form as a whole.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const out: Record<string, string> = {};
  for (const e of error.errors) {
    const ext = (e.extensions ?? {}) as Record<string, unknown>;
    if (typeof ext.field === 'string') out[ext.field] = e.message;
    if (ext.fields && typeof ext.fields === 'object') {
      for (const [k, v] of Object.entries(ext.fields as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
    }
  }
  return out;
}

/**
 * A refused sign-in: the server words every refusal for the person signing in (wrong e-mail or password,
 * wrong code, too many tries, a deactivated account), UNAUTHENTICATED included.
 */
export function signInMessage(error: unknown): string {
  if (errorCode(error) === 'UNAUTHENTICATED' && CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || SOMETHING_WENT_WRONG;
  return messageOf(error);
}

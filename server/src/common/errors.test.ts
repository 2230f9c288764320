import { describe, expect, it } from 'vitest';
import { AppError, ERROR_STATUS, formatGraphQLError, INTERNAL_MESSAGE, type ErrorCode } from './errors';

// The original error is not an Error here: a hidden one is logged, and the log needs no stack from a test.
const format = (code: string, message = 'A message for the shopper.') =>
  formatGraphQLError({ message, extensions: { code, stacktrace: ['at secret (/srv/app.js:1:1)'] } }, message);

describe('the one list of public error codes', () => {
  it('shows every code the REST table knows, without a stack trace', () => {
    for (const code of Object.keys(ERROR_STATUS).filter((c) => c !== 'INTERNAL_SERVER_ERROR')) {
      expect(format(code), code).toEqual({ message: 'A message for the shopper.', extensions: { code } });
    }
  });

  it("shows Apollo's own request errors", () => {
    for (const code of ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED', 'OPERATION_RESOLUTION_FAILURE']) {
      expect(format(code).message, code).toBe('A message for the shopper.');
    }
  });

  it('hides anything else behind INTERNAL_SERVER_ERROR', () => {
    for (const code of ['INTERNAL_SERVER_ERROR', 'DOWNSTREAM_SERVICE_ERROR', 'ECONNREFUSED']) {
      expect(format(code, 'relation "app_user" does not exist')).toEqual({ message: INTERNAL_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    }
  });

  it('tells GraphQL clients an expired session is UNAUTHENTICATED while REST answers it 403', () => {
    const err = new AppError('SESSION_EXPIRED' satisfies ErrorCode, 'Session expired, please login again !');
    expect(err.status).toBe(403);
    expect(err.extensions.code).toBe('UNAUTHENTICATED');
  });
});

import { ApolloServerErrorCode } from '@apollo/server/errors';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths';
import { AppError, ERROR_STATUS, ErrorCode, formatGraphQLError, INTERNAL_MESSAGE, PUBLIC_CODES } from './errors';

// The original error is not an Error here: a hidden one is logged, and the log needs no stack from a test.
const format = (code: string, message = 'A message for the shopper.') =>
  formatGraphQLError({ message, extensions: { code, stacktrace: ['at secret (/srv/app.js:1:1)'] } }, message);

describe('the one list of public error codes', () => {
  it('shows every code of the ErrorCode enum, without a stack trace', () => {
    for (const code of Object.values(ErrorCode).filter((c) => c !== 'INTERNAL_SERVER_ERROR')) {
      expect(format(code), code).toEqual({ message: 'A message for the shopper.', extensions: { code } });
    }
  });

  it("shows Apollo's own request errors, each a value of the ErrorCode enum", () => {
    for (const code of Object.values(ApolloServerErrorCode).filter((c) => c !== 'INTERNAL_SERVER_ERROR')) {
      expect(format(code).message, code).toBe('A message for the shopper.');
      expect(Object.values(ErrorCode), code).toContain(code);
    }
  });

  it('shows exactly the values of the ErrorCode enum but INTERNAL_SERVER_ERROR, and no REST-only code', () => {
    expect([...PUBLIC_CODES].sort()).toEqual(Object.values(ErrorCode).filter((c) => c !== 'INTERNAL_SERVER_ERROR').sort());
    expect(Object.values(ErrorCode)).not.toContain('SESSION_EXPIRED');
    expect(Object.values(ErrorCode)).toContain('INTERNAL_SERVER_ERROR');
  });

  it('does not compile a code outside the enum (a made-up one, or a REST-only one where a public one is due)', () => {
    const probe = path.join(ROOT, 'server/src/common/error-code-probe.ts');
    const lines = [
      "import { AppError, type ErrorCode } from './errors';",
      "new AppError('OUT_OF_STOCK', 'fine');",
      "new AppError('OUT_OF_STOK', 'a typo');",
      "export const restOnly: ErrorCode = 'SESSION_EXPIRED';",
      "export const limit = { code: 'QUERY_TOO_DEEEP' } satisfies { code: ErrorCode };",
    ];
    const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'server/tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
    const host = ts.createCompilerHost(config.options);
    const readFile = host.readFile;
    host.readFile = (file) => (path.resolve(file) === probe ? lines.join('\n') : readFile(file));
    host.fileExists = ((exists) => (file: string) => path.resolve(file) === probe || exists(file))(host.fileExists);
    const program = ts.createProgram({ rootNames: [probe], options: { ...config.options, noEmit: true }, host });
    // Only the probe's own diagnostics: the checker reads what it imports as far as the probe needs.
    const file = program.getSourceFile(probe)!;
    const failing = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map(
      (d) => file.getLineAndCharacterOfPosition(d.start!).line + 1,
    );
    expect([...new Set(failing)]).toEqual([3, 4, 5]);
  }, 60_000);

  it('hides anything else behind INTERNAL_SERVER_ERROR', () => {
    for (const code of ['INTERNAL_SERVER_ERROR', 'DOWNSTREAM_SERVICE_ERROR', 'ECONNREFUSED']) {
      expect(format(code, 'relation "app_user" does not exist')).toEqual({ message: INTERNAL_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    }
  });

  it('tells GraphQL clients an expired session is UNAUTHENTICATED while REST answers it 403', () => {
    const err = new AppError('SESSION_EXPIRED', 'Session expired, please login again !');
    expect(err.status).toBe(ERROR_STATUS.SESSION_EXPIRED);
    expect(err.status).toBe(403);
    expect(err.extensions.code).toBe('UNAUTHENTICATED');
  });
});

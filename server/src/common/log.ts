/**
 * What the servers write about failures. Logs are read by more people than the database is, so they
 * never carry what shoppers typed: a failed SQL statement is logged as its text (placeholders, not
 * values) and PostgreSQL's error code; the error objects TypeORM throws are never printed whole, because
 * their `parameters` (and, for some codes, their message and `detail`) hold password hashes, e-mail
 * addresses, phone numbers and delivery addresses.
 */

/** A statement longer than this is cut: a bulk insert's text says nothing more after its first lines. */
const MAX_STATEMENT_CHARS = 2000;

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  query?: unknown;
  driverError?: DatabaseErrorFields;
  severity?: unknown;
}

/** The statement on one line, shortened. */
export function statementForLog(query: string): string {
  const oneLine = query.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_STATEMENT_CHARS ? `${oneLine.slice(0, MAX_STATEMENT_CHARS)}…` : oneLine;
}

/** PostgreSQL's SQLSTATE and the constraint or table it names: enough to find the cause, nothing a shopper typed. */
export function databaseErrorSummary(err: unknown): string {
  const e = (err ?? {}) as DatabaseErrorFields;
  const fields = e.driverError ?? e;
  const parts = [`code ${typeof fields.code === 'string' ? fields.code : 'unknown'}`];
  if (typeof fields.constraint === 'string') parts.push(`constraint ${fields.constraint}`);
  else if (typeof fields.table === 'string') parts.push(`table ${fields.table}`);
  return parts.join(', ');
}

/** A database error: TypeORM's QueryFailedError (it carries `driverError`) or the driver's own (it carries a SQLSTATE and a severity). */
function isDatabaseError(err: unknown): err is Error & DatabaseErrorFields {
  if (!(err instanceof Error)) return false;
  const e = err as DatabaseErrorFields;
  return e.driverError !== undefined || (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && e.severity !== undefined);
}

/** The error a GraphQL error wraps, when it wraps one. */
function unwrap(err: unknown): unknown {
  let current = err;
  for (let i = 0; i < 5 && current instanceof Error && 'originalError' in current && current.originalError; i += 1) {
    current = current.originalError;
  }
  return current;
}

/** One line (plus a stack for programming errors) that is safe to log. */
export function describeForLog(err: unknown): string {
  const e = unwrap(err);
  if (isDatabaseError(e)) {
    const query = typeof e.query === 'string' ? `: ${statementForLog(e.query)}` : '';
    return `${e.name} (${databaseErrorSummary(e)})${query}`;
  }
  if (e instanceof Error) return e.stack ?? `${e.name}: ${e.message}`;
  return `a thrown ${typeof e}`;
}

/** An error nobody expected, written to stderr without the values it may carry. */
export function logUnexpected(scope: string, err: unknown): void {
  console.error(`[${scope}] unexpected error: ${describeForLog(err)}`);
}

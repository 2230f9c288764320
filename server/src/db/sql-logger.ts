import type { Logger } from 'typeorm';
import { databaseErrorSummary, log, statementForLog } from '../common/log';

/**
 * TypeORM's logger, without parameter values: its own loggers print every failed statement with its
 * parameters, so a failed sign-up would write the password hash, e-mail and mobile to the log. This one
 * writes the statement (placeholders only), how many values it was given, and PostgreSQL's error code.
 * Statements slower than SLOW_QUERY_MS are logged as warnings, with the request id of whoever ran them
 * (see common/log.ts). `verbose` (DEBUG_SQL) adds every statement at debug level, still without values.
 */
export class StatementOnlyLogger implements Logger {
  constructor(private readonly verbose: boolean) {}

  logQuery(query: string, parameters?: unknown[]): void {
    if (this.verbose) log.debug({ scope: 'sql', statement: statementForLog(query), values: parameters?.length ?? 0 }, 'statement');
  }

  logQueryError(error: string | Error, query: string, parameters?: unknown[]): void {
    log.error({ scope: 'sql', error: databaseErrorSummary(error), statement: statementForLog(query), values: parameters?.length ?? 0 }, 'statement failed');
  }

  logQuerySlow(time: number, query: string, parameters?: unknown[]): void {
    log.warn({ scope: 'sql', ms: time, statement: statementForLog(query), values: parameters?.length ?? 0 }, 'slow statement');
  }

  logSchemaBuild(message: string): void {
    if (this.verbose) log.debug({ scope: 'sql' }, message);
  }

  logMigration(message: string): void {
    if (this.verbose) log.debug({ scope: 'sql' }, message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') log.warn({ scope: 'typeorm' }, String(message));
    else if (this.verbose) log.debug({ scope: 'typeorm' }, String(message));
  }
}

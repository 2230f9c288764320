import type { Logger } from 'typeorm';
import { databaseErrorSummary, statementForLog } from '../common/log';

/**
 * TypeORM's logger, without parameter values: its own loggers print every failed statement with its
 * parameters, so a failed sign-up would write the password hash, e-mail and mobile to the log. This one
 * writes the statement and PostgreSQL's error code. `verbose` (DEBUG_SQL) adds every statement, still
 * without values.
 */
export class StatementOnlyLogger implements Logger {
  constructor(private readonly verbose: boolean) {}

  logQuery(query: string): void {
    if (this.verbose) console.log(`[sql] ${statementForLog(query)}`);
  }

  logQueryError(error: string | Error, query: string): void {
    console.error(`[sql] failed (${databaseErrorSummary(error)}): ${statementForLog(query)}`);
  }

  logQuerySlow(time: number, query: string): void {
    console.warn(`[sql] slow (${time} ms): ${statementForLog(query)}`);
  }

  logSchemaBuild(message: string): void {
    if (this.verbose) console.log(`[sql] ${message}`);
  }

  logMigration(message: string): void {
    if (this.verbose) console.log(`[sql] ${message}`);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (this.verbose || level === 'warn') console[level](`[typeorm] ${String(message)}`);
  }
}

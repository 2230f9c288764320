import type { Pool } from 'pg';
import { QueryFailedError, type EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { RequestContext } from '../context';

/**
 * Rows of a raw statement. TypeORM answers UPDATE/DELETE ... RETURNING as `[rows, count]` and
 * everything else as `rows`; this hides the difference.
 */
export async function rowsOf<T>(ctx: RequestContext, sql: string, params: unknown[] = []): Promise<T[]> {
  const result = await ctx.em.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}

/** How many rows an UPDATE/DELETE without RETURNING touched (TypeORM's `[rows, count]` again). */
export async function affectedBy(ctx: RequestContext, sql: string, params: unknown[] = []): Promise<number> {
  const result = await ctx.em.query(sql, params);
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}

/** Distinct statements kept prepared on each pooled connection; more are sent unprepared (see preparedRows). */
const MAX_PREPARED = 64;
const statementNames = new Map<string, string>();

function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_PREPARED) {
    name = `rangrez_${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * Rows of a read the shop runs on every page view, as a named prepared statement: PostgreSQL parses and
 * plans it once per pooled connection and then reuses its plan, instead of planning it on each call
 * (planning a listing took longer than running it). Only for statements whose text is one of a few
 * shapes with every value a parameter; at most MAX_PREPARED distinct texts are prepared, any others go
 * unprepared. Inside a transaction (`em` bound to a query runner) it is an ordinary query on that
 * connection. Logged like TypeORM's own queries, and failures are TypeORM's QueryFailedError.
 */
export async function preparedRows<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const name = em.queryRunner ? undefined : statementName(sql);
  if (name === undefined) return em.query(sql, params);
  const db = em.connection;
  db.logger.logQuery(sql, params);
  try {
    const result = await ((db.driver as PostgresDriver).master as Pool).query({ name, text: sql, values: params });
    return result.rows as T[];
  } catch (e) {
    db.logger.logQueryError(e as Error, sql, params);
    throw new QueryFailedError(sql, params, e as Error);
  }
}

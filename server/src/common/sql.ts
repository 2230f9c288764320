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

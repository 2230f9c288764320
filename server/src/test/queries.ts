import type { Logger } from 'typeorm';
import type { TestShop } from './shop';

/** The SQL statements the shop's backend ran while `fn` ran (to see N+1 patterns, not to time anything). */
export async function queriesDuring(shop: TestShop, fn: () => Promise<unknown>): Promise<string[]> {
  const db = shop.app.db as { logger: Logger };
  const original = db.logger;
  const seen: string[] = [];
  db.logger = {
    logQuery: (query) => void seen.push(query),
    logQueryError: () => undefined,
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: () => undefined,
  };
  try {
    await fn();
  } finally {
    db.logger = original;
  }
  return seen;
}

import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { migrations } from '../../migrations';
import { slowQueryMsFrom } from './config';
import { StatementOnlyLogger } from './db/sql-logger';
import { entities } from './entities';

/** The one way the app, the scripts and the tests connect to PostgreSQL. `synchronize` is never on. */
export function createDataSource(url: string, options: { poolSize?: number; slowQueryMs?: number; role?: string } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    // Failed and slow statements are logged without their values (see StatementOnlyLogger); DEBUG_SQL logs every statement.
    logger: new StatementOnlyLogger(Boolean(process.env.DEBUG_SQL)),
    maxQueryExecutionTime: options.slowQueryMs ?? slowQueryMsFrom(process.env.SLOW_QUERY_MS),
    poolSize: options.poolSize ?? 20,
    // No JIT: compiling a plan's expressions takes hundreds of milliseconds, far more than the shop's
    // statements run. PostgreSQL compiles whenever a plan's estimated cost is high, and a catalogue
    // listing's estimate counts its fallback branch (collecting every match) even when that never runs.
    // `role`: every connection of the pool switches to that role as it opens (the shop's runtime role,
    // db/runtime-role.ts), before any statement of the shop's runs on it.
    extra: { application_name: 'rangrez', options: `-c jit=off${options.role ? ` -c role=${options.role}` : ''}` },
  });
}

/** For the TypeORM CLI (`npm run migration:generate`), which wants exactly one exported DataSource. */
export const AppDataSource = createDataSource(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/rangrez');

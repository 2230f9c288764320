import type { DataSource } from 'typeorm';

export interface Readiness {
  ready: boolean;
  database: 'up' | 'down';
  /** `pending`: this build has migrations the database has not run (a deploy whose migration step has not finished). */
  migrations: 'applied' | 'pending' | 'unknown';
}

/**
 * Whether this backend can serve: PostgreSQL answers and has every migration this build knows.
 * Liveness (/healthz) asks nothing of the database: a database outage must not get healthy processes
 * restarted, only taken out of rotation until it answers again.
 */
export async function readiness(db: DataSource): Promise<Readiness> {
  try {
    await db.query('SELECT 1');
  } catch {
    return { ready: false, database: 'down', migrations: 'unknown' };
  }
  try {
    const pending = await db.showMigrations();
    return { ready: !pending, database: 'up', migrations: pending ? 'pending' : 'applied' };
  } catch {
    return { ready: false, database: 'up', migrations: 'unknown' };
  }
}

/** `readiness(db)`, asked once at a time: probes that arrive together (several checkers, or a flood of them) share one answer. */
export function readinessProbe(db: DataSource): () => Promise<Readiness> {
  let running: Promise<Readiness> | undefined;
  return () => (running ??= readiness(db).finally(() => (running = undefined)));
}

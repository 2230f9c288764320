import PgBoss from 'pg-boss';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { log } from './log';

/** pg-boss keeps its tables in their own schema, beside the shop's. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * Every queue the shop runs, made when the database is migrated (so a job can be sent from any
 * process, the command line included, before any worker ever started).
 */
export const JOB_QUEUES = ['mail.send', 'catalog.import', 'account.password-reset'] as const;
export type JobQueueName = (typeof JOB_QUEUES)[number];

/** How a job is retried when its handler throws: `retryDelaySeconds` × 2^n (plus jitter) before retry n. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
}

export interface JobOptions extends RetryPolicy {
  /** A job still running after this long is failed (and retried). */
  expireInSeconds?: number;
}

export interface RunningJob<T> {
  id: string;
  data: T;
  /** 0 on the first try. */
  retryCount: number;
  retryLimit: number;
}

/**
 * What a statement that could not run answers: no `rows` at all, which pg-boss reads as "nothing
 * fetched, nothing affected" (an empty array would not do: it reads a done/failed count as `rows[0].count`).
 */
const STATEMENT_NOT_RUN = { rows: undefined as unknown as any[] };

/**
 * pg-boss's statements run through TypeORM's connections: the shop's pool (no second pool to size), or
 * the caller's transaction. Structured results, so an `UPDATE … RETURNING` answers its rows too.
 */
function dataSourceExecutor(db: DataSource, tracking?: { inFlight: Set<Promise<unknown>>; stopped: () => boolean }): PgBoss.Db {
  async function run(text: string, values?: unknown[]) {
    let qr: QueryRunner | undefined;
    try {
      qr = db.createQueryRunner();
      const result = await qr.query(text, values ?? [], true);
      return { rows: (result.records ?? []) as any[] };
    } catch (err) {
      // pg-boss marks a finished job done (or failed) without awaiting it: once the queue was stopped (a
      // handler that outlived stop()'s wait, the pool closed meanwhile), a failure here would be an
      // unhandled rejection. The job then expires and runs again, as after a crash.
      if (tracking?.stopped()) {
        log.warn({ scope: 'jobs', err }, 'job queue statement failed after the queue stopped');
        return STATEMENT_NOT_RUN;
      }
      throw err;
    } finally {
      await qr?.release().catch(() => undefined);
    }
  }
  const inFlight = tracking?.inFlight;
  return {
    executeSql(text: string, values?: unknown[]) {
      const statement = run(text, values);
      if (!inFlight) return statement;
      inFlight.add(statement);
      const forget = () => inFlight.delete(statement);
      statement.then(forget, forget);
      return statement;
    },
  };
}

/** The caller's transaction: a job sent through it exists exactly when the transaction commits. */
function transactionExecutor(em: EntityManager): PgBoss.Db {
  const qr = em.queryRunner;
  if (!qr || !qr.isTransactionActive) throw new Error('a job is sent inside the transaction of the change it follows');
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await qr.query(text, values ?? [], true);
      return { rows: (result.records ?? []) as any[] };
    },
  };
}
function bossFor(db: DataSource, pollingIntervalSeconds = 2, tracking?: { inFlight: Set<Promise<unknown>>; stopped: () => boolean }): PgBoss {
  return new PgBoss({
    db: dataSourceExecutor(db, tracking),
    schema: JOBS_SCHEMA,
    // Recurring work stays with background-jobs.ts; pg-boss does only queues here.
    schedule: false,
    pollingIntervalSeconds,
    // Jobs done or given up are kept a week (what an operator may want to look at), then deleted.
    deleteAfterDays: 7,
  });
}

/**
 * Creates pg-boss's schema (or brings it to this pg-boss's version) and the shop's queues. Run with the
 * migrations, by whichever process migrates; pg-boss takes an advisory lock, so concurrent runs agree.
 */
export async function prepareJobQueues(db: DataSource): Promise<void> {
  const boss = bossFor(db);
  boss.on('error', (err) => log.error({ scope: 'jobs', err }, 'job queue error'));
  await boss.start();
  try {
    for (const name of JOB_QUEUES) await boss.createQueue(name);
  } finally {
    await boss.stop({ graceful: false, close: false, wait: true });
  }
}

/**
 * The durable job queue every server process shares: jobs live in PostgreSQL (schema `pgboss`), so a
 * job sent by one process or machine may be run by any other, and a restart loses none. A handler that
 * throws is retried with exponential back-off up to its retry limit; handlers must be idempotent, as a
 * process that dies mid-job leaves it to expire and run again.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;
  /** pg-boss's statements still running, and our handlers still running: `stop` waits for both. */
  private readonly inFlight = new Set<Promise<unknown>>();
  private runningHandlers = 0;
  private stopped = false;

  constructor(
    private readonly db: DataSource,
    opts: { pollingIntervalSeconds?: number } = {},
  ) {
    this.boss = bossFor(db, opts.pollingIntervalSeconds, { inFlight: this.inFlight, stopped: () => this.stopped });
    this.boss.on('error', (err) => log.error({ scope: 'jobs', err }, 'job queue error'));
  }

  /**
   * Sends a job in the caller's transaction (`ctx.em` must be a transaction's): it is written with the
   * change it follows, so a rolled-back change sends nothing and a committed one cannot lose its job.
   * Works without `start()`: the command line sends jobs that the servers' workers run.
   */
  async send<T extends object>(ctx: { em: EntityManager }, name: JobQueueName, data: T, opts: JobOptions): Promise<string | null> {
    return this.boss.send(name, data, {
      db: transactionExecutor(ctx.em),
      retryLimit: opts.retryLimit,
      retryDelay: opts.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: opts.expireInSeconds ?? 15 * 60,
    });
  }

  /** Starts this process's part: maintenance (expiring stuck jobs, deleting old ones) and the workers added next. */
  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
    this.stopped = false;
  }

  /**
   * Runs `handler` for each job of `queue`, one at a time per call (call it n times for n at once);
   * a throw fails the try and pg-boss retries it later with back-off.
   */
  async work<T extends object>(queue: JobQueueName, handler: (job: RunningJob<T>) => Promise<void>): Promise<void> {
    await this.boss.work<T>(queue, { batchSize: 1, includeMetadata: true }, async ([job]) => {
      this.runningHandlers++;
      try {
        await handler({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
      } finally {
        this.runningHandlers--;
      }
    });
  }

  /**
   * Stops the workers (a job in hand is finished first, for up to `timeoutMs`). The database stays open,
   * and nothing of this queue's touches it once this resolves, so the caller may close it next.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    const deadline = Date.now() + timeoutMs;
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: timeoutMs });
    // pg-boss's stop resolves once no job is in hand, but it marks a finished job done without awaiting
    // that statement, and a worker may still be fetching: closing the pool then would fail them
    // ("Connection terminated") as unhandled rejections. Wait for them to settle.
    while ((this.inFlight.size > 0 || this.runningHandlers > 0) && Date.now() < deadline) {
      await Promise.race([Promise.allSettled([...this.inFlight]), new Promise((resolve) => setTimeout(resolve, 20))]);
    }
    this.stopped = true;
  }

  /** The database this queue is kept in. */
  get dataSource(): DataSource {
    return this.db;
  }
}

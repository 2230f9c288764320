import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectAndMigrate } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { JobQueue } from './jobs';

let testDb: TestDatabase;
let db: DataSource;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = await connectAndMigrate(testDb.url);
});
afterAll(async () => {
  if (db?.isInitialized) await db.destroy();
  await testDb?.drop();
});

it('stop() resolves only once a finished job is marked done, so the database can be closed next', async () => {
  const queue = new JobQueue(db, { pollingIntervalSeconds: 0.5 });
  await queue.start();
  let started!: () => void;
  const handlerStarted = new Promise<void>((resolve) => (started = resolve));
  let finish!: () => void;
  const handlerMayFinish = new Promise<void>((resolve) => (finish = resolve));
  await queue.work('mail.send', async () => {
    started();
    await handlerMayFinish;
  });
  const jobId = await db.transaction((em) => queue.send({ em }, 'mail.send', { to: 'a@example.com' }, { retryLimit: 0, retryDelaySeconds: 1 }));
  await handlerStarted;

  // Another session holds the job's row, so pg-boss's "done" statement waits until we let it go.
  const holder = new Client({ connectionString: testDb.url });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM pgboss.job WHERE id = $1 FOR UPDATE', [jobId]);
    const stopping = queue.stop();
    finish();
    let stopped = false;
    void stopping.then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(stopped, 'stop() resolved while the job was still being marked done').toBe(false);
    await holder.query('COMMIT');
    await stopping;
    const { rows } = await holder.query('SELECT state FROM pgboss.job WHERE id = $1', [jobId]);
    expect(rows[0].state).toBe('completed');
  } finally {
    await holder.end();
  }
  // Closing the pool now leaves no statement of the queue's to fail.
  await db.destroy();
});

it('a handler that outlives stop() and fails once the database is closed leaves no unhandled rejection', async () => {
  const own = await connectAndMigrate(testDb.url);
  const queue = new JobQueue(own, { pollingIntervalSeconds: 0.5 });
  await queue.start();
  let started!: () => void;
  const handlerStarted = new Promise<void>((resolve) => (started = resolve));
  let finish!: () => void;
  const handlerMayFinish = new Promise<void>((resolve) => (finish = resolve));
  let handlerFailed = false;
  await queue.work('mail.send', async () => {
    started();
    await handlerMayFinish;
    try {
      // What a slow handler meets after shutdown: the pool is gone.
      await own.query('SELECT 1');
    } catch (err) {
      handlerFailed = true;
      throw err;
    }
  });
  await own.transaction((em) => queue.send({ em }, 'mail.send', { to: 'b@example.com' }, { retryLimit: 0, retryDelaySeconds: 1 }));
  await handlerStarted;

  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    // The handler is still running when stop() gives up waiting (pg-boss's least timeout is 1 s).
    await queue.stop(1_000);
    await own.destroy();
    finish();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(handlerFailed).toBe(true);
    expect(unhandled.map(String)).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});

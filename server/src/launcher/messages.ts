/** What a worker tells the launcher's primary over the cluster's IPC channel. */
export type WorkerMessage =
  /** Backend and gateway listen: `url` is the shop's origin, `backendUrl` where the backend listens (loopback). */
  | { type: 'ready'; url: string; backendUrl: string }
  /** The worker could not start; it exits right after sending this. */
  | { type: 'failed'; message: string }
  /** Sent every HEARTBEAT_MS while the worker's event loop turns: a worker that stops sending is stuck. */
  | { type: 'alive' };

export const HEARTBEAT_MS = 1000;

/** Environment the primary hands each worker: where the database it opened is, and how many connections each may hold. */
export const WORKER_ENV = {
  databaseUrl: 'DATABASE_URL',
  poolSize: 'RANGREZ_WORKER_POOL_SIZE',
} as const;

export const isWorkerMessage = (m: unknown): m is WorkerMessage =>
  typeof m === 'object' && m !== null && ['ready', 'failed', 'alive'].includes((m as WorkerMessage).type);

import { Client } from 'pg';
import { log } from '../common/log';
import { readChange, SHOP_CHANGES_CHANNEL, type ShopChange } from '../common/shop-changes';

/** Hears every change announced with publishChange, from any process on any machine sharing the database. */
export interface ShopChangeFeed {
  /** Calls `listener` for every change from now on; answers the way to stop. */
  subscribe(listener: (change: ShopChange) => void): () => void;
  /** Resolves once the feed listens (changes committed before that are not heard). */
  readonly ready: Promise<void>;
  stop(): Promise<void>;
}

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5000;

/**
 * LISTENs on one connection of its own (a pooled one would be handed to queries). When the connection
 * drops, changes committed meanwhile are lost to it: once it listens again it reports a change of
 * everything, so nothing cached during the gap outlives it.
 */
export function listenForShopChanges(databaseUrl: string): ShopChangeFeed {
  const listeners = new Set<(change: ShopChange) => void>();
  let client: Client | undefined;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;
  let everListened = false;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const emit = (change: ShopChange) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (e) {
        log.error({ scope: 'shop-changes', err: e }, 'a change listener failed');
      }
    }
  };

  const reconnectLater = (reason: string) => {
    if (stopped || retry) return;
    log.warn({ scope: 'shop-changes', reason, retryMs }, 'change feed disconnected; caches rely on their max ages until it is back');
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
  };

  async function connect() {
    const c = new Client({ connectionString: databaseUrl, application_name: 'rangrez-shop-changes' });
    client = c;
    c.on('notification', (msg) => {
      if (msg.channel === SHOP_CHANGES_CHANNEL) emit(readChange(msg.payload));
    });
    c.on('error', (e) => {
      void c.end().catch(() => undefined);
      reconnectLater(e.message);
    });
    c.on('end', () => {
      if (client === c) reconnectLater('connection ended');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${SHOP_CHANGES_CHANNEL}`);
    } catch (e) {
      void c.end().catch(() => undefined);
      reconnectLater(e instanceof Error ? e.message : String(e));
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    retryMs = FIRST_RETRY_MS;
    if (everListened) emit({ kind: 'catalogue' });
    everListened = true;
    markReady();
  }

  void connect();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
      markReady();
    },
  };
}

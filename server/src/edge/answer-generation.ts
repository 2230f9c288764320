import crypto from 'node:crypto';
import { createClient } from '@keyv/redis';
import { log } from '../common/log';
import type { ShopChangeFeed } from './shop-change-feed';

/**
 * The generation of the shop's public data that cached answers are keyed under. Every published
 * change moves it on, so every answer cached before becomes unreachable at once (one counter, not a
 * scan of keys), and left to expire. A request takes the generation once, before it reads any data, and
 * stores its answer under that one: an answer computed from data read before a change can therefore
 * never be stored under the generation that follows the change.
 */
export interface AnswerGeneration {
  current(): string;
  stop(): Promise<void>;
}

const REDIS_TIMEOUT_MS = 250;

/**
 * In memory (each process has its own response cache): a counter of this process, moved on by every
 * change the feed hears.
 *
 * With Redis (several processes or machines share one response cache, so they must agree on the
 * generation): a counter in Redis. Each process that hears a change from the database INCRs it and
 * PUBLISHes the new value; every process takes the highest value it has seen or been told, so a
 * gateway without a database follows through Redis alone. Every value was issued after the change that
 * led to it had committed, so no answer from before a change is reachable under a value issued after
 * it. Until it has read the counter, and while Redis is unreachable after a change, a process uses a
 * generation of its own (its entries are then not shared), and catches up when Redis answers.
 */
export function answerGeneration(opts: { changes?: ShopChangeFeed; redisUrl?: string; namespace?: string }): AnswerGeneration {
  if (!opts.redisUrl) {
    let n = 0;
    const unsubscribe = opts.changes?.subscribe(() => void n++);
    return { current: () => String(n), stop: async () => unsubscribe?.() };
  }
  return sharedGeneration(opts.redisUrl, opts.namespace ?? 'rangrez:response-cache', opts.changes);
}

function sharedGeneration(redisUrl: string, namespace: string, changes: ShopChangeFeed | undefined): AnswerGeneration {
  const key = `${namespace}:generation`;
  const channel = key;
  /** Told apart from other processes' generations while Redis is unreachable. */
  const own = crypto.randomBytes(4).toString('hex');
  let shared = 0;
  /** Whether `shared` has been read from Redis yet. */
  let synced = false;
  /** Changes heard while Redis could not be told: they still need an INCR. */
  let missed = 0;
  let stopped = false;

  const client = createClient({ url: redisUrl, disableOfflineQueue: true, socket: { connectTimeout: 1000 } });
  const subscriber = client.duplicate();
  let lastLogged = 0;
  const warn = (e: unknown) => {
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    log.warn({ scope: 'answer-generation', reason: e instanceof Error ? e.message : String(e) }, 'Redis unreachable: cached answers are not shared until it is back');
  };
  client.on('error', warn);
  subscriber.on('error', warn);
  const timeout = <T>(p: Promise<T>) =>
    Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), REDIS_TIMEOUT_MS).unref())]);

  const adopt = (value: number) => {
    if (!Number.isSafeInteger(value) || value <= 0) return;
    synced = true;
    if (value > shared) shared = value;
  };

  // A lost key (a restarted or evicting Redis) starts again from the clock, above any count issued before.
  const ensureKey = () => client.sendCommand(['SET', key, String(Date.now()), 'NX']);

  const advance = async () => {
    try {
      const value = await timeout(
        (async () => {
          await ensureKey();
          return Number(await client.incr(key));
        })(),
      );
      missed = 0;
      adopt(value);
      await timeout(client.publish(channel, String(value))).catch(warn);
    } catch (e) {
      missed++;
      warn(e);
    }
  };

  const sync = async () => {
    if (missed) return advance();
    try {
      const value = await timeout(
        (async () => {
          await ensureKey();
          return Number(await client.get(key));
        })(),
      );
      adopt(value);
    } catch (e) {
      warn(e);
    }
  };

  client.on('ready', () => void sync());
  void client.connect().catch(warn);
  void subscriber
    .connect()
    .then(() => subscriber.subscribe(channel, (message) => adopt(Number(message))))
    .catch(warn);
  // After a reconnect, values published while away are read back.
  subscriber.on('ready', () => void sync());

  const unsubscribe = changes?.subscribe(() => void advance());
  return {
    current: () => (missed || !synced ? `${shared}.${own}.${missed}` : String(shared)),
    async stop() {
      if (stopped) return;
      stopped = true;
      unsubscribe?.();
      await Promise.all([client, subscriber].map((c) => (c.isOpen ? c.close().catch(() => undefined) : Promise.resolve())));
    },
  };
}

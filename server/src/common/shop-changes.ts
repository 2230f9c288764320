import type { RequestContext } from '../context';

/**
 * What kind of shopper-facing data changed. Every kind currently invalidates every cached public
 * answer (a product's price shows in listings, search, its page and the sitemap; a hidden review moves
 * its product's rating on every card), so the kind says what happened, for logs and for finer
 * invalidation later; it does not narrow what is dropped.
 */
export type ShopChangeKind = 'product' | 'catalogue' | 'stock' | 'review' | 'media' | 'settings';

export interface ShopChange {
  kind: ShopChangeKind;
  /** The records that changed, when a few (left out beyond MAX_IDS: the notification's size is bounded). */
  ids?: string[];
}

/** The PostgreSQL notification channel every server process listens on. */
export const SHOP_CHANGES_CHANNEL = 'rangrez_shop_changes';

/** PostgreSQL refuses notification payloads of 8000 bytes or more; 50 UUIDs stay far below. */
const MAX_IDS = 50;
const KINDS: readonly ShopChangeKind[] = ['product', 'catalogue', 'stock', 'review', 'media', 'settings'];

/**
 * Announces that data shoppers see has changed, so that every server process (on every machine that
 * shares the database) drops the cached answers that may show it: GraphQL and REST answers, and the
 * server-rendered pages and sitemap built from them. Call it with the same context as the write, right
 * after it. It is a `pg_notify` on the caller's connection, so inside a transaction it is delivered when
 * that transaction commits and never if it rolls back; outside one, at once. Services publish what
 * changed; they do not know which caches exist (the edge listens: edge/shop-change-feed.ts).
 */
export async function publishChange(ctx: Pick<RequestContext, 'em'>, change: ShopChange): Promise<void> {
  const ids = change.ids && change.ids.length <= MAX_IDS ? [...new Set(change.ids)] : undefined;
  await ctx.em.query('SELECT pg_notify($1, $2)', [SHOP_CHANGES_CHANNEL, JSON.stringify(ids ? { kind: change.kind, ids } : { kind: change.kind })]);
}

/** A notification's payload as the change it announces; anything unreadable counts as a change of everything. */
export function readChange(payload: string | undefined): ShopChange {
  try {
    const parsed = JSON.parse(payload ?? '') as { kind?: unknown; ids?: unknown };
    const kind = KINDS.find((k) => k === parsed.kind) ?? 'catalogue';
    const ids = Array.isArray(parsed.ids) ? parsed.ids.filter((id): id is string => typeof id === 'string') : undefined;
    return ids ? { kind, ids } : { kind };
  } catch {
    return { kind: 'catalogue' };
  }
}

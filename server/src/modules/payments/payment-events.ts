/**
 * What a payment provider tells the shop, in the shop's words: no provider's field names or formats
 * reach the orders module. Adapters build these from their webhooks and checkout signatures.
 */
export type PaymentEvent =
  /** `currency` as the provider wrote it ('' when it wrote none): the shop takes INR only. */
  | { kind: 'payment_captured'; providerOrderId: string; paymentId: string; amountPaise: number; currency: string }
  | { kind: 'payment_failed'; providerOrderId: string; paymentId?: string };

/** A webhook as it arrived: the raw bytes its signature covers, the parsed body, the provider's headers. */
export interface IncomingWebhook {
  rawBody?: Buffer;
  signature?: string;
  eventId?: string;
  body: unknown;
}

/**
 * A webhook the adapter authenticated: the neutral event (null when it is one we do not act on) and
 * the keys under which a copy of it counts as already seen (event id, event name + payment id).
 */
export type VerifiedWebhook = { valid: false } | { valid: true; event: PaymentEvent | null; dedupKeys: string[] };

/**
 * Applies a payment event inside the webhook's transaction; what it returns runs after the commit
 * (e.g. a refund through the provider, which must not hold the transaction open). 'refused': the event
 * does not match the stored order (amount, currency) and was recorded as refused, in the same transaction;
 * nothing else changed.
 */
export type PaymentEventConsumer = (tx: import('../../context').RequestContext, event: PaymentEvent) => Promise<(() => Promise<void>) | 'refused' | void>;

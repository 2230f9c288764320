import type { RequestContext } from '../context';

/**
 * Something that happened to an order, as the module that made it happen records it: a lifecycle
 * transition (`event` is the lifecycle's event name: placed, shipped, delivered, …) or a step of a
 * return or exchange (`return_requested`, …, with `subjectId` naming the request).
 */
export interface OrderEventMessage {
  orderId: string;
  event: string;
  from: string | null;
  to: string;
  /** The return or exchange request a return step is about. */
  subjectId?: string;
}

type Subscriber = (tx: RequestContext, e: OrderEventMessage) => Promise<void>;

const subscribers = new Map<string, Subscriber>();

/**
 * The order modules' outlet for what happened, so they need not know who cares (mail, later others):
 * subscribers run in the publisher's transaction, so whatever they write (a mail queued) commits or
 * rolls back with the change itself. A subscriber that throws fails the change.
 */
export const orderEvents = {
  /** Adds (or, under the same name, replaces) a subscriber: wiring is idempotent. */
  subscribe(name: string, fn: Subscriber): void {
    subscribers.set(name, fn);
  },

  async publish(tx: RequestContext, e: OrderEventMessage): Promise<void> {
    for (const fn of subscribers.values()) await fn(tx, e);
  },
};

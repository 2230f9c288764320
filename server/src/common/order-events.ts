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
  /** What the cause wrote with a transition (a cancellation's reason), for the documents it issues. */
  note?: string | null;
  /**
   * The order with its lines as the event leaves them, when the publisher has them: subscribers read
   * it instead of the tables. A placement publishes `placed` BEFORE it writes the order, in the same
   * transaction (so the products' rows are not held while subscribers write; a refusal rolls their
   * writes back): the order is then not in the tables yet, and this is the only way to read it.
   * Absent otherwise: subscribers read the order.
   */
  written?: object;
}

type Subscriber = (tx: RequestContext, e: OrderEventMessage) => Promise<void>;

const subscribers = new Map<string, Subscriber>();
let wired = false;

/** Thrown when a process changes an order before its subscribers were wired: credit notes and mails would be skipped silently. */
export const NOT_WIRED = 'order events published before wireSubscribers() ran: this process would skip invoices, credit notes, returns and mails';

/**
 * The order modules' outlet for what happened, so they need not know who cares (documents, returns,
 * mail): subscribers run in the publisher's transaction, so whatever they write (an invoice, a mail
 * queued) commits or rolls back with the change itself. A subscriber that throws fails the change.
 * Subscribers are wired in one place, flows/subscribers.ts (`wireSubscribers`), which every process
 * calls; publishing before it did is refused, so a process that forgot it fails at the first order
 * change instead of silently skipping a credit note.
 */
export const orderEvents = {
  /** Adds (or, under the same name, replaces) a subscriber: wiring is idempotent. */
  subscribe(name: string, fn: Subscriber): void {
    subscribers.set(name, fn);
  },

  /** The subscribers are all there (called last by wireSubscribers). */
  markWired(): void {
    wired = true;
  },

  /** The names of the subscribers, in the order they run. */
  subscriberNames(): string[] {
    return wired ? [...subscribers.keys()] : [];
  },

  async publish(tx: RequestContext, e: OrderEventMessage): Promise<void> {
    if (!wired) throw new Error(NOT_WIRED);
    for (const fn of subscribers.values()) await fn(tx, e);
  },
};

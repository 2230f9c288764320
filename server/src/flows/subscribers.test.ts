import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderEvents } from '../common/order-events';
import { aProduct, aShopper } from '../test/builders';
import { aBuyNowOrder } from '../test/order-builders';
import { startTestShop, type TestShop } from '../test/shop';

/**
 * What follows an order event (documents, returns, mail) is wired by ONE function, wireSubscribers
 * (flows/subscribers.ts), that every process calls. A process that forgot it must fail at its first
 * order change, not silently skip a credit note.
 */
describe('order-event subscribers', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it('a started shop has every subscriber wired, in order: promotions, documents, returns, mail', async () => {
    expect(orderEvents.subscriberNames()).toEqual(['promotions', 'documents', 'returns', 'mail']);
    const product = await aProduct(shop.app.db, { stock: 3 });
    const shopper = await aShopper(shop);
    const id = await aBuyNowOrder(shop, shopper.token, product.id, { size: product.availableSizes[0] });
    // The placed order's mail was queued by the mail subscriber, in the order's transaction.
    const mails = await shop.app.db.query(`SELECT kind FROM mail_message WHERE idempotency_key LIKE $1`, [`order:${id}:%`]);
    expect(mails.map((m: { kind: string }) => m.kind)).toContain('order.placed');
  });

  it('a process that starts without wireSubscribers() fails at its first order event, naming what it would skip', async () => {
    vi.resetModules();
    const fresh = (await import('../common/order-events')) as typeof import('../common/order-events');
    expect(fresh.orderEvents.subscriberNames()).toEqual([]);
    await expect(fresh.orderEvents.publish({} as never, { orderId: 'x', event: 'cancelled_by_staff', from: 'shipped', to: 'cancelled' })).rejects.toThrow(fresh.NOT_WIRED);
  });
});

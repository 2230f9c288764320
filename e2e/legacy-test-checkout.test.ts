import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OrderEntity } from '../server/src/modules/orders/order.entity';
import { aProduct, aShopper, A_DELIVERY_ADDRESS } from '../server/src/test/builders';
import { describeInBrowser, openShopInBrowser, type BrowserSession } from './support/browser';

/**
 * A legacy storefront lives on its own origin and loads the shop's test-mode checkout script from the
 * shop. The script must pay at the shop it came from, not at the page's server.
 */
describeInBrowser('the test-mode checkout on a legacy storefront served from another origin', () => {
  let s: BrowserSession;
  let storefront: http.Server;
  let storefrontUrl: string;
  /** API calls that reached the storefront's own server: the script must make none. */
  const strayCalls: string[] = [];

  beforeAll(async () => {
    s = await openShopInBrowser();
    storefront = http.createServer((req, res) => {
      if (req.url?.startsWith('/api/')) strayCalls.push(`${req.method} ${req.url}`);
      res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>Old storefront</title><script src="${s.shop.url}/test-checkout.js"></script>`);
    });
    await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
    storefrontUrl = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => storefront?.close(resolve));
    await s?.close();
  });

  it('Buy Now online → Pay in the test window → verify-payment, all across origins', async () => {
    const { page, shop } = s;
    const mug = await aProduct(shop.app.db, { name: 'Cross Origin Mug', kind: 'mug', color: 'white', availableSizes: [], pricePaise: 34999, stock: 4 });
    const { token } = await aShopper(shop);
    await page.goto(storefrontUrl);
    expect(new URL(page.url()).origin).not.toBe(new URL(shop.url).origin);

    // What the legacy client does: place the order, open Razorpay's checkout with it, and post our
    // order _id with the payment's id and signature from the handler.
    const paid = page.evaluate(
      async ({ api, token, productId, address }) => {
        const headers = { 'content-type': 'application/json', authorization: `bearer ${token}` };
        const placed = await fetch(`${api}/api/v1/orders/order/${productId}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ quantity: 1, paymentMode: 'Razorpay', size: 'NA', ...address, userName: 'Asha', email: 'asha@example.in' }),
        }).then((r) => r.json());
        const order = placed.order;
        return new Promise<{ status: number; orderId: string }>((resolve, reject) => {
          const rzp = new (window as any).Razorpay({
            key: 'rzp_test_legacy',
            amount: order.amount * 100,
            currency: 'INR',
            name: 'Old storefront',
            order_id: order.razorpayOrderId,
            handler: async (response: { razorpay_payment_id: string; razorpay_signature: string }) => {
              const verified = await fetch(`${api}/api/v1/orders/verify-payment`, {
                method: 'POST',
                headers,
                body: JSON.stringify({ order_id: order._id, payment_id: response.razorpay_payment_id, signature: response.razorpay_signature, user: {} }),
              });
              resolve({ status: verified.status, orderId: order._id });
            },
            modal: { ondismiss: () => reject(new Error('dismissed')) },
          });
          rzp.on('payment.failed', () => reject(new Error('payment failed')));
          rzp.open();
        });
      },
      { api: shop.url, token, productId: mug.id, address: A_DELIVERY_ADDRESS },
    );

    const payWindow = page.getByRole('dialog', { name: /Test payment/ });
    await payWindow.waitFor();
    await expect.poll(() => payWindow.getByTestId('test-checkout-amount').textContent()).toBe('₹419.99'); // ₹349.99 and ₹70 shipping below ₹1,000 (the shop's rules)
    await payWindow.getByRole('button', { name: 'Pay', exact: true }).click();

    // A script that calls the page's own server shows its error instead of ever calling the handler.
    const unreachable = page
      .getByText('The test payment could not reach the shop. Try again.')
      .waitFor({ timeout: 60_000 })
      .then(
        () => 'the test payment did not reach the shop',
        () => 'no outcome',
      );
    const outcome = await Promise.race([paid, unreachable]);
    if (typeof outcome === 'string') throw new Error(outcome);
    const { status, orderId } = outcome;
    expect(status).toBe(200);
    expect(await shop.app.db.getRepository(OrderEntity).findOneByOrFail({ id: orderId })).toMatchObject({ isPaid: true, status: 'confirmed' });
    expect(strayCalls).toEqual([]);
  });
});

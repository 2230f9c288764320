import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductEntity } from '../server/src/modules/catalog/product.entity';
import { aProduct, A_DELIVERY_ADDRESS, fewestInStock } from '../server/src/test/builders';
import type { TestShop } from '../server/src/test/shop';
import { describeInBrowser, openShopInBrowser, snapshot, type BrowserSession } from './support/browser';
import { logInAsNewShopper, writeStoredSession } from './support/session';

const ADD = 'mutation($input: AddToCartInput!) { addToCart(input: $input) { id } }';

/** A logged-in shopper whose cart holds a t-shirt in size M and a mug, and whose address is stored. */
async function shopperWithCart(page: Page, shop: TestShop) {
  const tee = await aProduct(shop.app.db, { name: `Cart Tee ${Date.now()}`, availableSizes: ['S', 'M', 'L'], pricePaise: 45999, mrpPaise: 79999, stock: 4 });
  const mug = await aProduct(shop.app.db, { name: `Cart Mug ${Date.now()}`, kind: 'mug', color: 'white', availableSizes: [], pricePaise: 29999, mrpPaise: 49999, stock: 3 });
  const { token } = await logInAsNewShopper(page, shop);
  await shop.gql(ADD, { input: { productId: tee.id, size: 'M' } }, token);
  await shop.gql(ADD, { input: { productId: mug.id } }, token);
  await writeStoredSession(page, { delivery: A_DELIVERY_ADDRESS }, '/cart');
  return { tee, mug, token };
}

const cartLines = async (shop: TestShop, token: string) => ((await shop.gql('{ cart { items { quantity } } }', {}, token)).body.data.cart.items as unknown[]).length;

/** PLACE ORDER → Pay Now: the test-mode payment window, open. */
async function openPayWindow(page: Page) {
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await page.getByRole('dialog', { name: 'Confirm Your Order' }).getByRole('button', { name: 'Pay Now' }).click();
  const payWindow = page.getByRole('dialog', { name: 'Rangrez · Test payment' });
  await payWindow.waitFor();
  return payWindow;
}

async function toCheckout(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await page.waitForURL((u) => u.pathname === '/order' && u.searchParams.get('from') === 'cart');
  await expect.poll(() => page.getByTestId('checkout-line').count()).toBe(2);
}

describeInBrowser('checkout: the cart to one order', () => {
  let s: BrowserSession;
  const stockOf = (id: string) => fewestInStock(s.shop.app.db, id);

  beforeAll(async () => {
    s = await openShopInBrowser();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('two products → PROCEED TO CHECKOUT → PLACE ORDER → Cash on Delivery → My Orders shows one order with both lines', async () => {
    const { page, shop } = s;
    const { tee, mug, token } = await shopperWithCart(page, shop);
    await toCheckout(page);
    await page.getByText('B-12, Tower 4, Amrapali Apartments').waitFor();
    await page.getByText('Size: M').waitFor();
    await page.getByTestId('checkout-line').filter({ hasText: mug.name }).getByRole('button', { name: 'Increase quantity' }).click();
    // A tee and two mugs under ₹500 are three items of the Buy 3 @ ₹999 collection: ₹999 and ₹70 shipping below ₹1,000.
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe('₹1,069.00');
    await snapshot(page, 'cart-checkout');

    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await page.getByRole('dialog', { name: 'Confirm Your Order' }).getByRole('button', { name: 'Cash on Delivery' }).click();
    await page.waitForURL('**/order/successfull');
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
    expect([await stockOf(tee.id), await stockOf(mug.id)]).toEqual([3, 1]);
    expect(await cartLines(shop, token)).toBe(0);

    await page.getByRole('link', { name: 'View My Orders' }).click();
    await expect.poll(() => page.getByTestId('order-card').count()).toBe(1);
    const card = page.getByTestId('order-card');
    await card.getByText(tee.name).waitFor();
    await card.getByText(mug.name).waitFor();
    await card.getByText('₹1,069.00').waitFor();
    await card.getByRole('button', { name: /^View Details/ }).click();
    const details = page.getByRole('dialog', { name: /^Order #/ });
    await expect.poll(() => details.getByTestId('order-line').count()).toBe(2);
    await details.getByText('Placed', { exact: true }).waitFor();
    await snapshot(page, 'cart-order-details');
  });

  it('Pay Now, paid: one payment for both lines; the cart is emptied of them once paid', async () => {
    const { page, shop } = s;
    const { tee, mug, token } = await shopperWithCart(page, shop);
    await toCheckout(page);
    const payWindow = await openPayWindow(page);
    await expect.poll(() => payWindow.getByTestId('test-checkout-amount').textContent()).toBe('₹829.98'); // ₹759.98 and ₹70 shipping below ₹1,000
    expect(await cartLines(shop, token)).toBe(2);
    await payWindow.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL('**/order/successfull');
    expect(await cartLines(shop, token)).toBe(0);
    expect([await stockOf(tee.id), await stockOf(mug.id)]).toEqual([3, 2]);
  });

  it('Pay Now, failed: every line’s stock comes back and the cart stays as it was', async () => {
    const { page, shop } = s;
    const { tee, mug, token } = await shopperWithCart(page, shop);
    await toCheckout(page);
    const payWindow = await openPayWindow(page);
    expect([await stockOf(tee.id), await stockOf(mug.id)]).toEqual([3, 2]);
    await payWindow.getByRole('button', { name: 'Fail', exact: true }).click();
    await page.locator('.Toastify').getByText('Payment failed. Please try again.', { exact: true }).waitFor();
    await expect.poll(async () => [await stockOf(tee.id), await stockOf(mug.id)]).toEqual([4, 3]);
    expect(await cartLines(shop, token)).toBe(2);
  });
});

describe('CART_CHECKOUT=off', () => {
  describeInBrowser('in the browser', () => {
    let s: BrowserSession;
    beforeAll(async () => {
      s = await openShopInBrowser({ env: { CART_CHECKOUT: 'off' } });
    });
    afterAll(async () => {
      await s?.close();
    });

    it("PROCEED TO CHECKOUT shows the 'Checkout Under Maintenance' modal", async () => {
      const { page, shop } = s;
      await shopperWithCart(page, shop);
      await page.goto('/cart');
      await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
      const dialog = page.getByRole('dialog', { name: 'Checkout Under Maintenance' });
      await dialog.waitFor();
      await dialog.getByText(/use Buy Now on the product page/).waitFor();
      await snapshot(page, 'cart-checkout-maintenance');
      expect(new URL(page.url()).pathname).toBe('/cart');
    });
  });
});

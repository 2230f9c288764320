import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ProductEntity } from '../server/src/modules/catalog/product.entity';
import { OrderEntity } from '../server/src/modules/orders/order.entity';
import { systemContext } from '../server/src/context';
import { ordersService } from '../server/src/modules/orders/orders.service';
import { aProduct, A_DELIVERY_ADDRESS, fewestInStock } from '../server/src/test/builders';
import { describeInBrowser, openShopInBrowser, snapshot, type BrowserSession } from './support/browser';
import { logInAsNewShopper, readStoredSession, writeStoredSession } from './support/session';

const DELIVERY = A_DELIVERY_ADDRESS;

/** What the product page's delivery form stores, then `open` (by default the page again) with it. */
const storeDelivery = (page: Page, delivery: typeof DELIVERY | null, open = page.url()) => writeStoredSession(page, { delivery }, open);

describeInBrowser('checkout: Buy Now to a confirmed order', () => {
  let s: BrowserSession;
  const stockOf = (id: string) => fewestInStock(s.shop.app.db, id);
  const ordersOf = (productId: string) => s.shop.app.db.getRepository(OrderEntity).find({ where: { lines: { productId } }, relations: { lines: true } });
  const toast = (text: string) => s.page.locator('.Toastify').getByText(text, { exact: true });

  beforeAll(async () => {
    s = await openShopInBrowser();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('product page → BUY NOW → address → PLACE ORDER → Cash on Delivery → confirmation → My Orders', async () => {
    const { page, shop } = s;
    const mug = await aProduct(shop.app.db, { name: 'Journey Mug', kind: 'mug', color: 'white', availableSizes: [], pricePaise: 29999, mrpPaise: 49999, stock: 5 });

    // A visitor: Buy Now checks the address first, then /order (login-only) sends them to /login,
    // which would bring them back to this checkout.
    await page.goto(`/product/${mug.id}`);
    await page.getByRole('button', { name: 'BUY NOW' }).click();
    await toast('all feilds are compulsory and mobile number should be valid !').waitFor();
    await storeDelivery(page, DELIVERY);
    await page.getByRole('button', { name: 'BUY NOW' }).click();
    await page.waitForURL((u) => u.pathname === '/login');

    await logInAsNewShopper(page, shop);
    await page.goto(`/product/${mug.id}`);
    await page.getByRole('button', { name: 'BUY NOW' }).click();
    await toast('all feilds are compulsory and mobile number should be valid !').waitFor();

    await storeDelivery(page, DELIVERY);
    await page.getByRole('button', { name: 'BUY NOW' }).click();
    await page.waitForURL((u) => u.pathname === '/order' && u.searchParams.get('product') === mug.id);
    await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
    await page.getByText('B-12, Tower 4, Amrapali Apartments').waitFor();

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    // The server quotes Buy Now with the cart's engine: below ₹1,000, the shipping rules add ₹70.
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe('₹969.97');
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe('₹669.98');
    expect(await page.getByTestId('checkout-shipping').textContent()).toBe('₹70.00');
    // No invented discount: the fixed '10% OFF' of the original client is gone.
    expect(await page.getByText('10% OFF').count()).toBe(0);
    await snapshot(page, 'checkout-desktop');

    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirm Your Order' });
    await modal.waitFor();
    // Focus moved into the modal; Escape closes it, PLACE ORDER opens it again.
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await modal.getByRole('button', { name: 'Cash on Delivery' }).click();

    await page.waitForURL('**/order/successfull');
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
    await page.getByText('Your items will arrive in 2-3 business days').waitFor();
    const [order] = await ordersOf(mug.id);
    expect(order).toMatchObject({ totalPaise: 59998 + 7000, paymentMode: 'COD', status: 'pending', isPaid: false, lines: [{ quantity: 2 }] });
    expect(await stockOf(mug.id)).toBe(3);

    await page.getByRole('link', { name: 'View My Orders' }).click();
    await page.waitForURL('**/myOrders');
    const card = page.getByTestId('order-card').first();
    await card.waitFor();
    const code = order.id.slice(-6).toUpperCase();
    await card.getByRole('heading', { name: `#${code}` }).waitFor();
    await card.getByText('confirmed', { exact: true }).waitFor();
    await card.getByText('CASH ON DELIVERY').waitFor();
    await card.getByText('₹669.98').waitFor();
    await snapshot(page, 'my-orders-desktop');

    // The operator ships it; the tracking id shows in the details, which close with Escape.
    await ordersService.ship(systemContext(shop.app), order.id, { trackingId: 'SR-2025-0001' });
    await page.reload();
    await page.getByTestId('order-card').first().getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: `Order #${code}` });
    await details.waitFor();
    for (const heading of ['Product Details', 'Order Summary', 'Shipping Details', 'Delivery Address', 'Payment Information']) {
      await details.getByRole('heading', { name: heading }).waitFor();
    }
    await details.getByText('SR-2025-0001').waitFor();
    await details.getByRole('region', { name: 'Shipping details' }).getByText('Shipped', { exact: true }).waitFor();
    // The spec's SKU field shows the line's own SKU (an item without sizes: its one variant's).
    const [{ sku }] = await shop.app.db.query(`SELECT sku FROM order_line WHERE order_id = $1`, [order.id]);
    expect(sku).toBeTruthy();
    await details.getByText(sku, { exact: true }).waitFor();
    await snapshot(page, 'order-details-desktop');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
    // Shipped: no Cancel any more.
    expect(await page.getByTestId('order-card').first().getByRole('button', { name: /^Cancel order/ }).count()).toBe(0);

    // The confirmation page is only for someone who just ordered.
    await page.goto('/order/successfull');
    await page.waitForURL((u) => u.pathname === '/');
  });

  it('Pay Now through the test-mode checkout: a successful payment, with the address typed at checkout', async () => {
    const { page, shop } = s;
    const tee = await aProduct(shop.app.db, { name: 'Journey Tee', availableSizes: ['S', 'M', 'L'], pricePaise: 45999, mrpPaise: 79999, stock: 4 });
    await logInAsNewShopper(page, shop);

    // A reload of /order keeps the product (it is in the URL); the address form is validated.
    await page.goto(`/order?product=${tee.id}&size=M&color=black`);
    await page.getByRole('heading', { name: 'Delivery Address' }).waitFor();
    await page.getByLabel('Mobile Number').fill('98765');
    await page.getByRole('button', { name: 'CONFIRM' }).click();
    await toast('Please enter all details mobile number should be valid containing exactly 10 digits !').waitFor();
    await page.getByLabel('Address (house no., building, street)').fill(DELIVERY.address);
    await page.getByLabel('Landmark').fill(DELIVERY.landmark);
    await page.getByLabel('Area / Locality').fill(DELIVERY.area);
    await page.getByLabel('District').fill(DELIVERY.district);
    await page.getByLabel('State').fill(DELIVERY.state);
    await page.getByLabel('Pincode').fill(DELIVERY.pincode);
    await page.getByLabel('Mobile Number').fill(DELIVERY.mobileNumber);
    await snapshot(page, 'checkout-address-edit');
    await page.getByRole('button', { name: 'CONFIRM' }).click();
    await page.getByRole('button', { name: 'EDIT' }).waitFor();
    const stored = (await readStoredSession(page))?.delivery;
    expect(stored).toEqual(DELIVERY);

    await page.getByText('Size: M').waitFor();
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await page.getByRole('dialog', { name: 'Confirm Your Order' }).getByRole('button', { name: 'Pay Now' }).click();

    const payWindow = page.getByRole('dialog', { name: 'Rangrez · Test payment' });
    await payWindow.waitFor();
    await expect.poll(() => payWindow.getByTestId('test-checkout-amount').textContent()).toBe('₹529.99');
    const [waiting] = await ordersOf(tee.id);
    expect(waiting).toMatchObject({ status: 'awaiting_payment', totalPaise: 45999 + 7000, lines: [{ size: 'M' }] });
    expect(await stockOf(tee.id)).toBe(3);
    await snapshot(page, 'test-checkout-window');
    await payWindow.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.waitForURL('**/order/successfull');
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
    const [paid] = await ordersOf(tee.id);
    expect(paid).toMatchObject({ status: 'confirmed', isPaid: true });
    expect(paid.paymentId).toMatch(/^pay_/);

    await page.getByRole('link', { name: 'View My Orders' }).click();
    const card = page.getByTestId('order-card').first();
    await card.getByText('PAID', { exact: true }).waitFor();

    // Cancelling a paid order before it ships refunds it and gives the stock back.
    await card.getByRole('button', { name: /^Cancel order/ }).click();
    await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await page.locator('.Toastify').getByText(/cancelled\. Your refund is on its way\./).waitFor();
    await card.getByText('cancelled', { exact: true }).waitFor();
    await expect.poll(() => stockOf(tee.id)).toBe(4);
    expect((await ordersOf(tee.id))[0]).toMatchObject({ status: 'cancelled', refundStatus: 'refunded' });
  });

  it('Pay Now through the test-mode checkout: a failed payment releases the stock and stays on checkout', async () => {
    const { page, shop } = s;
    const cap = await aProduct(shop.app.db, { name: 'Journey Cap', kind: 'cap', availableSizes: [], pricePaise: 34999, mrpPaise: 49999, stock: 1 });
    await logInAsNewShopper(page, shop);
    await storeDelivery(page, DELIVERY, `/product/${cap.id}`);
    await page.getByRole('button', { name: 'BUY NOW' }).click();
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await page.getByRole('dialog', { name: 'Confirm Your Order' }).getByRole('button', { name: 'Pay Now' }).click();
    const payWindow = page.getByRole('dialog', { name: 'Rangrez · Test payment' });
    await payWindow.waitFor();
    expect(await stockOf(cap.id)).toBe(0);
    await payWindow.getByRole('button', { name: 'Fail', exact: true }).click();

    await toast('Payment failed. Please try again.').waitFor();
    await expect.poll(() => stockOf(cap.id)).toBe(1);
    expect((await ordersOf(cap.id))[0]).toMatchObject({ status: 'payment_failed', isPaid: false });
    expect(new URL(page.url()).pathname).toBe('/order');
    // PLACE ORDER works again after the failure.
    await page.getByRole('button', { name: 'PLACE ORDER' }).waitFor();
    expect(await page.getByRole('button', { name: 'PLACE ORDER' }).isEnabled()).toBe(true);

    await page.goto('/myOrders');
    await page.getByTestId('order-card').first().getByText('payment failed', { exact: true }).waitFor();
  });

  it('phone layout: checkout and My Orders at 390 px', async () => {
    const { page, shop } = s;
    await page.setViewportSize({ width: 390, height: 844 });
    const mug = await aProduct(shop.app.db, { name: 'Phone Mug', kind: 'mug', availableSizes: [], stock: 3 });
    await logInAsNewShopper(page, shop);
    await storeDelivery(page, DELIVERY, `/order?product=${mug.id}`);
    await page.getByRole('button', { name: 'PLACE ORDER' }).waitFor();
    await snapshot(page, 'checkout-phone');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await page.getByRole('dialog', { name: 'Confirm Your Order' }).waitFor();
    await snapshot(page, 'confirm-modal-phone');
    await page.getByRole('button', { name: 'Cash on Delivery' }).click();
    await page.waitForURL('**/order/successfull');
    await snapshot(page, 'order-success-phone');
    await page.goto('/myOrders');
    await page.getByTestId('order-card').first().waitFor();
    // Scrolled to the top on entry, even though the checkout (the last fresh load) was scrolled down.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await snapshot(page, 'my-orders-phone');
    await page.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: /^Order #/ });
    await details.waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});

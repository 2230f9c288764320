import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ProductEntity } from '../server/src/modules/catalog/product.entity';
import { aProduct, fewestInStock } from '../server/src/test/builders';
import { aBuyNowOrder } from '../server/src/test/order-builders';
import { aStaffMember } from '../server/src/test/staff-builders';
import { describeInBrowser, openShopInBrowser, snapshot, type BrowserSession } from './support/browser';
import { logInAsNewShopper } from './support/session';

/**
 * The test-mode courier's journey as the shopper sees it in My Orders: staff book the parcel and the
 * courier (moved here through the staff API, as the back office's test-courier buttons do) takes it
 * out for delivery and delivers it; after each step the order's details show its status, the step in
 * the order timeline and the courier's scan in the tracking timeline, with the tracking id. A second
 * cash-on-delivery order comes back to the seller (RTO) and shows closed, its stock back on the shelf.
 */

describeInBrowser('tracking a parcel from the test courier in My Orders', () => {
  let s: BrowserSession;
  let staffToken: string;
  /** Returned to origin cancels an order: a manager's step (orders.cancel). */
  let managerToken: string;

  beforeAll(async () => {
    s = await openShopInBrowser();
    staffToken = (await aStaffMember(s.shop, 'support')).token;
    managerToken = (await aStaffMember(s.shop, 'manager')).token;
  });
  afterAll(async () => {
    await s?.close();
  });

  const stockOf = (id: string) => fewestInStock(s.shop.app.db, id);

  /** A staff GraphQL call that must succeed. */
  async function staff<T>(query: string, variables: Record<string, unknown>, field: string): Promise<T> {
    const res = await s.shop.gql(query, variables, variables.s === 'RTO_DELIVERED' ? managerToken : staffToken);
    expect(res.body.errors).toBeUndefined();
    return (res.body.data as Record<string, T>)[field];
  }
  const book = (id: string) => staff<{ trackingId: string }>('mutation($id: ID!) { bookShipment(id: $id) { trackingId } }', { id }, 'bookShipment');
  const advance = (id: string, status: string) =>
    staff<{ status: string }>('mutation($id: ID!, $s: ParcelStatus!) { advanceTestShipment(id: $id, status: $s) { status } }', { id, s: status }, 'advanceTestShipment');

  /** A cash-on-delivery order of `productId` placed by the logged-in shopper (as the legacy client places it). */
  const aCodOrder = (productId: string, token: string) => aBuyNowOrder(s.shop, token, productId);

  /** My Orders loaded afresh, and the order's details opened. */
  async function openDetails(orderId: string): Promise<Locator> {
    const { page } = s;
    const code = orderId.slice(-6).toUpperCase();
    await page.goto('/myOrders');
    const card = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `#${code}` }) });
    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: `Order #${code}` });
    await details.getByRole('heading', { name: 'Shipping Details' }).waitFor();
    return details;
  }

  /** The value beside a term in one of the details' lists (e.g. Status, Tracking ID). */
  const valueOf = (section: Locator, term: string) => section.locator('div', { has: section.page().locator(`dt:text-is("${term}")`) }).locator('dd');
  const orderTimeline = (details: Locator) => details.getByRole('region', { name: 'Order timeline' }).locator('li > span');
  const trackingTimeline = (details: Locator) => details.getByRole('list', { name: 'Tracking timeline' }).locator('li > span').first();

  it('ship, out for delivery, delivered: each shown in the order details with the tracking id and timeline', async () => {
    const { page, shop } = s;
    const { token } = await logInAsNewShopper(page, shop);
    const mug = await aProduct(shop.app.db, { name: 'Tracked Mug', kind: 'mug', availableSizes: [], pricePaise: 34999, stock: 5 });
    const orderId = await aCodOrder(mug.id, token);

    // Staff book the test courier: the order ships with its AWB as the tracking id.
    const { trackingId } = await book(orderId);
    expect(trackingId).toMatch(/^TEST\d{10}$/);
    let details = await openDetails(orderId);
    const summary = details.getByRole('region', { name: 'Order summary' });
    const shipping = details.getByRole('region', { name: 'Shipping details' });
    await expect.poll(() => valueOf(summary, 'Status').textContent()).toBe('shipped');
    expect(await valueOf(shipping, 'Shipping Status').textContent()).toBe('Shipped');
    expect(await valueOf(shipping, 'Courier').textContent()).toBe('Test Courier');
    expect(await valueOf(shipping, 'Tracking ID').textContent()).toBe(trackingId);
    expect(await valueOf(shipping, 'Parcel').textContent()).toBe('Ready for pickup');
    expect(await orderTimeline(details).allTextContents()).toEqual(['Placed', 'Shipped']);
    expect(await trackingTimeline(details).textContent()).toBe('Booked with Test Courier');

    // The courier picks it up, then it goes out for delivery: still shipped, the newest scan on top.
    expect((await advance(orderId, 'SHIPPED')).status).toBe('SHIPPED');
    details = await openDetails(orderId);
    await expect.poll(() => valueOf(details.getByRole('region', { name: 'Shipping details' }), 'Parcel').textContent()).toBe('Picked up');
    expect(await trackingTimeline(details).textContent()).toBe('Picked up from the seller · Test hub');

    expect((await advance(orderId, 'OUT_FOR_DELIVERY')).status).toBe('SHIPPED');
    details = await openDetails(orderId);
    await expect.poll(() => valueOf(details.getByRole('region', { name: 'Shipping details' }), 'Parcel').textContent()).toBe('Out for delivery');
    expect(await valueOf(details.getByRole('region', { name: 'Order summary' }), 'Status').textContent()).toBe('shipped');
    expect(await valueOf(details.getByRole('region', { name: 'Shipping details' }), 'Tracking ID').textContent()).toBe(trackingId);
    expect(await orderTimeline(details).allTextContents()).toEqual(['Placed', 'Shipped', 'Out for delivery']);
    expect(await trackingTimeline(details).textContent()).toBe('Out for delivery · Test hub');
    await details.getByRole('list', { name: 'Tracking timeline' }).scrollIntoViewIfNeeded();
    await snapshot(page, 'tracking-out-for-delivery');

    // Delivered: the order is delivered, the card says so too.
    expect((await advance(orderId, 'DELIVERED')).status).toBe('DELIVERED');
    details = await openDetails(orderId);
    await expect.poll(() => valueOf(details.getByRole('region', { name: 'Order summary' }), 'Status').textContent()).toBe('delivered');
    expect(await valueOf(details.getByRole('region', { name: 'Shipping details' }), 'Parcel').textContent()).toBe('Delivered');
    expect(await valueOf(details.getByRole('region', { name: 'Shipping details' }), 'Tracking ID').textContent()).toBe(trackingId);
    expect(await orderTimeline(details).allTextContents()).toEqual(['Placed', 'Shipped', 'Out for delivery', 'Delivered']);
    expect(await trackingTimeline(details).textContent()).toBe('Delivered · Test hub');
    await details.getByRole('list', { name: 'Tracking timeline' }).scrollIntoViewIfNeeded();
    await snapshot(page, 'tracking-delivered');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
    const card = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `#${orderId.slice(-6).toUpperCase()}` }) });
    await card.getByText('delivered', { exact: true }).waitFor();
    expect(await stockOf(mug.id)).toBe(4);
  });

  it('returned to the seller: the cash-on-delivery order shows closed, and its stock is back', async () => {
    const { page, shop } = s;
    const { token } = await logInAsNewShopper(page, shop);
    const mug = await aProduct(shop.app.db, { name: 'Returned Mug', kind: 'mug', availableSizes: [], pricePaise: 29999, stock: 3 });
    const orderId = await aCodOrder(mug.id, token);
    const { trackingId } = await book(orderId);
    expect(await stockOf(mug.id)).toBe(2);

    expect((await advance(orderId, 'RTO_INITIATED')).status).toBe('SHIPPED');
    let details = await openDetails(orderId);
    await expect.poll(() => valueOf(details.getByRole('region', { name: 'Shipping details' }), 'Parcel').textContent()).toBe('Returning to the seller');

    expect((await advance(orderId, 'RTO_DELIVERED')).status).toBe('CANCELLED');
    details = await openDetails(orderId);
    await expect.poll(() => valueOf(details.getByRole('region', { name: 'Order summary' }), 'Status').textContent()).toBe('cancelled');
    const shipping = details.getByRole('region', { name: 'Shipping details' });
    expect(await valueOf(shipping, 'Parcel').textContent()).toBe('Returned to the seller');
    expect(await valueOf(shipping, 'Tracking ID').textContent()).toBe(trackingId);
    expect(await orderTimeline(details).allTextContents()).toEqual(['Placed', 'Shipped', 'Returning to the seller', 'Returned to the seller']);
    expect(await trackingTimeline(details).textContent()).toBe('Returned to seller · Test hub');
    // Cash on delivery that never reached the shopper: nothing was paid, nothing is refunded.
    const payment = details.getByRole('region', { name: 'Payment information' });
    expect(await valueOf(payment, 'Payment Status').textContent()).toBe('Pending');
    expect(await valueOf(payment, 'Refund').count()).toBe(0);
    await details.getByRole('list', { name: 'Tracking timeline' }).scrollIntoViewIfNeeded();
    await snapshot(page, 'tracking-returned-to-seller');
    await page.keyboard.press('Escape');
    const card = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `#${orderId.slice(-6).toUpperCase()}` }) });
    await card.getByText('cancelled', { exact: true }).waitFor();
    expect(await stockOf(mug.id)).toBe(3);
  });
});

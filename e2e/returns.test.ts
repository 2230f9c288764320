import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { ProductEntity } from '../server/src/modules/catalog/product.entity';
import { paymentProvider } from '../server/src/modules/payments/providers';
import type { TestModePaymentProvider } from '../server/src/modules/payments/test-mode-provider';
import { A_DELIVERY_ADDRESS, aProduct, aShopper } from '../server/src/test/builders';
import { aBuyNowOrder } from '../server/src/test/order-builders';
import { aStaffMember } from '../server/src/test/staff-builders';
import { receiveReturn, signIn } from './support/back-office';
import { collectConsoleErrors, describeInBrowser, openShopInBrowser, screenshotsIn, type BrowserSession } from './support/browser';
import { writeStoredSession } from './support/session';

/**
 * Returns and exchanges as the policy promises, from the shopper's request in My Orders to the refund or
 * the replacement order in the back office, and back: a cash-on-delivery order delivered today has one
 * line returned (refunded to the shopper's UPI id) and one exchanged for another colour and size of it
 * (a ₹0 replacement order); an online order delivered today has its line returned (refunded through the payment
 * provider); an order delivered two days ago may no longer be returned, and its exchange is rejected.
 * At the end the stock ledger and the money add up.
 */

/** Screens for a person to look at: .e2e-artifacts/returns/<name>-<width>.png */
const shoot = screenshotsIn('returns');

/**
 * A short, real WebM clip (a moving square on `colour`) recorded by Chromium itself, as a phone's camera
 * would hand one over: the shop recognises videos by their content, and staff play them back.
 */
async function recordClip(browser: Browser, colour: string): Promise<Buffer> {
  const page = await browser.newPage();
  const base64 = await page.evaluate(async (fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    document.body.append(canvas);
    const g = canvas.getContext('2d')!;
    let frame = 0;
    const draw = () => {
      g.fillStyle = fill;
      g.fillRect(0, 0, 160, 120);
      g.fillStyle = '#ffffff';
      g.fillRect((frame++ * 8) % 140, 50, 20, 20);
    };
    draw();
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const timer = setInterval(draw, 60);
    await new Promise((resolve) => setTimeout(resolve, 700));
    recorder.stop();
    clearInterval(timer);
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  }, colour);
  await page.close();
  return Buffer.from(base64, 'base64');
}

const code = (orderId: string) => `#${orderId.slice(-6).toUpperCase()}`;
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Placed {
  id: string;
  lines: { id: string; productId: string; size: string; quantity: number; amountPaise: number }[];
}

describeInBrowser('returns and exchanges: from the request in My Orders to the refund or the replacement', () => {
  let s: BrowserSession;
  let shopper: Awaited<ReturnType<typeof aShopper>>;
  let manager: Awaited<ReturnType<typeof aStaffMember>>;
  let kurta: ProductEntity;
  let tee: ProductEntity;
  /** The tee in black at the same price: what the exchange is for. */
  let blackTee: ProductEntity;
  let shirt: ProductEntity;
  let scarf: ProductEntity;
  /** Cash on delivery, two lines (kurta M, tee S), delivered today. */
  let codOrder: Placed;
  /** Paid online, one line (shirt L), delivered today. */
  let onlineOrder: Placed;
  /** Cash on delivery, one line (scarf M), delivered two days ago. */
  let lateOrder: Placed;
  let clips: { unpacking: Buffer; condition: Buffer };
  let staff: { context: BrowserContext; page: Page; errors: string[] };
  let shopperErrors: string[];
  /** The requests' ids, read from the staff API once they exist. */
  const requestIds: Record<'kurta' | 'tee' | 'shirt' | 'scarf', string> = { kurta: '', tee: '', shirt: '', scarf: '' };
  let replacementOrderId = '';

  async function gql<T = any>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await s.shop.gql<T>(query, variables, token);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data as T;
  }

  const linesOf = async (orderId: string) =>
    (await s.shop.app.db.query('SELECT id, product_id, size, quantity, amount_paise FROM order_line WHERE order_id = $1 ORDER BY id', [orderId])).map(
      (l: { id: string; product_id: string; size: string; quantity: number; amount_paise: number }) => ({ id: l.id, productId: l.product_id, size: l.size, quantity: l.quantity, amountPaise: l.amount_paise }),
    );

  /** Ships an order with the test-mode courier and has it delivered, as staff and the courier's tracking would. */
  async function shipAndDeliver(orderId: string) {
    await gql(manager.token, `mutation($id: ID!) { bookShipment(id: $id) { status } }`, { id: orderId });
    for (const status of ['SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
      await gql(manager.token, `mutation($id: ID!, $s: ParcelStatus!) { advanceTestShipment(id: $id, status: $s) { status } }`, { id: orderId, s: status });
    }
  }

  async function buyNow(product: ProductEntity, size: string, mode: 'COD' | 'Razorpay'): Promise<Placed> {
    // An online order is paid in the test-mode checkout (its browser journey is checkout.test.ts).
    const id = await aBuyNowOrder(s.shop, shopper.token, product.id, { mode, size });
    return { id, lines: await linesOf(id) };
  }

  /** The order's card in My Orders, its details opened. */
  async function openDetails(page: Page, orderId: string): Promise<Locator> {
    await page.goto('/myOrders');
    const card = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: code(orderId), exact: true }) });
    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: `Order ${code(orderId)}` });
    await details.waitFor();
    return details;
  }

  const lineIn = (details: Locator, productName: string) => details.getByTestId('order-line').filter({ hasText: productName });

  async function attachClips(form: Locator) {
    await form.locator('input[type=file]').setInputFiles([
      { name: 'unpacking.webm', mimeType: 'video/webm', buffer: clips.unpacking },
      { name: 'condition.webm', mimeType: 'video/webm', buffer: clips.condition },
    ]);
    await expect.poll(() => form.getByText('Uploaded').count()).toBe(2);
  }

  beforeAll(async () => {
    s = await openShopInBrowser({ width: 1280, height: 900 });
    shopper = await aShopper(s.shop, { username: 'Asha Verma' });
    manager = await aStaffMember(s.shop, 'manager', { name: 'Ravi Das' });
    kurta = await aProduct(s.shop.app.db, { name: 'Indigo Block-Print Kurta', kind: 'kurta', color: 'blue', pricePaise: 149900, mrpPaise: 199900, availableSizes: ['S', 'M', 'L'], stock: 10 });
    tee = await aProduct(s.shop.app.db, { name: 'Rangrez Logo Tee', kind: 'tshirt', color: 'white', pricePaise: 49900, mrpPaise: 79900, availableSizes: ['S', 'M', 'L'], stock: 10 });
    // Its other colours (one family, one name): black at the same price; navy dearer and maroon sold out,
    // which an exchange cannot be for.
    blackTee = await aProduct(s.shop.app.db, { name: tee.name, kind: 'tshirt', color: 'black', pricePaise: 49900, mrpPaise: 79900, availableSizes: ['S', 'M', 'L'], stock: 10 });
    await aProduct(s.shop.app.db, { name: tee.name, kind: 'tshirt', color: 'navy', pricePaise: 54900, mrpPaise: 79900, availableSizes: ['S', 'M', 'L'], stock: 10 });
    await aProduct(s.shop.app.db, { name: tee.name, kind: 'tshirt', color: 'maroon', pricePaise: 49900, mrpPaise: 79900, availableSizes: ['S', 'M', 'L'], stock: 0 });
    shirt = await aProduct(s.shop.app.db, { name: 'Linen Shirt', kind: 'shirt', color: 'beige', pricePaise: 89900, mrpPaise: 129900, availableSizes: ['M', 'L'], stock: 10 });
    scarf = await aProduct(s.shop.app.db, { name: 'Bandhani Stole', kind: 'tshirt', color: 'red', pricePaise: 59900, mrpPaise: 89900, availableSizes: ['S', 'M'], stock: 10 });

    // The COD order goes through the cart: one order, two lines.
    for (const [product, size] of [[kurta, 'M'], [tee, 'S']] as const) {
      await gql(shopper.token, `mutation($input: AddToCartInput!) { addToCart(input: $input) { items { quantity } } }`, { input: { productId: product.id, size } });
    }
    const checkout = await gql<{ checkoutCart: { id: string } }>(shopper.token, `mutation($input: CartCheckoutInput!) { checkoutCart(input: $input) { id } }`, {
      input: { paymentMode: 'COD', ...A_DELIVERY_ADDRESS },
    });
    codOrder = { id: checkout.checkoutCart.id, lines: await linesOf(checkout.checkoutCart.id) };
    onlineOrder = await buyNow(shirt, 'L', 'Razorpay');
    lateOrder = await buyNow(scarf, 'M', 'COD');
    for (const order of [codOrder, onlineOrder, lateOrder]) await shipAndDeliver(order.id);
    // Delivered two days ago (India time): past the return day, within the exchange's 4 days.
    await s.shop.app.db.query(`UPDATE customer_order SET delivered_at = delivered_at - interval '2 days' WHERE id = $1`, [lateOrder.id]);

    clips = { unpacking: await recordClip(s.browser, '#1f4e9c'), condition: await recordClip(s.browser, '#9c1f3a') };
    shopperErrors = collectConsoleErrors(s.page);
    await writeStoredSession(s.page, { user: { _id: shopper.user.id, token: shopper.token, username: shopper.user.username, email: shopper.user.email }, delivery: null }, '/');
  });
  // What the pages showed when a step failed, for the person reading the failure.
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    await shoot(s.page, 'failure-shopper').catch(() => {});
    if (staff) await shoot(staff.page, 'failure-staff').catch(() => {});
  });
  afterAll(async () => {
    await staff?.context.close();
    await s?.close();
  });

  it('setup: three delivered orders, the stock taken by them, real video clips', () => {
    expect(codOrder.lines.map((l) => [l.productId, l.size, l.quantity, l.amountPaise])).toEqual(
      expect.arrayContaining([
        [kurta.id, 'M', 1, 149900],
        [tee.id, 'S', 1, 49900],
      ]),
    );
    // WebM (EBML) as recorded, with frames in it.
    for (const clip of Object.values(clips)) {
      expect(clip.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(clip.length).toBeGreaterThan(500);
    }
  });

  it('in My Orders the shopper returns the kurta (to a UPI id) and exchanges the white tee S for a black L; the forms at 1280 and 390 px', async () => {
    const { page } = s;
    const details = await openDetails(page, codOrder.id);
    const kurtaLine = lineIn(details, kurta.name);
    await kurtaLine.getByRole('button', { name: 'Return or exchange' }).click();
    const form = kurtaLine.getByRole('form', { name: 'Return or exchange' });
    await form.getByRole('radio', { name: /Return \(on the day of delivery\)/ }).check();
    await form.getByLabel('Reason').selectOption({ label: 'Quality not as expected' });
    // Sent without the videos and the UPI id: told in words, nothing asked of the shop yet.
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Add the unpacking video and the condition video.');
    await attachClips(form);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Give the UPI id the refund should go to, like name@bank.');
    await form.getByLabel('UPI id for the refund').fill('asha.verma@okaxis');
    await shoot(page, 'shopper-return-form');
    await page.setViewportSize({ width: 390, height: 844 });
    await form.scrollIntoViewIfNeeded();
    await shoot(page, 'shopper-return-form');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your request is received.' }).first().waitFor();
    await expect
      .poll(() => kurtaLine.getByTestId('return-status').textContent())
      .toBe(`Return: Requested: we will look at it within a working day · refund ${rupees(149900)}`);

    const teeLine = lineIn(details, tee.name);
    await teeLine.getByRole('button', { name: 'Return or exchange' }).click();
    const exchange = teeLine.getByRole('form', { name: 'Return or exchange' });
    // An exchange is what the form offers first.
    expect(await exchange.getByRole('radio', { name: /Exchange \(within 4 days of delivery\)/ }).isChecked()).toBe(true);
    await exchange.getByLabel('Reason').selectOption({ label: 'Size does not fit' });
    // The colours it can be had in at the price paid, in stock: white as ordered (first) and black.
    const colours = exchange.getByRole('group', { name: 'Colour' });
    await expect.poll(() => colours.getByRole('radio').count()).toBe(2);
    expect(await colours.locator('label').allTextContents()).toEqual(['White (as ordered)', 'Black']);
    expect(await colours.getByRole('radio', { name: 'White (as ordered)' }).isChecked()).toBe(true);
    // In its own colour, the size it came in is not offered again; in black, every size is.
    expect(await exchange.getByLabel('New size').locator('option').allTextContents()).toEqual(['Choose…', 'M', 'L']);
    await colours.getByRole('radio', { name: 'Black' }).check();
    expect(await exchange.getByLabel('New size').locator('option').allTextContents()).toEqual(['Choose…', 'S', 'M', 'L']);
    await exchange.getByLabel('New size').selectOption('L');
    await attachClips(exchange);
    // A COD exchange asks for no UPI id.
    expect(await exchange.getByLabel('UPI id for the refund').count()).toBe(0);
    await shoot(page, 'shopper-exchange-form');
    await page.setViewportSize({ width: 390, height: 844 });
    await exchange.scrollIntoViewIfNeeded();
    await shoot(page, 'shopper-exchange-form');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    await exchange.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => teeLine.getByTestId('return-status').textContent()).toBe('Exchange for Black, size L: Requested: we will look at it within a working day');
    await shoot(page, 'shopper-requested');

    // Each line can be returned or exchanged once: closed and opened again, the statuses stay, no button.
    await page.keyboard.press('Escape');
    const again = await openDetails(page, codOrder.id);
    await expect.poll(() => again.getByTestId('return-status').count()).toBe(2);
    expect(await again.getByRole('button', { name: 'Return or exchange' }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('the online order is returned the same way (no UPI id: the refund goes back to the payment); the late order may only be exchanged', async () => {
    const { page } = s;
    let details = await openDetails(page, onlineOrder.id);
    const shirtLine = lineIn(details, shirt.name);
    await shirtLine.getByRole('button', { name: 'Return or exchange' }).click();
    let form = shirtLine.getByRole('form', { name: 'Return or exchange' });
    await form.getByRole('radio', { name: /Return \(on the day of delivery\)/ }).check();
    expect(await form.getByLabel('UPI id for the refund').count()).toBe(0);
    await form.getByLabel('Reason').selectOption({ label: 'Not as described' });
    await attachClips(form);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => shirtLine.getByTestId('return-status').textContent()).toBe(`Return: Requested: we will look at it within a working day · refund ${rupees(89900)}`);
    await page.keyboard.press('Escape');

    details = await openDetails(page, lateOrder.id);
    const scarfLine = lineIn(details, scarf.name);
    await scarfLine.getByRole('button', { name: 'Return or exchange' }).click();
    form = scarfLine.getByRole('form', { name: 'Return or exchange' });
    await form.getByRole('radio', { name: /Return \(on the day of delivery\)/ }).check();
    await form.getByLabel('Reason').selectOption({ label: 'Changed my mind' });
    await form.getByLabel('UPI id for the refund').fill('asha.verma@okaxis');
    await attachClips(form);
    await form.getByRole('button', { name: 'Send request' }).click();
    // The shop's policy, in its words.
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('Returns must be requested on the day of delivery. An exchange may still be possible within 4 days of delivery.');
    await shoot(page, 'shopper-return-refused');
    await form.getByRole('radio', { name: /Exchange \(within 4 days of delivery\)/ }).check();
    await form.getByLabel('Reason').selectOption({ label: 'Size does not fit' });
    await form.getByLabel('New size').selectOption('S');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => scarfLine.getByTestId('return-status').textContent()).toBe('Exchange for size S: Requested: we will look at it within a working day');
    await page.keyboard.press('Escape');

    // The four requests as the shop holds them.
    const list = await gql<{
      returnRequests: { total: number; items: { id: string; orderLineId: string; kind: string; state: string; upiId: string | null; replacementProductId: string | null; replacementSize: string | null; refundAmountPaise: number; videoKeys: string[] }[] };
    }>(manager.token, `{ returnRequests(limit: 10) { total items { id orderLineId kind state upiId replacementProductId replacementSize refundAmountPaise videoKeys } } }`,
    );
    expect(list.returnRequests.total).toBe(4);
    const byLine = (lineId: string) => list.returnRequests.items.find((r) => r.orderLineId === lineId)!;
    const kurtaLineId = codOrder.lines.find((l) => l.productId === kurta.id)!.id;
    const teeLineId = codOrder.lines.find((l) => l.productId === tee.id)!.id;
    expect(byLine(kurtaLineId)).toMatchObject({ kind: 'RETURN', state: 'REQUESTED', upiId: 'asha.verma@okaxis', refundAmountPaise: 149900, videoKeys: [expect.stringMatching(/\.webm$/), expect.stringMatching(/\.webm$/)] });
    expect(byLine(teeLineId)).toMatchObject({ kind: 'EXCHANGE', state: 'REQUESTED', upiId: null, replacementProductId: blackTee.id, replacementSize: 'L', refundAmountPaise: 0 });
    expect(byLine(onlineOrder.lines[0].id)).toMatchObject({ kind: 'RETURN', upiId: null, refundAmountPaise: 89900 });
    expect(byLine(lateOrder.lines[0].id)).toMatchObject({ kind: 'EXCHANGE', replacementSize: 'S', refundAmountPaise: 0 });
    requestIds.kurta = byLine(kurtaLineId).id;
    requestIds.tee = byLine(teeLineId).id;
    requestIds.shirt = byLine(onlineOrder.lines[0].id).id;
    requestIds.scarf = byLine(lateOrder.lines[0].id).id;
  });

  it('a manager works through /admin/returns: approves, records the pickup and receipt, refunds to the UPI id; the detail at 1280 and 390 px', async () => {
    const context = await s.browser.newContext({ baseURL: s.shop.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    staff = { context, page, errors: collectConsoleErrors(page) };
    await page.goto('/admin/returns');
    await signIn(page, manager.member.email, manager.password);
    await page.getByRole('heading', { name: 'Returns', level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Returns' }).count()).toBe(1);
    // One row per request; the COD order has two.
    const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: code(codOrder.id), exact: true }) });
    await expect.poll(() => rows.count()).toBe(2);
    const kurtaRow = rows.filter({ hasText: kurta.name });
    await expect.poll(() => kurtaRow.textContent()).toMatch(/Return/);
    expect(await kurtaRow.textContent()).toMatch(/Requested/);
    expect(await kurtaRow.textContent()).toContain(rupees(149900));
    // An exchange refunds nothing: its amount is a dash.
    const teeRow = rows.filter({ hasText: tee.name });
    expect(await teeRow.getByRole('cell').allTextContents()).toEqual([code(codOrder.id), expect.stringContaining('Size S'), 'Exchange', 'Asha Verma', 'Requested', expect.any(String), '—']);
    await shoot(page, 'staff-list');

    await kurtaRow.getByRole('link', { name: code(codOrder.id) }).click();
    await page.waitForURL((u) => u.pathname === `/admin/returns/${requestIds.kurta}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toMatch(/^Return request.*Requested/);
    await page.getByText('asha.verma@okaxis').first().waitFor();
    await page.getByText('Unpacking video').waitFor();
    await page.getByText('Condition video').waitFor();
    // Both clips reach the staff member's player (fetched with the staff token into blob URLs) and play.
    const videos = page.locator('video');
    await expect.poll(() => videos.count()).toBe(2);
    await expect.poll(() => videos.evaluateAll((vs) => vs.map((v) => (v as HTMLVideoElement).src.startsWith('blob:') && (v as HTMLVideoElement).readyState >= 1))).toEqual([true, true]);
    await shoot(page, 'staff-detail');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'staff-detail');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved: pickup booked').first().waitFor();
    await expect.poll(() => heading.textContent()).toMatch(/Approved/);
    await page.getByText('Pickup AWB').waitFor();
    await page.getByText(/^TESTR\d{10}$/).first().waitFor();
    await page.getByRole('button', { name: 'Mark picked up' }).click();
    await expect.poll(() => heading.textContent()).toMatch(/Picked up/);
    await receiveReturn(page, 'Sellable');
    await expect.poll(() => heading.textContent()).toMatch(/Received/);

    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund return' });
    await dialog.getByText('asha.verma@okaxis').waitFor();
    await dialog.getByText(rupees(149900)).first().waitFor();
    await shoot(page, 'staff-refund-upi');
    await dialog.getByLabel('UPI payout reference').fill('UTR-412345678901');
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    await expect.poll(() => heading.textContent()).toMatch(/Refunded/);
    await page.getByText('Refund reference').waitFor();
    await page.getByText('UTR-412345678901').first().waitFor();
    // The history, in words, oldest first, each step with who took it.
    const history = page.getByRole('list', { name: 'History' }).getByRole('listitem');
    await expect.poll(() => history.count()).toBe(5);
    expect(await history.first().textContent()).toMatch(/^Requested by Asha Verma/);
    expect(await history.last().textContent()).toMatch(/^Refunded by Ravi Das/);
    await shoot(page, 'staff-refunded');
  });

  it('the exchange: approved and received, it follows the replacement order link; the online return is refunded through the payment; the late exchange is rejected with a reason', async () => {
    const { page } = staff;
    const heading = page.getByRole('heading', { level: 1 });

    await page.goto(`/admin/returns/${requestIds.tee}`);
    await expect.poll(() => heading.textContent()).toMatch(/^Exchange request.*Requested/);
    await page.getByText('Wanted size').waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => heading.textContent()).toMatch(/Approved/);
    // Received straight from approved (the courier's pickup scan is not always recorded).
    await receiveReturn(page, 'Sellable');
    await expect.poll(() => heading.textContent()).toMatch(/Replacement placed/);
    const link = page.getByRole('region', { name: 'Replacement' }).getByRole('link');
    const replacement = await gql<{ returnRequest: { replacementOrderId: string } }>(manager.token, `query($id: ID!) { returnRequest(id: $id) { replacementOrderId } }`, { id: requestIds.tee });
    replacementOrderId = replacement.returnRequest.replacementOrderId;
    expect(replacementOrderId).toBeTruthy();
    await expect.poll(() => link.getAttribute('href')).toBe(`/admin/orders/${replacementOrderId}`);
    expect(await link.textContent()).toBe(code(replacementOrderId));
    await shoot(page, 'staff-exchange-placed');
    await link.click();
    await page.getByRole('heading', { name: new RegExp(`Order ${code(replacementOrderId)}`) }).waitFor();
    await page.getByText(tee.name).first().waitFor();
    await shoot(page, 'staff-replacement-order');

    // The original order lists its two requests.
    await page.goto(`/admin/orders/${codOrder.id}`);
    const section = page.getByRole('region', { name: 'Returns and exchanges' });
    await page.getByRole('heading', { name: 'Returns and exchanges' }).waitFor();
    await expect.poll(() => section.getByRole('link').count()).toBe(2);

    // The online return: the dialog names the amount going back to the payment.
    await page.goto(`/admin/returns/${requestIds.shirt}`);
    await expect.poll(() => heading.textContent()).toMatch(/^Return request.*Requested/);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => heading.textContent()).toMatch(/Approved/);
    await receiveReturn(page, 'Sellable');
    await expect.poll(() => heading.textContent()).toMatch(/Received/);
    await page.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund return' });
    await shoot(page, 'staff-refund-online');
    expect(await refund.getByLabel('UPI payout reference').count()).toBe(0);
    await refund.getByRole('button', { name: `Refund ${rupees(89900)}` }).click();
    await expect.poll(() => heading.textContent()).toMatch(/Refunded/);
    await page.getByText('Refund reference').waitFor();

    // The late exchange is rejected, with the reason the shopper will read.
    await page.goto(`/admin/returns/${requestIds.scarf}`);
    await expect.poll(() => heading.textContent()).toMatch(/^Exchange request.*Requested/);
    await page.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject request' });
    await reject.getByLabel('Reason shown to the shopper').fill('The videos show the stole was washed.');
    await reject.getByRole('button', { name: 'Reject request' }).click();
    await expect.poll(() => heading.textContent()).toMatch(/Rejected/);
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    // The list filtered by a status.
    await page.goto('/admin/returns');
    await page.getByRole('heading', { name: 'Returns', level: 1 }).waitFor();
    await page.getByRole('group', { name: 'Show requests' }).getByRole('button', { name: 'Refunded' }).click();
    await expect.poll(() => page.getByRole('row').filter({ has: page.getByRole('link', { name: /^#/ }) }).count()).toBe(2);
    await shoot(page, 'staff-list-refunded');
    expect(staff.errors).toEqual([]);
  });

  it('back in My Orders the shopper sees the refunds, the rejection with its reason, and the replacement order at ₹0', async () => {
    const { page } = s;
    let details = await openDetails(page, codOrder.id);
    // Cash on delivery: paid to the UPI id by the shop, done, with the payout reference to look for.
    await expect.poll(() => lineIn(details, kurta.name).getByTestId('return-status').textContent()).toBe(
      `Return: Refunded to your UPI ID asha.verma@okaxis · reference UTR-412345678901 · refund ${rupees(149900)}`,
    );
    await expect.poll(() => lineIn(details, tee.name).getByTestId('return-status').textContent()).toBe(`Exchange for Black, size L: Replacement order placed · order ${code(replacementOrderId)}`);
    // The returned line's credit note is in the order's documents.
    await details.getByRole('region', { name: 'Tax invoice' }).getByText('Credit Note No.').waitFor();
    await shoot(page, 'shopper-done');
    await page.keyboard.press('Escape');
    details = await openDetails(page, onlineOrder.id);
    await expect.poll(() => lineIn(details, shirt.name).getByTestId('return-status').textContent()).toBe(`Return: Refunded (5-7 working days) · refund ${rupees(89900)}`);
    await page.keyboard.press('Escape');
    details = await openDetails(page, lateOrder.id);
    await expect.poll(() => lineIn(details, scarf.name).getByTestId('return-status').textContent()).toBe('Exchange for size S: Not accepted (The videos show the stole was washed.)');
    await page.keyboard.press('Escape');

    // The replacement is an order of its own: the tee in black, L, confirmed, nothing to pay.
    await page.goto('/myOrders');
    const card = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: code(replacementOrderId), exact: true }) });
    await card.getByText('confirmed', { exact: true }).waitFor();
    await card.getByText(tee.name).waitFor();
    await card.getByText('₹0.00').waitFor();
    await card.getByText('PAID', { exact: true }).waitFor();
    await shoot(page, 'shopper-my-orders');
    details = await openDetails(page, replacementOrderId);
    await details.getByText('L', { exact: true }).first().waitFor();
    await details.getByText('black', { exact: true }).first().waitFor();
    // A replacement is not returned or exchanged again (it is not delivered yet, either).
    expect(await details.getByRole('button', { name: 'Return or exchange' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(shopperErrors).toEqual([]);
  });

  it('stock and money reconcile: the ledger has each unit back and the replacement taken; the refunds are the lines, the replacement costs nothing', async () => {
    // Each size's movements after its opening stock (10 of each size: the builder's), oldest first.
    const ledger = async (productId: string) =>
      (
        await gql<{ stockLedger: { items: { size: string; delta: number; reason: string; orderId: string | null; balanceAfter: number }[] } }>(
          manager.token,
          `query($id: ID!) { stockLedger(productId: $id, limit: 50) { items { size delta reason orderId balanceAfter } } }`,
          { id: productId },
        )
      ).stockLedger.items
        .reverse()
        .filter((r) => r.reason !== 'INITIAL')
        .map((r) => [r.size, r.reason, r.delta, r.orderId, r.balanceAfter]);
    // What legacy clients read: the sum over sizes.
    const stock = async (productId: string) => (await s.shop.http<{ inStocks: number }>(`/api/v1/products/${productId}`)).body.inStocks;

    // The returned kurta (size M) is back on the shelf, received as sellable.
    expect(await ledger(kurta.id)).toEqual([
      ['M', 'ORDER_PLACED', -1, codOrder.id, 9],
      ['M', 'RETURNED', 1, codOrder.id, 10],
    ]);
    expect(await stock(kurta.id)).toBe(30);
    // The exchanged tee: the white S came back; the black L was reserved for the exchange when staff
    // approved it (the ledger names the original order), and the replacement order took nothing more.
    expect(await ledger(tee.id)).toEqual([
      ['S', 'ORDER_PLACED', -1, codOrder.id, 9],
      ['S', 'RETURNED', 1, codOrder.id, 10],
    ]);
    expect(await stock(tee.id)).toBe(30);
    expect(await ledger(blackTee.id)).toEqual([['L', 'ORDER_PLACED', -1, codOrder.id, 9]]);
    expect(await stock(blackTee.id)).toBe(29);
    expect(await ledger(shirt.id)).toEqual([
      ['L', 'ORDER_PLACED', -1, onlineOrder.id, 9],
      ['L', 'RETURNED', 1, onlineOrder.id, 10],
    ]);
    // The rejected exchange moved nothing.
    expect(await ledger(scarf.id)).toEqual([['M', 'ORDER_PLACED', -1, lateOrder.id, 9]]);
    // Every size's stock is the sum of its ledger rows, and every product's the sum of all of them.
    expect(
      await s.shop.app.db.query(
        `SELECT v.id FROM product_variant v LEFT JOIN stock_ledger l ON l.variant_id = v.id GROUP BY v.id HAVING v.stock <> coalesce(sum(l.delta), 0)`,
      ),
    ).toEqual([]);
    // Every product's stock is the sum of its ledger.
    expect(await s.shop.app.db.query(`SELECT p.id FROM product p LEFT JOIN stock_ledger l ON l.product_id = p.id GROUP BY p.id HAVING p.stock <> coalesce(sum(l.delta), 0)`)).toEqual([]);

    // Money: each order's lines and shipping make its total; each refund is its line, never more than was paid.
    const ORDER = `query($id: ID!) { adminOrder(id: $id) { status subtotalPaise discountPaise codFeePaise shippingPaise totalPaise lines { amountPaise size productId } payment { mode isPaid paymentId providerOrderId refundStatus } } }`;
    type AdminOrder = { status: string; subtotalPaise: number; discountPaise: number; codFeePaise: number; shippingPaise: number; totalPaise: number; lines: { amountPaise: number; size: string; productId: string }[]; payment: { mode: string; isPaid: boolean; paymentId: string | null; providerOrderId: string | null; refundStatus: string | null } };
    const order = async (id: string) => (await gql<{ adminOrder: AdminOrder }>(manager.token, ORDER, { id })).adminOrder;
    for (const id of [codOrder.id, onlineOrder.id, lateOrder.id, replacementOrderId]) {
      const o = await order(id);
      // Lines are what each sold for (after its share of the discounts).
      expect(o.lines.reduce((sum, l) => sum + l.amountPaise, 0)).toBe(o.subtotalPaise - o.discountPaise);
      expect(o.subtotalPaise - o.discountPaise + o.shippingPaise + o.codFeePaise).toBe(o.totalPaise);
    }
    const requests = await gql<{ returnRequests: { items: { id: string; state: string; refundState: string | null; refundAmountPaise: number; refundId: string | null; replacementOrderId: string | null }[] } }>(
      manager.token,
      `{ returnRequests(limit: 10) { items { id state refundState refundAmountPaise refundId replacementOrderId } } }`,
    );
    const req = (id: string) => requests.returnRequests.items.find((r) => r.id === id)!;
    expect(req(requestIds.kurta)).toMatchObject({ state: 'REFUNDED', refundState: 'refunded', refundAmountPaise: 149900, refundId: 'UTR-412345678901' });
    expect(req(requestIds.shirt)).toMatchObject({ state: 'REFUNDED', refundState: 'refunded', refundAmountPaise: 89900 });
    expect(req(requestIds.tee)).toMatchObject({ state: 'REPLACEMENT_PLACED', refundState: null, refundAmountPaise: 0, replacementOrderId });
    expect(req(requestIds.scarf)).toMatchObject({ state: 'REJECTED', refundState: null, refundAmountPaise: 0, replacementOrderId: null });

    const cod = await order(codOrder.id);
    expect(cod.payment.mode).toBe('COD');
    expect(cod.lines.find((l) => l.productId === kurta.id)!.amountPaise).toBe(req(requestIds.kurta).refundAmountPaise);
    expect(req(requestIds.kurta).refundAmountPaise).toBeLessThanOrEqual(cod.totalPaise);

    // The online refund went through the payment provider once, for the shirt's line, against the order's payment.
    const online = await order(onlineOrder.id);
    const provider = paymentProvider(s.shop.app) as TestModePaymentProvider;
    const refunds = provider.refunds.filter((r) => r.paymentId === online.payment.paymentId);
    expect(refunds).toEqual([expect.objectContaining({ amountPaise: 89900, refundId: req(requestIds.shirt).refundId })]);
    expect(online.totalPaise).toBeGreaterThanOrEqual(89900);

    // The replacement: the black tee in L at ₹0, paid by the original order's payment; no second payment anywhere.
    const rep = await order(replacementOrderId);
    expect(rep).toMatchObject({ status: 'CONFIRMED', totalPaise: 0, lines: [{ productId: blackTee.id, size: 'L', amountPaise: 0 }], payment: { isPaid: true, paymentId: null, providerOrderId: null } });
    // The only money that moved back through the provider is the shirt's refund; the order-level refund stays unset.
    expect(provider.refunds.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(89900);
    expect([cod.payment.refundStatus, online.payment.refundStatus]).toEqual([null, null]);

    // The tax documents agree: each invoice is its order's total; a return's credit note credits exactly the
    // refunded line; an exchange and a rejection credit nothing.
    const documents = async (id: string) =>
      (
        await gql<{ order: { invoice: { totalPaise: number } | null; creditNotes: { totalPaise: number }[] } }>(
          shopper.token,
          `query($id: ID!) { order(id: $id) { invoice { totalPaise } creditNotes { totalPaise } } }`,
          { id },
        )
      ).order;
    expect(await documents(codOrder.id)).toEqual({ invoice: { totalPaise: cod.totalPaise }, creditNotes: [{ totalPaise: 149900 }] });
    expect(await documents(onlineOrder.id)).toEqual({ invoice: { totalPaise: online.totalPaise }, creditNotes: [{ totalPaise: 89900 }] });
    expect((await documents(lateOrder.id)).creditNotes).toEqual([]);
  });
});

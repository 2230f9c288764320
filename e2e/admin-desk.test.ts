import { afterAll, beforeAll, expect, it } from 'vitest';
import { A_DELIVERY_ADDRESS, aShopper } from '../server/src/test/builders';
import { aStaffMember } from '../server/src/test/staff-builders';
import { signIn } from './support/back-office';
import { collectConsoleErrors, describeInBrowser, openShopInBrowser, screenshotsIn, type BrowserSession } from './support/browser';

/** Screens of the back office, for a person to look at: .e2e-artifacts/admin-desk/<name>-<width>.png */
const shoot = screenshotsIn('admin-desk');

describeInBrowser('the back office desk: dashboard, messages, reviews and outbox', () => {
  let s: BrowserSession;
  let productName = '';

  beforeAll(async () => {
    s = await openShopInBrowser({ width: 1280, height: 860 });
    // A day in the shop: a cash-on-delivery order waiting to ship, two messages and two reviews.
    const { body } = await s.shop.gql<{ searchProducts: { items: { id: string; name: string; availableSizes: string[] }[] } }>(
      `{ searchProducts(input: { category: "MEN", limit: 1 }) { items { id name availableSizes } } }`,
    );
    const product = body.data!.searchProducts.items[0];
    productName = product.name;
    const { token } = await aShopper(s.shop);
    const placed = await s.shop.gql(
      `mutation($productId: ID!, $input: OrderRequestInput!) { placeOrder(productId: $productId, input: $input) { id } }`,
      { productId: product.id, input: { ...A_DELIVERY_ADDRESS, paymentMode: 'COD', quantity: 1, size: product.availableSizes[0] ?? null } },
      token,
    );
    expect(placed.body.errors).toBeUndefined();
    for (const input of [
      { fullName: 'Asha Rao', email: 'asha@example.in', phoneNumber: '9876543210', subject: 'Size exchange', message: 'The kurta I received is a little small.\nCan I exchange it for an L?' },
      { fullName: 'Vikram Singh', email: 'vikram@example.in', phoneNumber: '9812345678', subject: 'Bulk order for a wedding', message: 'We need 40 matching kurtas by March. Do you give a discount?' },
    ]) {
      const sent = await s.shop.gql(`mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`, { input }, '');
      expect(sent.body.errors).toBeUndefined();
    }
    const reviews = [
      { stars: 5, text: 'Lovely soft cotton and the colour is exactly as shown.' },
      { stars: 1, text: 'Worst shop ever, call 9000000000 for the same kurta cheaper!!' },
    ];
    for (const r of reviews) {
      const { token: reviewer } = await aShopper(s.shop);
      const added = await s.shop.gql(`mutation($input: AddReviewInput!) { addReview(input: $input) { message } }`, { input: { productId: product.id, ...r } }, reviewer);
      expect(added.body.errors).toBeUndefined();
    }
  });
  afterAll(() => s?.close());

  it('a manager lands on the dashboard, answers a message, hides a review with a reason and reads a mail, at 1280 and 390 px', async () => {
    const manager = await aStaffMember(s.shop, 'manager', { name: 'Kabir Mehta' });
    const page = s.page;
    const errors = collectConsoleErrors(page);
    await page.goto('/admin');
    await signIn(page, manager.member.email, manager.password);

    // The dashboard is where owners and managers land.
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    for (const label of ['Dashboard', 'Orders', 'Messages', 'Reviews', 'Outbox']) await nav.getByRole('link', { name: label }).waitFor();
    expect(await nav.getByRole('link', { name: 'Staff' }).count()).toBe(0);
    const toShip = page.getByRole('link', { name: /Orders to ship/ });
    await expect.poll(() => toShip.textContent()).toMatch(/^Orders to ship1/);
    await expect.poll(() => page.getByRole('link', { name: /Unread messages/ }).textContent()).toMatch(/^Unread messages2/);
    await expect.poll(() => page.getByText('Orders today').locator('..').textContent()).toBe('Orders today1');
    await shoot(page, 'dashboard');
    await toShip.click();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('WAITING');

    // The inbox opens on new messages; opening one marks it read by this manager.
    await nav.getByRole('link', { name: 'Messages' }).click();
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Size exchange' }).waitFor();
    await shoot(page, 'messages');
    await page.getByRole('button', { name: 'Size exchange' }).click();
    const message = page.getByRole('dialog', { name: 'Size exchange' });
    await message.getByText('by Kabir Mehta', { exact: false }).waitFor();
    await message.getByRole('button', { name: 'Mark as replied' }).click();
    await message.getByText('Write what you answered, so the next person knows.').waitFor();
    await message.getByLabel(/Your answer/).fill('Called her: an L goes out tomorrow, she sends the S back with the courier.');
    await shoot(page, 'message-dialog');
    await message.getByRole('button', { name: 'Mark as replied' }).click();
    await page.getByText("Marked replied: Asha Rao's message.").waitFor();
    await message.getByText('Answer given').waitFor();
    await message.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Replied' }).click();
    await page.getByRole('cell', { name: /Kabir Mehta/ }).waitFor();

    // Hiding a review asks for the reason first.
    await nav.getByRole('link', { name: 'Reviews' }).click();
    await page.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
    const hide = page.getByRole('button', { name: new RegExp(`^Hide .*review of ${productName}`) });
    await expect.poll(() => hide.count()).toBe(2);
    await page.getByLabel('Stars', { exact: true }).selectOption('1');
    await expect.poll(() => hide.count()).toBe(1);
    await hide.click();
    const dialog = page.getByRole('dialog', { name: 'Hide this review?' });
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await dialog.getByText('Say why it is hidden', { exact: false }).waitFor();
    await dialog.getByLabel(/Reason/).fill('A phone number and abuse in the text');
    await shoot(page, 'review-hide-dialog');
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await page.getByText('is hidden from the shop.', { exact: false }).waitFor();
    await page.getByText('“A phone number and abuse in the text”').waitFor();
    await page.getByLabel('Stars', { exact: true }).selectOption('');
    await expect.poll(() => page.getByRole('button', { name: /^Restore / }).count()).toBe(1);
    await shoot(page, 'reviews');

    // The outbox shows the order's mail (queued when the order was placed) in a sandboxed frame.
    await expect.poll(async () => (await s.shop.gql<{ outbox: { total: number } }>('{ outbox(limit: 1) { total } }', {}, manager.token)).body.data?.outbox.total).toBeGreaterThan(0);
    await nav.getByRole('link', { name: 'Outbox' }).click();
    await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
    const orderMail = page.getByRole('button', { name: /^Order #\w+ placed$/ });
    await orderMail.waitFor();
    await shoot(page, 'outbox');
    await orderMail.click();
    const mail = page.getByRole('dialog', { name: /^Order #\w+ placed$/ });
    expect(await mail.locator('iframe').getAttribute('sandbox')).toBe('');
    await mail.frameLocator('iframe').getByText('RANGREZ', { exact: true }).waitFor();
    await shoot(page, 'outbox-mail');
    await mail.getByRole('button', { name: 'Close' }).first().click();

    // A phone: the same screens, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [screen, heading] of [
      ['dashboard', 'Dashboard'],
      ['messages?status=', 'Messages'],
      ['reviews', 'Reviews'],
      ['outbox', 'Outbox'],
    ]) {
      await page.goto(`/admin/${screen}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
      await page.waitForLoadState('networkidle');
      await shoot(page, heading.toLowerCase());
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await page.goto('/admin/messages?status=REPLIED');
    await page.getByRole('button', { name: 'Size exchange' }).click();
    await page.getByRole('dialog', { name: 'Size exchange' }).getByText('Answer given').waitFor();
    await shoot(page, 'message-dialog');
    // The order mail (MJML) links Google's Roboto stylesheet; the back office's policy blocks it inside the
    // sandboxed preview, which is what should happen: nothing is fetched from another origin.
    expect(errors.filter((e) => !/fonts\.googleapis\.com/.test(e))).toEqual([]);
  });

  it('a support user reads and answers messages but has no dashboard, reviews or outbox', async () => {
    const support = await aStaffMember(s.shop, 'support', { name: 'Meera Iyer' });
    const context = await s.browser.newContext({ baseURL: s.shop.url, viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.goto('/admin/');
    await signIn(page, support.member.email, support.password);
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allTextContents()).toEqual(['Orders', 'Returns', 'Messages', 'Your account']);
    await page.goto('/admin/reviews');
    await page.getByRole('heading', { name: 'Not available to your role' }).waitFor();
    await page.goto('/admin/messages');
    await page.getByRole('button', { name: 'Bulk order for a wedding' }).waitFor();
    await context.close();
  });
});

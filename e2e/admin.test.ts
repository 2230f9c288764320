import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { A_DELIVERY_ADDRESS, aShopper } from '../server/src/test/builders';
import { aStaffMember, aStaffSession } from '../server/src/test/staff-builders';
import { signIn } from './support/back-office';
import { collectConsoleErrors, describeInBrowser, openShopInBrowser, screenshotsIn, type BrowserSession } from './support/browser';

/** Screens of the back office, for a person to look at: .e2e-artifacts/admin/<name>-<width>.png */
const shoot = screenshotsIn('admin');

describeInBrowser('the back office', () => {
  let s: BrowserSession;
  let owner: Awaited<ReturnType<typeof aStaffMember>>;

  beforeAll(async () => {
    s = await openShopInBrowser({ width: 1280, height: 860 });
    owner = await aStaffMember(s.shop, 'owner', { name: 'Asha Rao', email: 'asha@rangrez.example' });
  });
  afterAll(() => s?.close());

  it('an owner signs in at /admin and works through staff, settings, the audit log and their account, at 1280 and 390 px', async () => {
    const page = s.page;
    const errors = collectConsoleErrors(page);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await shoot(page, 'sign-in');

    // A wrong password is told in words, next to the form.
    await signIn(page, owner.member.email, 'not the password at all');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid email or password.');

    await signIn(page, owner.member.email, owner.password);
    // An owner sees every screen; the first is where they land.
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allTextContents())
      .toEqual(['Dashboard', 'Orders', 'Returns', 'Invoices & GST', 'Messages', 'Products', 'Stock', 'Promotions', 'Reviews', 'Outbox', 'Staff', 'Audit log', 'Settings', 'Your account']);
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    // Every screen opens with its heading, at desktop width and on a phone (the phone pass is below).
    for (const screen of ['Dashboard', 'Orders', 'Messages', 'Products', 'Stock', 'Reviews', 'Outbox']) {
      await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: screen }).click();
      await page.getByRole('heading', { name: screen, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, screen.toLowerCase().replace(/ /g, '-'));
    }
    await page.getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    await page.getByRole('cell', { name: /^Asha Rao/ }).waitFor();
    await shoot(page, 'staff');

    // Invite a manager: a field error first; the owner never types a password.
    await page.getByRole('button', { name: 'Invite staff member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite staff member' });
    await dialog.getByLabel('E-mail').fill('kabir@');
    await dialog.getByLabel('Role').selectOption('MANAGER');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => dialog.getByText('Enter an e-mail address like name@example.com.').isVisible()).toBe(true);
    expect(await dialog.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    await shoot(page, 'staff-invite-dialog');
    await dialog.getByLabel('E-mail').fill('kabir@rangrez.example');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('An invitation to join as Manager was sent to kabir@rangrez.example.', { exact: false }).waitFor();

    // Kabir opens the mailed link (in a browser of his own) and chooses his name and password.
    const [mail] = await s.shop.app.db.query(`SELECT data FROM mail_message WHERE to_address = 'kabir@rangrez.example' AND kind = 'staff.invite'`);
    const link = new URL(mail.data.action.url as string);
    const kabirContext = await s.browser.newContext({ baseURL: s.shop.url, viewport: { width: 1280, height: 860 } });
    const kabir = await kabirContext.newPage();
    await kabir.goto(link.pathname + link.search);
    await kabir.getByText('You are invited as Manager with kabir@rangrez.example.', { exact: false }).waitFor();
    await kabir.getByLabel('Your name').fill('Kabir Mehta');
    await kabir.getByLabel('Choose a password').fill('short');
    await kabir.getByLabel('Type it again').fill('short');
    await kabir.getByRole('button', { name: 'Join' }).click();
    await kabir.getByText('Use at least 12 characters.').waitFor();
    await kabir.getByLabel('Choose a password').fill('a long enough password');
    await kabir.getByLabel('Type it again').fill('a long enough password');
    await kabir.getByRole('button', { name: 'Join' }).click();
    await kabir.getByText('Welcome! Sign in with kabir@rangrez.example', { exact: false }).waitFor();
    await shoot(kabir, 'invite-accepted');
    await kabir.getByRole('link', { name: 'Sign in' }).click();
    await signIn(kabir, 'kabir@rangrez.example', 'a long enough password');
    await kabir.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await kabirContext.close();

    await page.reload();
    await page.getByRole('cell', { name: /^Kabir Mehta/ }).waitFor();

    // Change the role from the row's menu, with the keyboard.
    const menu = page.getByRole('button', { name: 'Actions for Kabir Mehta' });
    await menu.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Change role');
    await page.keyboard.press('Enter');
    const roleDialog = page.getByRole('dialog', { name: "Change Kabir Mehta's role" });
    await roleDialog.getByLabel('Role').selectOption('SUPPORT');
    await roleDialog.getByRole('button', { name: 'Save role' }).click();
    await page.getByText('Kabir Mehta is now Support.').waitFor();
    await expect.poll(() => page.getByRole('row', { name: /Kabir Mehta/ }).getByRole('cell').nth(1).textContent()).toBe('Support');

    // Settings: require an authenticator from everyone.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByLabel('Require an authenticator code for every staff account').check();
    await shoot(page, 'settings');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Every staff account now needs an authenticator code to sign in.').waitFor();

    // The audit log shows what was done, with before and after.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    await page.getByRole('cell', { name: 'staff.role' }).waitFor();
    expect(await page.getByRole('row', { name: /staff\.role/ }).textContent()).toMatch(/manager.*→.*support/i);
    await page.getByRole('cell', { name: 'settings.update' }).waitFor();
    await shoot(page, 'audit');
    // Filtered on the server: only the role change.
    await page.getByLabel('Action').fill('staff.role');
    await expect.poll(() => page.getByRole('table', { name: 'Audit log' }).getByRole('row').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('action')).toBe('staff.role');

    // Your account: set up the authenticator from the QR code's key.
    await page.getByRole('link', { name: 'Your account' }).click();
    await page.getByRole('button', { name: 'Set up authenticator' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await shoot(page, 'account-totp');
    const now = Math.floor(Date.now() / 1000);
    await page.getByLabel('6-digit code from the app').fill(await generate({ secret, epoch: now }));
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await page.getByText('Your authenticator is set up.', { exact: false }).first().waitFor();

    // Sign out; signing in again asks for the code.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You have signed out.').waitFor();
    await signIn(page, owner.member.email, owner.password);
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await page.getByLabel('6-digit code').fill(await generate({ secret, epoch: now + 30 }));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    // Back where they signed out.
    await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
    await page.getByText('Sign-ins ask for the code your authenticator app shows.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();

    // The session is an HttpOnly cookie: no script reads the token, nothing keeps it in storage, and a new tab is signed in.
    expect(await page.evaluate(() => localStorage.getItem('rangrez'))).toBeNull();
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie)).not.toMatch(/eyJ/);
    const cookies = await s.context.cookies();
    expect(cookies.find((c) => c.name === 'rangrez_staff')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const newTab = await s.context.newPage();
    await newTab.goto('/admin/staff');
    await newTab.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    await newTab.close();

    // On a phone: the navigation folds into a menu, tables become cards.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    await page.getByRole('cell', { name: /^Kabir Mehta/ }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Back office' }).isVisible()).toBe(false);
    await shoot(page, 'staff');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    await shoot(page, 'menu');
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('cell', { name: 'staff.role' }).first().waitFor();
    await shoot(page, 'audit');
    for (const screen of ['Dashboard', 'Orders', 'Messages', 'Products', 'Stock', 'Reviews', 'Outbox', 'Settings']) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: screen }).click();
      await page.getByRole('heading', { name: screen, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, screen.toLowerCase());
      expect({ screen, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ screen, width: 390 });
    }
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Your account' }).click();
    await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
    await shoot(page, 'account');
    // No horizontal scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A session the server ends (signed out elsewhere) sends the next request back to sign-in, with a reason.
    await s.shop.app.db.query(`UPDATE staff_session SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL`, [owner.member.id]);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Staff' }).click();
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    await page.setViewportSize({ width: 1280, height: 860 });
    expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
    // The next journeys' staff sign in with a password only.
    const fresh = await aStaffSession(s.shop, owner.member.id);
    await s.shop.gql('mutation { setRequireTotp(required: false) { requireTotp } }', {}, fresh);
  });

  it('a support user finds a shopper\'s order, ships it with a courier and tracking id, and prints its packing slip; the shopper sees it shipped', async () => {
    const { body } = await s.shop.gql<{ searchProducts: { items: { id: string; name: string; availableSizes: string[] }[] } }>(
      `{ searchProducts(input: { category: "MEN", limit: 1 }) { items { id name availableSizes } } }`,
    );
    const product = body.data!.searchProducts.items[0];
    const { token: shopperToken } = await aShopper(s.shop);
    const placed = await s.shop.gql<{ placeOrder: { id: string } }>(
      `mutation($productId: ID!, $input: OrderRequestInput!) { placeOrder(productId: $productId, input: $input) { id } }`,
      { productId: product.id, input: { ...A_DELIVERY_ADDRESS, paymentMode: 'COD', quantity: 1, size: product.availableSizes[0] ?? null } },
      shopperToken,
    );
    const orderId = placed.body.data!.placeOrder.id;
    const code = orderId.slice(-6).toUpperCase();
    const support = await aStaffMember(s.shop, 'support', { name: 'Meera Iyer' });

    const context = await s.browser.newContext({ baseURL: s.shop.url, viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto('/admin/');
    await signIn(page, support.member.email, support.password);
    // Support lands on the orders and sees only what their role may use.
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allTextContents()).toEqual(['Orders', 'Returns', 'Messages', 'Your account']);
    await page.getByLabel('Status').selectOption('WAITING');
    await page.getByLabel('Search').fill('9876543210');
    await page.getByRole('link', { name: `#${code}` }).waitFor();
    await shoot(page, 'orders');

    await page.getByRole('link', { name: `#${code}` }).click();
    await page.getByRole('heading', { name: new RegExp(`Order #${code}`) }).waitFor();
    await page.getByText(product.name).first().waitFor();
    // Support may ship; confirming and cancelling are a manager's.
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await shoot(page, 'order');
    await page.getByRole('button', { name: 'Ship' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order #${code}` });
    // Sent with another carrier: its AWB typed by hand (booking the shop's courier is the default).
    await dialog.getByLabel(/Another carrier’s AWB/).check();
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await dialog.getByText('Enter the courier, e.g. Delhivery or India Post.').waitFor();
    await dialog.getByLabel('Courier').fill('Delhivery');
    await dialog.getByLabel('Tracking id').fill('DL123456789IN');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await page.getByText(`Order #${code} is shipped with Delhivery.`, { exact: false }).waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Shipped/);
    await page.getByText('DL123456789IN').first().waitFor();

    const mine = await s.shop.http<{ isShipped: boolean; shiprocketOrderId: string; _id: string }[]>('/api/v1/orders/myOrders/', { token: shopperToken });
    expect(mine.body.find((o) => o._id === orderId)).toMatchObject({ isShipped: true, shiprocketOrderId: 'DL123456789IN' });

    await page.getByRole('link', { name: 'Packing slip' }).click();
    await page.getByRole('article', { name: `Packing slip for order #${code}` }).waitFor();
    await page.emulateMedia({ media: 'print' });
    await shoot(page, 'packing-slip-print');
    await page.emulateMedia({ media: 'screen' });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/orders/${orderId}`);
    await page.getByRole('heading', { name: new RegExp(`Order #${code}`) }).waitFor();
    await shoot(page, 'order');
    await page.goto('/admin/orders');
    await page.getByRole('link', { name: `#${code}` }).waitFor();
    await shoot(page, 'orders');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an owner creates a product with two photos and makes the second the cover; a shopper\'s listing shows it; a manager adjusts its stock; the audit log shows both', async () => {
    // Two photos as a phone would send them.
    const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'rz-photos-'));
    const photo = async (name: string, rgb: [number, number, number]) => {
      const file = path.join(dir, name);
      await sharp({ create: { width: 1200, height: 1500, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } }).jpeg().toFile(file);
      return file;
    };
    const files = [await photo('front.jpg', [20, 40, 120]), await photo('back.jpg', [180, 60, 40])];

    const context = await s.browser.newContext({ baseURL: s.shop.url, viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    // An owner of their own (the first journey's has an authenticator now).
    const boss = await aStaffMember(s.shop, 'owner', { name: 'Nisha Kapoor' });
    await page.goto('/admin/products');
    await signIn(page, boss.member.email, boss.password);
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.getByText(/^1–50 of \d+$/).waitFor();
    await shoot(page, 'products');

    await page.getByRole('link', { name: 'Add product' }).click();
    await page.getByRole('heading', { name: 'New product' }).waitFor();
    // Saved empty: every problem beside its field, focus on the first.
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('Please enter a name.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await page.getByLabel('Name').fill('Ajrakh Block-Print Kurta');
    await page.getByLabel('Description').fill('Hand block-printed with natural dyes in Kutch; soft cotton, straight cut.');
    await page.getByLabel('Price (₹)').fill('1499');
    await page.getByLabel('MRP (₹)').fill('1999');
    await page.getByLabel('Category').selectOption('men');
    await page.getByLabel('Kind').selectOption('kurta');
    await page.getByLabel('Colour').fill('indigo');
    await page.getByLabel('Sizes').fill('S, M, L, XL');
    await page.getByLabel('HSN code').fill('62059090');
    await page.getByLabel('GST rate class').selectOption('GARMENT');
    await page.getByLabel('Stock', { exact: true }).fill('3');
    await page.locator('input[type=file][aria-label="Choose photos"]').setInputFiles(files);
    await expect.poll(() => page.getByRole('button', { name: /Make photo 2 the cover/ }).count(), { timeout: 60_000 }).toBe(1);
    await page.getByLabel('What photo 1 shows (alt text)').fill('Indigo kurta, front');
    await page.getByLabel('What photo 2 shows (alt text)').fill('Indigo kurta, back with the block print');
    await page.getByRole('button', { name: 'Make photo 2 the cover' }).click();
    await expect.poll(() => page.getByLabel('What photo 1 shows (alt text)').inputValue()).toBe('Indigo kurta, back with the block print');
    await shoot(page, 'product-new');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('Ajrakh Block-Print Kurta is created and on the storefront.').waitFor();
    await page.getByRole('heading', { name: /Ajrakh Block-Print Kurta/ }).waitFor();
    const productId = new URL(page.url()).pathname.split('/').pop()!;
    await shoot(page, 'product-edit');

    // The shopper's listing shows it, with the second photo as its cover.
    const listing = await s.shop.gql<{ searchProducts: { items: { id: string; coverPhoto: { alt: string; avifSrcSet: string } | null }[] } }>(
      `{ searchProducts(input: { search: "Ajrakh kurta", limit: 5 }) { items { id coverPhoto { alt avifSrcSet } } } }`,
    );
    const shown = listing.body.data!.searchProducts.items.find((p) => p.id === productId);
    expect(shown?.coverPhoto).toMatchObject({ alt: 'Indigo kurta, back with the block print' });
    expect(shown?.coverPhoto?.avifSrcSet).toMatch(/\.avif \d+w/);
    // The legacy API and the server-rendered product page have it too, the page offering AVIF in a <picture>.
    expect((await s.shop.http(`/api/v1/products/${productId}`)).status).toBe(200);
    const rendered = await (await fetch(`${s.shop.url}/product/${productId}`)).text();
    expect(rendered).toMatch(/<picture>[\s\S]*?<source[^>]*type="image\/avif"/);
    await context.close();

    // A manager adds the stock that came in.
    const manager = await aStaffMember(s.shop, 'manager', { name: 'Ravi Das' });
    const mContext = await s.browser.newContext({ baseURL: s.shop.url, viewport: { width: 390, height: 844 } });
    const mPage = await mContext.newPage();
    const managerErrors = collectConsoleErrors(mPage);
    await mPage.goto('/admin/stock');
    await signIn(mPage, manager.member.email, manager.password);
    await mPage.getByRole('heading', { name: 'Stock', level: 1 }).waitFor();
    // Stock 3 is at or below the default threshold of 5: it is on the low-stock list.
    await mPage.getByRole('button', { name: 'Adjust stock of Ajrakh Block-Print Kurta (indigo)' }).waitFor();
    await shoot(mPage, 'stock');
    await mPage.getByRole('button', { name: 'Adjust stock of Ajrakh Block-Print Kurta (indigo)' }).click();
    const dialog = mPage.getByRole('dialog', { name: /Adjust stock/ });
    // Stock is per size: the 12 that came in are all size M (the 3 were split over the sizes).
    const sizes = await dialog.getByLabel('Size').locator('option').allTextContents();
    expect(sizes.map((o) => o.split(' ')[0])).toEqual(['S', 'M', 'L', 'XL']);
    const m = sizes.find((o) => o.startsWith('M '))!;
    const mBefore = Number(/(\d+) in stock/.exec(m)![1]);
    await dialog.getByLabel('Size').selectOption({ label: m });
    await dialog.getByLabel('Reason').selectOption('RECEIVED');
    await dialog.getByLabel('Units (negative to remove)').fill('12');
    await dialog.getByText(`After this: ${mBefore + 12} in stock.`).waitFor();
    await shoot(mPage, 'stock-adjust');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await mPage.getByText(`Ajrakh Block-Print Kurta (indigo), size M: ${mBefore + 12} in stock.`).waitFor();
    // The legacy REST contract names the stock `inStocks`.
    const rest = await s.shop.http<{ inStocks: number }>(`/api/v1/products/${productId}`);
    expect(rest.body.inStocks).toBe(15);
    expect(await mPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await mContext.close();

    // The owner's audit log has both, filtered by the product.
    const trail = await s.shop.gql<{ auditEntries: { entries: { action: string; staffEmail: string }[] } }>(
      `query($f: AuditFilter) { auditEntries(filter: $f) { entries { action staffEmail } } }`,
      { f: { entityId: productId } },
      boss.token,
    );
    const actions = trail.body.data!.auditEntries.entries.map((e) => `${e.action} ${e.staffEmail}`);
    expect(actions.some((a) => a.startsWith('product.create') && a.endsWith(boss.member.email))).toBe(true);
    expect(actions.some((a) => a.startsWith('stock.') && a.endsWith(manager.member.email))).toBe(true);
    // The whole trail also holds the support user's shipment from the journey before this one (same shop).
    const all = await s.shop.gql<{ auditEntries: { entries: { action: string; staffRole: string }[] } }>(
      `{ auditEntries(limit: 100) { entries { action staffRole } } }`,
      {},
      boss.token,
    );
    expect(all.body.data!.auditEntries.entries.map((e) => `${e.action} ${e.staffRole}`)).toContain('order.ship support');
    expect([...errors, ...managerErrors]).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

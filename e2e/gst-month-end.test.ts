import fs from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { A_DELIVERY_ADDRESS, aProduct, aShopper } from '../server/src/test/builders';
import { aStaffMember } from '../server/src/test/staff-builders';
import { gstinCheckCharacter } from '../server/src/modules/invoices/gstin';
import { signIn } from './support/back-office';
import { logInAsNewShopper, writeStoredSession } from './support/session';
import { collectConsoleErrors, describeInBrowser, openShopInBrowser, screenshotsIn, type BrowserSession } from './support/browser';

/** The owner's month end, for a person to look at: .e2e-artifacts/gst/<name>-1280.png */
const shoot = screenshotsIn('gst');

const OWN_GSTIN = ((first14: string) => first14 + gstinCheckCharacter(first14))('09AAKCR7788M1Z');
const BUYER_GSTIN = ((first14: string) => first14 + gstinCheckCharacter(first14))('09AADCK4455P1Z');
const NOIDA = { area: 'Sector 18', state: 'Uttar Pradesh', district: 'Gautam Buddha Nagar', address: 'C-21, Atta Market', pincode: '201301', landmark: 'Near the metro', mobileNumber: '9876543210' };

/** Clicks `button` and answers the file the browser downloads, with its text when asked. */
async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download') as Promise<Download>, click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(file!) };
}

describeInBrowser('the owner’s month end', () => {
  let s: BrowserSession;
  let owner: Awaited<ReturnType<typeof aStaffMember>>;
  let orderId = '';

  beforeAll(async () => {
    s = await openShopInBrowser({ width: 1280, height: 900 });
    owner = await aStaffMember(s.shop, 'owner', { name: 'Asha Rao', email: 'asha@rangrez.example' });
    // A shopper's cash-on-delivery order, waiting to ship.
    const tee = await aProduct(s.shop.app.db, { kind: 'tshirt', name: 'Indigo Block-print Tee', pricePaise: 49900, hsnCode: '6109', gstRateClass: 'garment', stock: 10, availableSizes: ['M'] });
    const shopper = await aShopper(s.shop, { username: 'Meera Iyer' });
    await s.shop.gql('mutation($input: AddToCartInput!) { addToCart(input: $input) { id } }', { input: { productId: tee.id, size: 'M', quantity: 2 } }, shopper.token);
    const placed = await s.shop.gql('mutation($input: CartCheckoutInput!) { checkoutCart(input: $input) { id } }', { input: { paymentMode: 'COD', ...NOIDA } }, shopper.token);
    expect(placed.body.errors).toBeUndefined();
    orderId = placed.body.data.checkoutCart.id;
  });
  afterAll(() => s?.close());

  it('sets the legal details, books the test courier (AWB and label), downloads the invoice from the order page, and the month’s GSTR-1 and sales register, at 1280 px', async () => {
    const page = s.page;
    const errors = collectConsoleErrors(page);
    await page.goto('/admin');
    await signIn(page, owner.member.email, owner.password);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // The demo shop's GSTIN is on the invoices until the owner sets the shop's own.
    await page.getByText(/Invoices carry the demo GSTIN 09AAACR1234A1Z1/).waitFor();
    await shoot(page, 'dashboard-demo-gstin');

    await page.getByRole('link', { name: 'Open Settings' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    const legal = page.getByRole('form', { name: 'Legal details on invoices' });
    await legal.getByLabel('GSTIN').waitFor();
    await expect.poll(() => legal.getByLabel('GSTIN').inputValue()).toBe('09AAACR1234A1Z1');
    // The state list comes from the server, in code order, with the saved state chosen.
    await expect.poll(() => legal.getByLabel('State').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe('09 · Uttar Pradesh');
    expect(await legal.getByLabel('State').evaluate((s: HTMLSelectElement) => [...s.options].slice(1, 3).map((o) => o.value))).toEqual(['01', '02']);
    await legal.getByLabel('Legal name').fill('Rangrez Textiles LLP');
    await legal.getByLabel('Trade name').fill('Rangrez');
    // A GSTIN with a wrong check character is refused beside its field.
    await legal.getByLabel('GSTIN').fill(OWN_GSTIN.slice(0, 14) + (OWN_GSTIN[14] === 'A' ? 'B' : 'A'));
    await legal.getByRole('button', { name: 'Save legal details' }).click();
    await legal.getByText('The GSTIN must be 15 characters (e.g. 09AAACR1234A1Z1) with a correct check character.').waitFor();
    expect(await legal.getByLabel('GSTIN').getAttribute('aria-invalid')).toBe('true');
    await shoot(page, 'settings-gstin-refused');
    await legal.getByLabel('GSTIN').fill(OWN_GSTIN);
    await legal.getByLabel('Invoice prefix').fill('RT');
    await legal.getByLabel('Credit-note prefix').fill('RTC');
    await legal.getByRole('button', { name: 'Save legal details' }).click();
    await page.getByText(`Invoices issued from now on carry GSTIN ${OWN_GSTIN}`, { exact: false }).waitFor();
    expect(await legal.getByText(/demo GSTIN/).count()).toBe(0);
    await shoot(page, 'settings-legal-details');

    // Ship the order by booking the test courier.
    await page.goto(`/admin/orders/${orderId}`);
    const code = orderId.slice(-6).toUpperCase();
    await page.getByRole('heading', { name: new RegExp(`Order #${code}`) }).waitFor();
    await page.getByText('Issued when the order ships.').waitFor();
    await page.getByRole('button', { name: 'Ship' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order #${code}` });
    expect(await dialog.getByLabel('Book a pickup').isChecked()).toBe(true);
    await shoot(page, 'ship-dialog');
    await dialog.getByRole('button', { name: 'Book pickup' }).click();
    await page.getByText(/is booked with .*: AWB TEST/).waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Shipped/);
    const awb = (await page.getByTestId('awb').textContent())!.trim();
    expect(awb).toMatch(/^TEST\d+/);
    await page.getByRole('list', { name: 'Tracking timeline' }).waitFor();

    // The label, and the invoice with its number, from the order page.
    const label = await downloadOf(page, () => page.getByRole('button', { name: 'Shipping label (PDF)' }).click());
    expect(label.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const number = (await page.locator('.doc-row__number').first().textContent())!.trim();
    expect(number).toMatch(/^RT\/\d\d-\d\d\/000001$/);
    await shoot(page, 'order-shipped-with-invoice');
    const invoice = await downloadOf(page, () => page.getByRole('button', { name: `Download invoice ${number} (PDF)` }).click());
    expect(invoice.name).toBe(`${number.replace(/\//g, '-')}.pdf`);
    expect(invoice.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The month's GSTR-1 and sales register from Invoices & GST.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Invoices & GST' }).click();
    await page.getByRole('heading', { name: 'Invoices and GST', level: 1 }).waitFor();
    await page.getByRole('cell', { name: number, exact: true }).waitFor();
    await page.getByText(/1 invoice, 0 credit notes/).waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'invoices-and-gst');
    const gstr1 = await downloadOf(page, () => page.getByRole('button', { name: 'GSTR-1 (JSON)' }).click());
    const g = JSON.parse(gstr1.bytes.toString());
    expect(gstr1.name).toMatch(new RegExp(`^GSTR1_${OWN_GSTIN}_\\d{6}\\.json$`));
    expect(g).toMatchObject({ gstin: OWN_GSTIN, b2cs: [expect.objectContaining({ sply_ty: 'INTRA', pos: '09', rt: 5 })] });
    expect(g.b2cs[0].camt).toBe(g.b2cs[0].samt);
    const register = await downloadOf(page, () => page.getByRole('button', { name: 'Sales register (CSV)' }).click());
    const rows = register.bytes.toString().trim().split('\r\n');
    expect(rows[0]).toMatch(/^Date,Document,Number,/);
    // One row per invoice line: the goods, and the ₹70 shipping of an order under the free-shipping threshold.
    expect(rows).toHaveLength(3);
    for (const row of rows.slice(1)) expect(row).toContain(number);

    // The same screens on a phone: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/documents');
    await page.getByRole('heading', { name: 'Invoices and GST', level: 1 }).waitFor();
    await page.getByText(/1 invoice, 0 credit notes/).waitFor();
    await shoot(page, 'invoices-and-gst');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`/admin/orders/${orderId}`);
    await page.getByText(number).first().waitFor();
    await shoot(page, 'order-shipped-with-invoice');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Save legal details' }).waitFor();
    await shoot(page, 'settings-legal-details');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(errors).toEqual([]);
  });

  it('a business buyer gives its GSTIN at checkout (a wrong one is refused in words), and its invoice carries it, at 390 and 1280 px', async () => {
    const { page, shop } = s;
    const errors = collectConsoleErrors(page);
    const mug = await aProduct(shop.app.db, { name: 'Office Mug', kind: 'mug', color: 'white', availableSizes: [], pricePaise: 29999, mrpPaise: 49999, hsnCode: '6912', gstRateClass: 'standard-5', stock: 5 });
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAsNewShopper(page, shop);
    await writeStoredSession(page, { delivery: A_DELIVERY_ADDRESS }, `/order?product=${mug.id}`);
    await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
    await page.getByLabel(/Buying for a registered business/).check();
    await page.getByRole('textbox', { name: 'GSTIN' }).fill(BUYER_GSTIN.slice(0, 2) + 'ZZZZZ' + BUYER_GSTIN.slice(7));
    await page.getByLabel('Business name').fill('Kasturi Traders');
    await shoot(page, 'checkout-business');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await page.getByRole('dialog', { name: 'Confirm Your Order' }).getByRole('button', { name: 'Cash on Delivery' }).click();
    await page.locator('.Toastify').getByText(/GSTIN must be 15 characters/).waitFor();
    const confirm = page.getByRole('dialog', { name: 'Confirm Your Order' });
    if (await confirm.isVisible()) await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('textbox', { name: 'GSTIN' }).fill(BUYER_GSTIN.toLowerCase());
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'checkout-business');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await page.getByRole('dialog', { name: 'Confirm Your Order' }).getByRole('button', { name: 'Cash on Delivery' }).click();
    await page.waitForURL('**/order/successfull');

    const [order] = await shop.app.db.query(`SELECT o.id FROM customer_order o JOIN order_line l ON l.order_id = o.id WHERE l.product_id = $1`, [mug.id]);
    const shipped = await shop.gql('mutation($id: ID!) { shipOrder(id: $id, carrier: "Delhivery", trackingId: "DL1") { documents { number buyerGstin } } }', { id: order.id }, owner.token);
    expect(shipped.body.data.shipOrder.documents).toEqual([{ number: expect.stringMatching(/^RT\//), buyerGstin: BUYER_GSTIN }]);
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
});

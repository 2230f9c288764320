import { afterAll, beforeAll, expect, it } from 'vitest';
import { aStaffMember } from '../server/src/test/staff-builders';
import { signIn } from './support/back-office';
import { collectConsoleErrors, describeInBrowser, openShopInBrowser, screenshotsIn, type BrowserSession } from './support/browser';

/** The import screen, for a person to look at: .e2e-artifacts/product-import/<name>-<width>.png */
const shoot = screenshotsIn('product-import');

const HEADER = 'sku,name,description,category,kind,color,price,mrp,features,tags,best_seller,hsn_code,gst_rate_class,archived,size,variant_sku,variant_price,stock,low_stock_threshold';

describeInBrowser('the product import screen: one row per size', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openShopInBrowser({ width: 1280, height: 860 });
  });
  afterAll(() => s?.close());

  it('says how sizes are laid out, and a checked file lists the bad row and its column, at 1280 and 390 px', async () => {
    const manager = await aStaffMember(s.shop, 'manager');
    const page = s.page;
    const errors = collectConsoleErrors(page);
    await page.goto('/admin');
    await signIn(page, manager.member.email, manager.password);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.goto('/admin/products/import');
    await page.getByText('Each size of a product is a row').waitFor();

    const file = [
      HEADER,
      'e2e-kurta,E2E Kurta,Block printed,women,kurta,indigo,999,1499,,,no,,,no,S,,,0,',
      'e2e-kurta,E2E Kurta,Block printed,women,kurta,indigo,999,1499,,,no,,,no,M,,,2,',
      'e2e-kurta,E2E Kurta,Block printed,women,kurta,indigo,1099,1499,,,no,,,no,L,,,five,',
    ].join('\r\n');
    await page.getByLabel('CSV file').setInputFiles({ name: 'kurta.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByRole('button', { name: 'Check file' }).click();
    const table = page.getByRole('table', { name: 'Rows with problems' });
    await table.waitFor();
    await expect.poll(() => table.textContent()).toContain("This product's first row (row 2) says otherwise");
    // In the file's column order: price before stock.
    expect(await table.textContent()).toMatch(/4price.*4stockA whole number, such as 12\./);
    await shoot(page, 'checked');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'checked');
    expect(errors).toEqual([]);
  });
});

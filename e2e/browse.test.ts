import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, openShopInBrowser, snapshot, type BrowserSession } from './support/browser';

describeInBrowser('a visitor browses the shop', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openShopInBrowser();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('opens the home page, goes to /products and sees product cards', async () => {
    const { page } = s;
    await page.goto('/');
    await expect.poll(() => page.locator('header .logo').count()).toBe(1);
    await page.getByRole('link', { name: 'Shop all products' }).click();
    await page.waitForURL('**/products');
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(3);
    await expect.poll(() => page.getByRole('heading', { name: 'Classic Crew Neck T-Shirt' }).count()).toBeGreaterThan(0);
    await snapshot(page, 'products-desktop');
  });

  it('shows Not Found for an unknown URL on a direct load', async () => {
    await s.page.goto('/no/such/page');
    await s.page.getByRole('heading', { name: 'Not Found' }).waitFor();
  });
});

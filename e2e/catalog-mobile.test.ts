import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, openShopInBrowser, snapshot, type BrowserSession } from './support/browser';

/** The catalogue on a phone (390 px): the filter drawer, the search overlay and the fixed ADD TO CART bar. */
describeInBrowser('a shopper browses the catalogue on a phone', () => {
  let s: BrowserSession;

  beforeAll(async () => {
    s = await openShopInBrowser({ width: 390, height: 844 });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('shows the home page sections stacked for a phone', async () => {
    const { page } = s;
    await page.goto('/');
    await page.getByRole('region', { name: 'Featured offers' }).waitFor();
    await expect.poll(() => page.locator('.best-grid__item').count()).toBe(9);
    await snapshot(page, 'home-mobile');
    await page.getByRole('heading', { name: 'Accessories', exact: true }).scrollIntoViewIfNeeded();
    await snapshot(page, 'home-mobile-accessories');
  });

  it('searches from the search overlay', async () => {
    const { page } = s;
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    const box = page.getByRole('dialog', { name: 'Search products' }).getByRole('searchbox');
    await box.fill('coffee mug');
    await box.press('Enter');
    await page.waitForURL('**/products?search=coffee+mug');
    // The listing's code and its query load after the navigation: on a busy machine that takes more than the 1 s default.
    await expect.poll(() => page.getByTestId('product-card').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const names = await page.getByTestId('product-card').locator('h2').allTextContents();
    expect(names.every((n) => /mug/i.test(n))).toBe(true);
  });

  it('filters in a slide-in drawer opened by the Filters button', async () => {
    const { page } = s;
    await page.goto('/products');
    await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(0);
    expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await drawer.getByRole('radio', { name: 'Women' }).click();
    await page.waitForURL(/cat=Women/);
    await drawer.getByRole('radio', { name: '30% or more' }).click();
    await page.waitForURL(/discount=30/);
    await snapshot(page, 'listing-drawer-mobile');
    await drawer.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Women' }).waitFor();
    await expect
      .poll(async () => {
        const offs = await page.locator('.product-card__off').allTextContents();
        return offs.length > 0 && offs.every((o) => parseInt(o, 10) >= 30);
      })
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Filters (2)' }).count()).toBe(1);
    await snapshot(page, 'listing-mobile');

    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Filters' }).waitFor({ state: 'detached' });
  });

  it('keeps a fixed ADD TO CART bar at the bottom of the product page', async () => {
    const { page } = s;
    const [row] = await s.shop.app.db.query(`SELECT id FROM product WHERE name = 'Floral Midi Dress' AND color = 'pink'`);
    await page.goto(`/product/${row.id}`);
    await page.getByRole('heading', { level: 1, name: 'Floral Midi Dress' }).waitFor();
    const bar = page.locator('.mobile-cart-bar');
    await bar.getByRole('button', { name: 'ADD TO CART' }).waitFor();
    const box = await bar.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(800);
    await snapshot(page, 'product-mobile');
    await bar.getByRole('button', { name: 'ADD TO CART' }).click();
    await page.getByText('login to add this item to your cart !').waitFor();
    // A size option reads its size, and under it "Only N left" or "Sold out" when so.
    await page.locator('label.size-option:not(.is-sold-out)').filter({ has: page.locator('.size-option__size', { hasText: /^XL$/ }) }).click();
    await page.getByText('Size: XL').waitFor();
    await page.mouse.wheel(0, 1400);
    await snapshot(page, 'product-mobile-delivery');
  });
});

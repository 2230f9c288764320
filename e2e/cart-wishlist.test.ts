import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeInBrowser, openShopInBrowser, snapshot, type BrowserSession } from './support/browser';
import { logInAsNewShopper, readStoredSession, writeStoredSession } from './support/session';

async function productId(s: BrowserSession, name: string): Promise<string> {
  const rows: { id: string }[] = await s.shop.app.db.query(`SELECT id FROM product WHERE name = $1 ORDER BY color LIMIT 1`, [name]);
  return rows[0].id;
}

const badge = (page: Page, which: 'cart' | 'wishlist') => page.getByTestId(`${which}-badge`).textContent();
const line = (page: Page, name: string) => page.getByRole('article', { name });

describeInBrowser('a shopper keeps a cart and a wishlist', () => {
  let s: BrowserSession;
  let userId: string;
  let token: string;
  const MOUSE_PAD = 'Printed Mouse Pad'; // ₹299.99, 35 in stock
  const MUG = 'Personalised Ceramic Coffee Mug'; // ₹299.99
  const RAINBOW = 'Pride Rainbow Tee'; // ₹459.99

  beforeAll(async () => {
    s = await openShopInBrowser({ width: 1280 });
    ({ user: { id: userId }, token } = await logInAsNewShopper(s.page, s.shop));
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a visitor is asked to log in first', async () => {
    const visitor = await s.browser.newPage({ baseURL: s.shop.url });
    await visitor.goto(`/product/${await productId(s, MUG)}`);
    await visitor.getByRole('button', { name: 'Add To Cart' }).click();
    await visitor.getByText('login to add this item to your cart !').waitFor();
    await visitor.getByRole('button', { name: 'Add to wishlist' }).click();
    await visitor.getByText('login to add this item to your wishlist !').waitFor();
    expect(await visitor.getByTestId('wishlist-badge').textContent()).toBe('0');
    expect(await visitor.getByTestId('cart-badge').count()).toBe(0);
    await visitor.close();
  });

  it('adds two products to the cart and one to the wishlist, and the badges follow', async () => {
    const { page } = s;
    await page.goto(`/product/${await productId(s, MOUSE_PAD)}`);
    await expect.poll(() => badge(page, 'cart')).toBe('0');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByText('Product added to the cart!').first().waitFor();
    await expect.poll(() => badge(page, 'cart')).toBe('1');
    // A second click is a duplicate: the server says so, and the cart keeps one line.
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByText('This product is already in your cart.').waitFor();

    await page.goto(`/product/${await productId(s, MUG)}`);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => badge(page, 'cart')).toBe('2');

    await page.goto(`/product/${await productId(s, RAINBOW)}`);
    const heart = page.getByRole('button', { name: 'Add to wishlist' });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await page.getByText('Product added to the wishlist!').waitFor();
    await expect.poll(() => badge(page, 'wishlist')).toBe('1');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await snapshot(page, 'cart-wishlist-product-saved');
  });

  it('changes a quantity and removes a line on the cart page', async () => {
    const { page } = s;
    await page.getByRole('link', { name: /^Cart, 2 items/ }).click();
    await page.waitForURL(`**/cart/${userId}`);
    await page.getByRole('heading', { name: 'Your Shopping Cart' }).waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toBe('(2 items)');

    const pad = line(page, MOUSE_PAD);
    await pad.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => pad.getByLabel('Quantity', { exact: true }).textContent()).toBe('2');
    await expect.poll(() => page.getByTestId('cart-subtotal').textContent()).toBe('₹899.97');
    expect(await page.getByTestId('cart-shipping').textContent()).toBe('₹70.00');
    expect(await page.getByTestId('cart-total').textContent()).toBe('₹969.97');
    // The stepper never goes below 1.
    await pad.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect.poll(() => pad.getByLabel('Quantity', { exact: true }).textContent()).toBe('1');
    expect(await pad.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);
    await pad.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => pad.getByLabel('Quantity', { exact: true }).textContent()).toBe('2');

    await line(page, MUG).getByRole('button', { name: `Remove ${MUG}` }).click();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    await expect.poll(() => badge(page, 'cart')).toBe('1');
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('₹669.98');
    await snapshot(page, 'cart-desktop');

    // The cart checks out at /order (its journey: cart-checkout.test.ts).
    await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
    await page.waitForURL((u) => u.pathname === '/order' && u.searchParams.get('from') === 'cart');
    await page.getByTestId('checkout-line').first().waitFor();
    await page.goBack();
    await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).waitFor();
  });

  it('moves the wishlist item to the cart', async () => {
    const { page } = s;
    await page.getByRole('link', { name: /^Wishlist, 1 items/ }).click();
    await page.waitForURL(`**/wishlist/${userId}`);
    await page.getByRole('heading', { name: 'Your Wishlist' }).waitFor();
    expect(await page.getByTestId('saved-count').textContent()).toBe('Saved Items: 1');
    const card = page.getByRole('article', { name: RAINBOW });
    expect(await card.getByText('₹459.99').count()).toBe(1);
    await snapshot(page, 'wishlist-desktop');
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Product added to the cart!').first().waitFor();
    await page.getByText('Your wishlist is empty').waitFor();
    await expect.poll(() => badge(page, 'cart')).toBe('2');
    await expect.poll(() => badge(page, 'wishlist')).toBe('0');
    expect(await page.getByRole('link', { name: 'Browse Trending' }).getAttribute('href')).toBe('/products?cat=BEST%20SELL');
  });

  it('finds everything as left after a reload', async () => {
    const { page } = s;
    await page.goto(`/cart/${userId}`);
    await page.reload();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    expect(await line(page, MOUSE_PAD).getByLabel('Quantity', { exact: true }).textContent()).toBe('2');
    expect(await line(page, RAINBOW).getByLabel('Quantity', { exact: true }).textContent()).toBe('1');
    expect(await line(page, MUG).count()).toBe(0);
    // Two mouse pads and the tee are three items of the Buy 3 @ ₹999 collection: ₹999, and ₹70 shipping below ₹1,000.
    expect(await page.getByTestId('cart-total').textContent()).toBe('₹1,069.00');
    await page.getByTestId('cart-promotion').getByText('Buy 3 @ ₹999').waitFor();
    await expect.poll(() => badge(page, 'cart')).toBe('2');
    await expect.poll(() => badge(page, 'wishlist')).toBe('0');
  });

  it('another shopper opening this cart or wishlist URL lands on their own, empty lists', async () => {
    const other = await s.browser.newPage({ baseURL: s.shop.url });
    const { user } = await logInAsNewShopper(other, s.shop);
    await other.goto(`/cart/${userId}`);
    await other.waitForURL(`**/cart/${user.id}`);
    await other.getByRole('heading', { name: 'Your Cart is Empty' }).waitFor();
    expect(await other.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/products');
    await other.goto(`/wishlist/${userId}`);
    await other.waitForURL(`**/wishlist/${user.id}`);
    await other.getByText('Your wishlist is empty').waitFor();
    await other.goto('/cart');
    await other.getByRole('heading', { name: 'Your Cart is Empty' }).waitFor();
    await other.close();
  });

  it('a shopper whose session the server no longer accepts is logged out with ‘Session expired, please login again !’', async () => {
    const stale = await s.browser.newPage({ baseURL: s.shop.url });
    await writeStoredSession(stale, { user: { _id: 'gone', token: 'expired.or.forged', username: 'old', email: 'old@example.in' } }, '/');
    await stale.getByText('Session expired, please login again !').waitFor();
    await expect.poll(() => stale.getByTestId('cart-badge').count()).toBe(0);
    expect(await stale.getByTestId('wishlist-badge').textContent()).toBe('0');
    await stale.close();
  });

  it('looks right on a phone', async () => {
    const phone = await s.browser.newPage({ baseURL: s.shop.url, viewport: { width: 390, height: 844 } });
    await writeStoredSession(phone, (await readStoredSession(s.page))!, `/cart/${userId}`);
    await expect.poll(() => phone.getByTestId('cart-line').count()).toBe(2);
    await snapshot(phone, 'cart-phone');
    await phone.goto(`/wishlist/${userId}`);
    await phone.getByText('Your wishlist is empty').waitFor();
    await snapshot(phone, 'wishlist-empty-phone');
    for (const name of [MUG, MOUSE_PAD]) {
      await s.shop.gql(`mutation($id: ID!) { addToWishlist(productId: $id) { id } }`, { id: await productId(s, name) }, token);
    }
    await phone.reload();
    await expect.poll(() => phone.getByTestId('wishlist-card').count()).toBe(2);
    // One column on a phone: each card takes the row.
    const box = await phone.getByTestId('wishlist-card').first().boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    await snapshot(phone, 'wishlist-phone');
    await phone.close();
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatPaise } from '../client/src/lib/money';
import { aProduct, A_DELIVERY_ADDRESS } from '../server/src/test/builders';
import type { TestShop } from '../server/src/test/shop';
import { describeInBrowser, openShopInBrowser, screenshotsIn, type BrowserSession } from './support/browser';
import { logInAsNewShopper, writeStoredSession } from './support/session';
import { signIn } from './support/back-office';
import { aStaffMember } from '../server/src/test/staff-builders';

/**
 * Issue 29 in the browser: the checkout shows exactly the cart's total (a Buy 3 @ ₹999 cart, on a
 * phone), and no page shows an invented discount: every struck-through price is the product's MRP and
 * every percent off is the real one, as the API states them.
 */

const shoot = screenshotsIn('prices');
const ADD = 'mutation($input: AddToCartInput!) { addToCart(input: $input) { id } }';
const CART = '{ cart { subtotalPaise discountPaise shippingPaise totalPaise promotions { title savingPaise } items { product { id mrpPaise } } } }';
const PRODUCT = 'query($id: ID!) { product(id: $id) { pricePaise mrpPaise salePricePaise } }';

type ApiPrice = { pricePaise: number; mrpPaise: number; salePricePaise: number | null };
const priceOf = async (shop: TestShop, id: string): Promise<ApiPrice> => (await shop.gql(PRODUCT, { id })).body.data.product;
const realPercent = (p: ApiPrice) => Math.floor(((p.mrpPaise - (p.salePricePaise ?? p.pricePaise)) * 100) / p.mrpPaise);

/** Every product card on the page: its shown price, struck-through price and percent, checked against the API. */
async function checkCards(page: Page, shop: TestShop): Promise<number> {
  const cards = page.locator('[data-testid="product-card"]');
  const n = await cards.count();
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    const id = (await card.locator('a').first().getAttribute('href'))!.split('/').pop()!;
    const api = await priceOf(shop, id);
    expect(await card.locator('.product-card__price strong').textContent()).toBe(formatPaise(api.salePricePaise ?? api.pricePaise));
    const struck = card.locator('.product-card__price s');
    if (await struck.count()) {
      expect(await struck.textContent()).toBe(formatPaise(api.mrpPaise));
      expect(await card.locator('.product-card__off').textContent()).toBe(`${realPercent(api)}% OFF`);
    } else {
      expect(realPercent(api)).toBe(0);
    }
  }
  return n;
}

describeInBrowser('prices: the same numbers everywhere, nothing invented', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openShopInBrowser({ width: 390, height: 844 });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a Buy 3 @ ₹999 cart on a phone: the cart and the checkout show the API cart’s total; the coupon box says why a code does not apply', async () => {
    const { page, shop } = s;
    const items = await Promise.all([45999, 39999, 34999].map((p, i) => aProduct(shop.app.db, { name: `Bundle Tee ${i} ${Date.now()}`, pricePaise: p, mrpPaise: 79999, stock: 5 })));
    const { token } = await logInAsNewShopper(page, shop);
    for (const p of items) await shop.gql(ADD, { input: { productId: p.id, size: 'M' } }, token);
    await writeStoredSession(page, { delivery: A_DELIVERY_ADDRESS }, '/cart');
    const api = (await shop.gql(CART, {}, token)).body.data.cart;
    expect(api.subtotalPaise - api.discountPaise).toBe(99900);
    expect(api.shippingPaise).toBe(7000);

    await page.goto('/cart');
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(formatPaise(api.totalPaise));
    expect(await page.getByTestId('cart-promotion').textContent()).toBe('Buy 3 @ ₹999');
    expect(await page.getByTestId('cart-shipping').textContent()).toBe('₹70.00');
    // The only struck-through prices are the MRPs.
    for (const s of await page.locator('[data-testid="cart-line"] s').allTextContents()) expect(s).toBe(formatPaise(79999));
    await shoot(page, 'cart');

    await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
    await page.waitForURL((u) => u.pathname === '/order' && u.searchParams.get('from') === 'cart');
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe(formatPaise(api.totalPaise));
    expect(await page.getByTestId('checkout-subtotal').textContent()).toBe(formatPaise(api.subtotalPaise));
    expect(await page.getByTestId('checkout-shipping').textContent()).toBe('₹70.00');
    expect(await page.getByText('10% OFF').count()).toBe(0);

    await page.getByLabel('Coupon code').fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('alert').getByText('NOPE is not a valid coupon code.').waitFor();
    await shoot(page, 'checkout');
    // Nothing on the phone's checkout is wider than the phone.
    expect(await page.evaluate(() => [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).map((e) => e.className))).toEqual([]);

    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await page.getByRole('dialog', { name: 'Confirm Your Order' }).getByRole('button', { name: 'Cash on Delivery' }).click();
    await page.waitForURL('**/order/successfull');
    const [order] = await shop.app.db.query('SELECT total_paise, discount_paise FROM customer_order WHERE id IN (SELECT order_id FROM order_line WHERE product_id = $1)', [items[0].id]);
    expect(order).toEqual({ total_paise: api.totalPaise, discount_paise: api.discountPaise });
  });

  it('with a cash on delivery fee, Confirm Your Order shows what each choice costs, and cash on delivery is charged that', async () => {
    const { page, shop } = s;
    const owner = await aStaffMember(shop, 'owner');
    const setRules = (codFeePaise: number) =>
      shop.gql('mutation($input: ShippingRulesInput!) { setShippingRules(input: $input) { codFeePaise } }', { input: { freeOverPaise: 100000, flatPaise: 7000, codFeePaise } }, owner.token);
    expect((await setRules(4900)).body.errors).toBeUndefined();
    try {
      const product = await aProduct(shop.app.db, { name: `Fee Tee ${Date.now()}`, pricePaise: 59900, mrpPaise: 79999, stock: 5 });
      const { token } = await logInAsNewShopper(page, shop);
      await shop.gql(ADD, { input: { productId: product.id, size: 'M' } }, token);
      await writeStoredSession(page, { delivery: A_DELIVERY_ADDRESS }, '/cart');
      await page.goto('/order?from=cart');
      await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe('₹669.00');
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.getByRole('button', { name: 'PLACE ORDER' }).click();
        const modal = page.getByRole('dialog', { name: 'Confirm Your Order' });
        expect(await modal.getByText(/^Total to pay:/).textContent()).toBe(
          'Total to pay: ₹718.00 with Cash on Delivery (includes a ₹49.00 cash on delivery fee), or ₹669.00 with Pay Now. How would you like to pay?',
        );
        await shoot(page, 'confirm-with-cod-fee');
        if (width === 390) await page.keyboard.press('Escape');
      }
      await page.getByRole('dialog', { name: 'Confirm Your Order' }).getByRole('button', { name: 'Cash on Delivery' }).click();
      await page.waitForURL('**/order/successfull');
      const [order] = await shop.app.db.query('SELECT total_paise, cod_fee_paise FROM customer_order WHERE id IN (SELECT order_id FROM order_line WHERE product_id = $1)', [product.id]);
      expect(order).toEqual({ total_paise: 71800, cod_fee_paise: 4900 });
    } finally {
      await setRules(0);
      await page.setViewportSize({ width: 390, height: 844 });
    }
  });

  it('home, a listing, a product, the cart and checkout: every struck-through price is the MRP and every percent the real one', async () => {
    const { page, shop } = s;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Best Selling', exact: true }).waitFor();
    expect(await page.getByText(/BUY 2 FOR/).count()).toBe(0);
    const best = page.locator('.best-product');
    if (await best.locator('s').count()) {
      const id = (await best.getByRole('link', { name: 'Shop now' }).getAttribute('href'))!.split('/').pop()!;
      const api = await priceOf(shop, id);
      expect(await best.locator('s').textContent()).toBe(formatPaise(api.mrpPaise));
      expect(await best.getByText(/% OFF$/).textContent()).toBe(`${realPercent(api)}% OFF`);
    }
    await checkCards(page, shop);

    // A listing with a running sale (the seeded hoodie sale) and one without.
    for (const cat of ['hoodie', 'BUY 3 @999']) {
      await page.goto(`/products?cat=${encodeURIComponent(cat)}`);
      await page.getByTestId('product-card').first().waitFor();
      expect(await checkCards(page, shop)).toBeGreaterThan(0);
    }
    await page.goto('/products?cat=hoodie');
    const first = page.getByTestId('product-card').first();
    const id = (await first.locator('a').first().getAttribute('href'))!.split('/').pop()!;
    const api = await priceOf(shop, id);
    expect(api.salePricePaise).toBe(api.pricePaise - Math.round((api.pricePaise * 15) / 100));
    await shoot(page, 'sale-listing');

    await page.goto(`/product/${id}`);
    const price = page.getByTestId('product-price');
    await expect.poll(() => price.locator('strong').textContent()).toBe(formatPaise(api.salePricePaise!));
    expect(await price.locator('s').textContent()).toBe(formatPaise(api.mrpPaise));
    expect(await price.getByText(/% OFF$/).textContent()).toBe(`${realPercent(api)}% OFF`);
    await shoot(page, 'sale-product');

    // The cart and checkout: the sale shows as an offer with its saving; struck prices are MRPs only.
    const { token } = await logInAsNewShopper(page, shop);
    await shop.gql(ADD, { input: { productId: id, size: 'M' } }, token);
    await writeStoredSession(page, { delivery: A_DELIVERY_ADDRESS }, '/cart');
    const cart = (await shop.gql(CART, {}, token)).body.data.cart;
    expect(cart.promotions).toEqual([{ title: 'Hoodie season: 15% off hoodies', savingPaise: api.pricePaise - api.salePricePaise! }]);
    await page.goto('/cart');
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(formatPaise(cart.totalPaise));
    for (const s of await page.locator('main s').allTextContents()) expect(s).toBe(formatPaise(api.mrpPaise));
    await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe(formatPaise(cart.totalPaise));
    for (const s of await page.locator('main s').allTextContents()) expect(s).toBe(formatPaise(api.mrpPaise));
    expect(await page.locator('main').getByText(/\d+% OFF/).count()).toBe(0);
    await shoot(page, 'sale-checkout');
  });

  it('the back office: a manager creates and pauses a coupon; the owner changes the shipping rules and the storefront states them', async () => {
    const { page, shop } = s;
    await page.setViewportSize({ width: 1280, height: 900 });
    const manager = await aStaffMember(shop, 'manager');
    await page.goto('/admin');
    await signIn(page, manager.member.email, manager.password);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Promotions' }).click();
    await page.getByRole('heading', { name: 'Promotions', level: 1 }).waitFor();
    await page.getByRole('row', { name: /Buy 3 @ ₹999/ }).getByText('Running').waitFor();
    // Preview: three chosen products priced with the bundle alone, by the shop's engine.
    await Promise.all([1, 2, 3].map((i) => aProduct(shop.app.db, { name: `Preview Tee ${i}`, pricePaise: 45999, mrpPaise: 79999 })));
    await page.getByRole('button', { name: 'Preview Buy 3 @ ₹999' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview: Buy 3 @ ₹999' });
    await preview.getByLabel('Find products').fill('Preview Tee');
    for (const i of [1, 2, 3]) await preview.getByLabel(`Quantity of Preview Tee ${i}`).fill('1');
    await preview.getByRole('button', { name: 'Price this cart' }).click();
    await expect.poll(() => preview.getByTestId('preview-total').textContent()).toBe('₹1,069.00');
    await shoot(page, 'admin-preview');
    await preview.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'New promotion' }).click();
    const dialog = page.getByRole('dialog', { name: 'New promotion' });
    await dialog.getByLabel('Title').fill('Diwali ₹200 off');
    await dialog.getByLabel('Code').fill('diwali200');
    await dialog.getByLabel('Discount').selectOption('fixed');
    await dialog.getByLabel('Amount (₹)').fill('200');
    await dialog.getByLabel('Minimum order (₹, optional)').fill('1500');
    await dialog.getByLabel('Uses in all (optional)').fill('100');
    await shoot(page, 'admin-new-promotion');
    await dialog.getByRole('button', { name: 'Create promotion' }).click();
    const row = page.getByRole('row', { name: /Diwali ₹200 off/ });
    await row.getByText('Running').waitFor();
    expect(await row.textContent()).toMatch(/DIWALI200.*₹200\.00 off orders of ₹1,500\.00\+.*0 of 100/);
    await row.getByRole('button', { name: 'Pause Diwali ₹200 off' }).click();
    await row.getByText('Paused').waitFor();
    await shoot(page, 'admin-promotions');

    const owner = await aStaffMember(shop, 'owner');
    await page.context().clearCookies();
    await page.goto('/admin');
    await signIn(page, owner.member.email, owner.password);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Free shipping at or over (₹)').fill('1500');
    await page.getByLabel('Shipping charge below it (₹)').fill('49');
    await page.getByRole('button', { name: 'Save shipping rules' }).click();
    await page.getByText('Saved: free shipping at ₹1,500.00, ₹49.00 below it.').waitFor();
    await shoot(page, 'admin-settings');
    try {
      await expect.poll(async () => {
        await page.goto('/rangrez/shipping-policy');
        return page.locator('main').textContent();
      }).toMatch(/Shipping is free on orders of ₹1,500 or more \(after any discounts\); below that it costs ₹49/);
      expect(await page.locator('footer').textContent()).toMatch(/Free shipping on orders of ₹1,500 or more\./);
    } finally {
      await shop.gql('mutation($input: ShippingRulesInput!) { setShippingRules(input: $input) { flatPaise } }', { input: { freeOverPaise: 100000, flatPaise: 7000, codFeePaise: 0 } }, owner.token);
    }
  });

  it('checkout: a new address starts with the mobile and PIN from sign-up, the PIN fills district and state; the last order’s address is chosen next time', async () => {
    const { page, shop } = s;
    await page.setViewportSize({ width: 390, height: 844 });
    const p = await aProduct(shop.app.db, { name: `Address Dress ${Date.now()}`, pricePaise: 120000, mrpPaise: 150000, stock: 5, category: 'women', kind: 'dress' });
    const { token } = await logInAsNewShopper(page, shop);
    await page.goto(`/order?product=${p.id}&size=M`);
    const form = page.locator('form.address-form');
    await form.waitFor();
    // From sign-up (the builder's shopper: 9876543210, PIN 201301): the PIN has filled district and state.
    // The sign-up details arrive with the shopper's account query, just after the form draws.
    await expect.poll(() => form.getByLabel('Mobile Number').inputValue()).toBe('9876543210');
    await expect.poll(() => form.getByLabel('Pincode').inputValue()).toBe('201301');
    await expect.poll(() => form.getByLabel('State').inputValue()).toBe('Uttar Pradesh');
    await form.getByLabel('Pincode').fill('560001');
    await expect.poll(() => form.getByLabel('State').inputValue()).toBe('Karnataka');
    expect(await form.getByLabel('District').inputValue()).not.toBe('');
    await shoot(page, 'address-autofill');

    // An order with an address; on a new device (nothing stored) checkout chooses it again.
    await shop.gql('mutation($id: ID!, $input: OrderRequestInput!) { placeOrder(productId: $id, input: $input) { id } }', { id: p.id, input: { quantity: 1, size: 'M', paymentMode: 'COD', ...A_DELIVERY_ADDRESS } }, token);
    await page.reload();
    await page.getByText(A_DELIVERY_ADDRESS.address).first().waitFor();
    await page.getByRole('button', { name: 'EDIT' }).waitFor();
    await shoot(page, 'address-saved');
  });
});


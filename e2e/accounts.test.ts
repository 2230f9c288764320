import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../server/src/test/shop';
import { describeInBrowser, openShopInBrowser, snapshot, type BrowserSession } from './support/browser';
import { logInAsNewShopper, readStoredSession, writeStoredSession } from './support/session';

const stored = (page: Page) => readStoredSession(page);
const storageSize = (page: Page) => page.evaluate(() => localStorage.length);
/** A toast (react-toastify renders each as role="alert") saying `text`. */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor();
/** Before a screenshot: toasts done sliding in. */
const toastsSettled = (page: Page) => page.waitForFunction(() => !document.querySelector('[class*="Toastify__bounce-enter"]'));

async function openAccountMenu(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('menu').waitFor();
}

describeInBrowser('accounts in the browser: sign up, log in, protected pages, log out', () => {
  let s: BrowserSession;
  const id = crypto.randomBytes(3).toString('hex');
  const shopper = { name: `Meera ${id}`, email: `meera.${id}@example.in`, password: `rang-${id}-secret` };

  beforeAll(async () => {
    s = await openShopInBrowser({ width: 1280 });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('sends a visitor from a login-only page to /login, where they sign up, log in and come back to that page', async () => {
    const { page } = s;
    await page.goto('/myOrders');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.locator('header.site-header').count()).toBe(0); // outside the shared layout
    await snapshot(page, 'login-desktop');

    await page.getByRole('tab', { name: 'SIGN UP' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByRole('button', { name: 'SIGN UP', exact: true }).click();
    await toast(page, 'Please fill all fields!');

    await page.getByLabel('Full name').fill(shopper.name);
    const mobile = page.getByLabel('Mobile number');
    await mobile.pressSequentially('987654321099');
    expect(await mobile.inputValue()).toBe('9876543210'); // at most 10 characters
    await page.getByLabel('Email address').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('City').fill('Lucknow');
    await page.getByLabel('Pincode').fill('226001');
    await page.getByRole('button', { name: 'SIGN UP', exact: true }).click();
    await toast(page, 'Password must be at least 8 characters.');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await toastsSettled(page);
    await snapshot(page, 'signup-desktop');
    await page.getByRole('button', { name: 'SIGN UP', exact: true }).click();
    await toast(page, 'Signup successful! You can now log in.');

    // Back on LOGIN with the email kept: only the password is left to type.
    expect(await page.getByRole('tab', { name: 'LOGIN' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('Email address').inputValue()).toBe(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    // Once logged in, the header asks the server who the token belongs to: an authenticated call.
    const meAnswer = page.waitForResponse((r) => r.url().endsWith('/graphql') && !!r.request().postData()?.includes('HeaderBadges'));
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await toast(page, 'Login successful!');
    await page.waitForURL('**/myOrders');
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    const me = await (await meAnswer).json();
    expect(me.data.me).toEqual({ __typename: 'User', id: expect.any(String), username: shopper.name });
    await page.getByRole('button', { name: `Account: ${shopper.name}` }).waitFor();

    const session = (await stored(page))!;
    expect(session).toMatchObject({ version: 1, user: { username: shopper.name, email: shopper.email } });
    expect(Object.keys(session.user).sort()).toEqual(['_id', 'email', 'token', 'username']);

    await openAccountMenu(page, `Account: ${shopper.name}`);
    expect(await page.getByRole('menuitem', { name: 'My Orders' }).isVisible()).toBe(true);
    await snapshot(page, 'account-menu-desktop');
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Logout' }).click()]);
    expect(await storageSize(page)).toBe(0);
    // The reload finds /myOrders login-only again.
    await page.waitForURL('**/login');
    await page.goto('/');
    await openAccountMenu(page, 'Account');
    expect(await page.getByRole('menuitem', { name: 'Login' }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Logout' }).count()).toBe(0);
  });

  it('shows the server message for a wrong password, and stays logged out', async () => {
    const { page } = s;
    await page.goto('/login');
    await page.getByLabel('Email address').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill('not my password');
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await toast(page, 'Invalid email or password.');
    expect(await stored(page)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('after a login from /login itself, goes to /', async () => {
    const { page } = s;
    await page.goto('/login');
    await page.getByLabel('Email address').fill(shopper.email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await toast(page, 'Login successful!');
    await page.waitForURL((url) => url.pathname === '/');
    await page.evaluate(() => localStorage.clear());
  });

  it('sends a logged-in shopper who opens /login to /', async () => {
    const { page } = s;
    await logInAsNewShopper(page, s.shop);
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await page.evaluate(() => localStorage.clear());
  });

  it('logs out a shopper whose token expired, with the session-expired toast', async () => {
    const { page } = s;
    const { user } = await logInAsNewShopper(page, s.shop);
    const expired = jwt.sign(
      { sub: user.id, username: user.username, email: user.email, iss: 'rangrez', aud: 'rangrez-shop', exp: Math.floor(Date.now() / 1000) - 60 },
      TEST_JWT_SECRET,
      { algorithm: 'HS256' },
    );
    await writeStoredSession(page, { user: { _id: user.id, token: expired, username: user.username, email: user.email } }, '/');
    await toast(page, 'Session expired, please login again !');
    await expect.poll(() => stored(page)).toBeNull();
    await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
    await toastsSettled(page);
    await snapshot(page, 'session-expired');

    // A forged token (alg: none) is refused the same way, and a login-only page then asks for a login.
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: user.id, iss: 'rangrez', aud: 'rangrez-shop', exp: 9999999999 })}.`;
    await writeStoredSession(page, { user: { _id: user.id, token: none, username: user.username, email: user.email } }, '/myOrders');
    await toast(page, 'Session expired, please login again !');
    await page.waitForURL('**/login');
  });

  it('on a phone: a simple card, the mobile box takes 10 characters, and the header warns logged-out shoppers', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.locator('.auth-page__brand').isVisible()).toBe(false);
    await snapshot(page, 'login-phone');
    await page.getByRole('tab', { name: 'SIGN UP' }).click();
    expect(await page.getByLabel('Mobile number').getAttribute('maxlength')).toBe('10');
    await snapshot(page, 'signup-phone');

    await page.goto('/');
    await page.getByRole('link', { name: /^Wishlist/ }).click();
    await toast(page, 'Login to view your wishlist !');
    await page.getByRole('link', { name: 'Cart' }).click();
    await toast(page, 'Login to view your cart !');
    expect(await page.getByTestId('wishlist-badge').textContent()).toBe('0');
    expect(await page.getByTestId('cart-badge').count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});

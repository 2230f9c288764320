import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, openShopInBrowser, type BrowserSession } from './support/browser';

/**
 * The built client under the gateway's Content-Security-Policy: pages render and the browser reports no
 * violation, the test-mode checkout (a script from our origin that injects its own styles) included.
 */
describeInBrowser('the client under the Content-Security-Policy', () => {
  let s: BrowserSession;
  const violations: string[] = [];
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    s = await openShopInBrowser();
    await s.context.exposeBinding('reportCspViolation', (_source, what: string) => void violations.push(what));
    await s.context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { reportCspViolation(w: string): void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    s.page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('the page carries the policy', async () => {
    const res = await s.page.goto('/');
    expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('renders home, listing, a product and Not Found without a violation', async () => {
    const { page } = s;
    await page.goto('/');
    await page.locator('header .logo').waitFor();
    await page.goto('/products');
    await page.getByTestId('product-card').first().waitFor();
    await page.getByTestId('product-card').first().getByRole('heading').first().click();
    await page.waitForURL('**/product/**');
    await page.locator('img').first().waitFor();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  it('loads and opens the test-mode checkout (our script, its injected styles) without a violation', async () => {
    const { page } = s;
    await page.goto('/');
    await page.locator('header .logo').waitFor();
    const opened = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const script = document.createElement('script');
          script.src = '/test-checkout.js';
          script.onload = () => {
            const Razorpay = (window as unknown as { Razorpay: new (o: object) => { open(): void } }).Razorpay;
            new Razorpay({ key: 'rzp_test', amount: 45999, currency: 'INR', order_id: 'order_x', name: 'Rangrez', handler() {} }).open();
            resolve(true);
          };
          script.onerror = () => resolve(false);
          document.body.appendChild(script);
        }),
    );
    expect(opened).toBe(true);
    await page.getByRole('button', { name: 'Pay', exact: true }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.rzp-test-backdrop')!).position)).toBe('fixed');
    expect(violations).toEqual([]);
  });

  it('blocks an injected inline script (what the policy is for)', async () => {
    const { page } = s;
    await page.goto('/');
    await page.locator('header .logo').waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.appendChild(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.some((v) => v.startsWith('script-src'))).toBe(true);
    violations.length = 0;
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, openShopInBrowser, snapshot, type BrowserSession } from './support/browser';

describeInBrowser('on a 390 px phone', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openShopInBrowser({ width: 390, height: 844 });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('no page is wider than the screen (nothing scrolls sideways)', async () => {
    for (const path of ['/', '/products', '/rangrez/contact', '/rangrez/about', '/no-such-page']) {
      await s.page.goto(path);
      await s.page.locator('footer').waitFor();
      const width = await s.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `page width of ${path}`).toBeLessThanOrEqual(390);
    }
    await snapshot(s.page, 'phone-not-found');
  });
});

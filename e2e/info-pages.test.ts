import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, openShopInBrowser, snapshot, type BrowserSession } from './support/browser';
import { logInAsNewShopper } from './support/session';

/** Every information page: its path, its heading (also the tab title) and a line of its content. */
const PAGES = [
  { path: '/rangrez/about', heading: 'About Rangrez', text: 'personalised prints' },
  { path: '/rangrez/terms&conditions', heading: 'Terms & Conditions', text: '18 years or older' },
  { path: '/rangrez/privacy-policy', heading: 'Privacy Policy', text: 'aged 13 and up' },
  { path: '/rangrez/shipping-policy', heading: 'Shipping Policy', text: '4 to 7 working days after your order has shipped' },
  { path: '/rangrez/return-exchange-policy', heading: 'Return & Exchange Policy', text: 'on the same day your order is delivered' },
  { path: '/rangrez/teams', heading: 'Our Team', text: 'Team data is unavailable right now.' },
  { path: '/rangrez/contact', heading: 'Contact Us', text: 'Get In Touch' },
];

/** The footer's links to pages of the shop, by their visible names, and where each one leads. */
const FOOTER_LINKS = [
  { name: 'Contact Us', path: '/rangrez/contact', heading: 'Contact Us' },
  { name: 'Shipping Policy', path: '/rangrez/shipping-policy', heading: 'Shipping Policy' },
  { name: 'Return & Exchange', path: '/rangrez/return-exchange-policy', heading: 'Return & Exchange Policy' },
  // 'Cancel Order' leads to My Orders, a login-only page: a visitor lands on the login page.
  { name: 'Cancel Order', path: '/login', heading: null },
  { name: 'About Us', path: '/rangrez/about', heading: 'About Rangrez' },
  { name: 'Our Team', path: '/rangrez/teams', heading: 'Our Team' },
  { name: 'Terms & Conditions', path: '/rangrez/terms&conditions', heading: 'Terms & Conditions' },
  { name: 'Privacy Policy', path: '/rangrez/privacy-policy', heading: 'Privacy Policy' },
];

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);
const promoStrip = (page: Page) => page.getByRole('navigation', { name: 'Offers' });

/** A flag set in the page's JS world: it survives client navigation and vanishes on a full load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

describeInBrowser('information pages on a desktop', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openShopInBrowser({ width: 1280 });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers every page with its content and tab title on a direct load, scrolled to the top', async () => {
    for (const p of PAGES) {
      // Scrolled down on the previous page: the next page must still open at its top.
      await s.page.evaluate(() => window.scrollTo(0, 600));
      await s.page.goto(p.path);
      await h1(s.page, p.heading).waitFor();
      expect(await s.page.evaluate(() => window.scrollY), p.path).toBe(0);
      await s.page.getByText(p.text, { exact: false }).first().waitFor();
      expect(await s.page.title()).toBe(`${p.heading} · Rangrez`);
      expect(await s.page.getByRole('heading', { name: 'Not Found' }).count()).toBe(0);
    }
  });

  it('reaches every footer link by client navigation, and each leads to a real page', async () => {
    const { page } = s;
    await page.goto('/');
    await h1(page, 'Colour for every day').waitFor();
    await markDocument(page);
    const footer = page.locator('footer');
    for (const link of FOOTER_LINKS) {
      // The login page has no footer: come back to a page that has one.
      if (!(await footer.count())) {
        await page.goBack();
        await footer.waitFor();
      }
      await footer.getByRole('link', { name: link.name, exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe(link.path);
      await (link.heading ? h1(page, link.heading) : page.getByRole('heading', { level: 1 })).waitFor();
      expect(await page.getByRole('heading', { name: 'Not Found' }).count()).toBe(0);
      expect(await stillSameDocument(page), `${link.name} navigated without reloading`).toBe(true);
    }
  });

  it('has no footer link that leads nowhere: internal ones are real routes, the rest are mail, phone or external https', async () => {
    const { page } = s;
    await page.goto('/rangrez/about');
    await h1(page, 'About Rangrez').waitFor();
    const links = await page.locator('footer a').evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute('href') ?? '', target: a.getAttribute('target'), rel: a.getAttribute('rel') ?? '', name: a.getAttribute('aria-label') ?? a.textContent ?? '' })),
    );
    const internal = links.filter((l) => l.href.startsWith('/'));
    expect(internal.map((l) => l.href).sort()).toEqual([...FOOTER_LINKS.map((l) => (l.name === 'Cancel Order' ? '/myOrders' : l.path))].sort());
    for (const l of links.filter((x) => !x.href.startsWith('/'))) {
      if (l.href.startsWith('mailto:')) expect(l.href).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]+/);
      else if (l.href.startsWith('tel:')) expect(l.href).toMatch(/^tel:\+91\d{10}$/);
      else {
        expect(l.href, l.name).toMatch(/^https:\/\/[a-z.]+\//);
        expect(l.target).toBe('_blank');
        expect(l.rel).toContain('noopener');
      }
    }
    // Four social profiles and five payment methods.
    expect(links.filter((l) => l.href.startsWith('https://'))).toHaveLength(4);
    for (const method of ['UPI', 'Visa', 'Mastercard', 'RuPay', 'Cash on delivery']) {
      await page.locator('footer').getByRole('img', { name: method }).waitFor();
    }
  });

  it('hides the promo strip on the contact and teams pages only, on direct loads and client navigation', async () => {
    const { page } = s;
    // React Router also serves these pages with a trailing slash.
    for (const path of ['/rangrez/contact', '/rangrez/teams', '/rangrez/contact/', '/rangrez/teams/']) {
      await page.goto(path);
      await page.locator('h1').waitFor();
      expect(await promoStrip(page).count(), path).toBe(0);
    }
    await page.goto('/rangrez/about');
    await h1(page, 'About Rangrez').waitFor();
    expect(await promoStrip(page).count()).toBe(1);
    await page.locator('footer').getByRole('link', { name: 'Contact Us' }).click();
    await h1(page, 'Contact Us').waitFor();
    expect(await promoStrip(page).count()).toBe(0);
    await page.locator('footer').getByRole('link', { name: 'Shipping Policy' }).click();
    await h1(page, 'Shipping Policy').waitFor();
    expect(await promoStrip(page).count()).toBe(1);
  });

  it('jumps to a section from the table of contents', async () => {
    const { page } = s;
    await page.goto('/rangrez/shipping-policy');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Cancelling an order' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#cancelling');
    const section = page.getByRole('heading', { name: /Cancelling an order/, level: 2 });
    await expect.poll(() => section.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    })).toBe(true);
    // The sticky header must not cover the heading it jumped to.
    const headerBottom = await page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(await section.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
    await h1(page, 'Shipping Policy').waitFor();
  });

  it('starts a page opened again at the top, and keeps the place on a reload', async () => {
    const { page } = s;
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.goto('/rangrez/shipping-policy');
    await h1(page, 'Shipping Policy').waitFor();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(scrollY).toBeGreaterThan(800);
    await page.reload();
    await expect.poll(scrollY).toBeGreaterThan(800);
    await page.goto('/rangrez/about');
    await h1(page, 'About Rangrez').waitFor();
    await page.goto('/rangrez/shipping-policy');
    await h1(page, 'Shipping Policy').waitFor();
    expect(await scrollY()).toBe(0);
  });

  it('looks right (screenshots)', async () => {
    const { page } = s;
    await page.goto('/rangrez/return-exchange-policy');
    await h1(page, 'Return & Exchange Policy').waitFor();
    await snapshot(page, 'policy-1280');
    await page.goto('/rangrez/teams');
    await h1(page, 'Our Team').waitFor();
    await snapshot(page, 'teams-1280');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.locator('footer').screenshot({ path: '.e2e-artifacts/footer-1280.png' });
  });
});

describeInBrowser('information pages on a phone', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openShopInBrowser({ width: 390, height: 844 });
  });
  afterAll(async () => {
    await s?.close();
  });

  const menuLinks = async (page: Page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    return menu.getByRole('link').allTextContents();
  };

  it('offers Products, MEN, WOMEN, LGBTQ and Contact in the side menu to a visitor; Contact leads to the contact page', async () => {
    const { page } = s;
    await page.goto('/rangrez/about');
    await h1(page, 'About Rangrez').waitFor();
    expect(await menuLinks(page)).toEqual(['Products', 'MEN', 'WOMEN', 'LGBTQ', 'Contact']);
    // The menu is modal: Tab stays inside it; Escape closes it and focus goes back to the menu button.
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    await menuLinks(page);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact' }).click();
    await h1(page, 'Contact Us').waitFor();
    expect(pathOf(page)).toBe('/rangrez/contact');
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
  });

  it('adds My Orders to the side menu for a logged-in shopper', async () => {
    const { page } = s;
    await logInAsNewShopper(page, s.shop);
    expect(await menuLinks(page)).toEqual(['Products', 'MEN', 'WOMEN', 'LGBTQ', 'My Orders', 'Contact']);
    await page.keyboard.press('Escape');
  });

  it('reads well on a phone (screenshots)', async () => {
    const { page } = s;
    await page.goto('/rangrez/shipping-policy');
    await h1(page, 'Shipping Policy').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await snapshot(page, 'policy-390');
    await page.getByRole('heading', { name: /Shipping charges/ }).scrollIntoViewIfNeeded();
    await snapshot(page, 'policy-390-text');
    await page.goto('/rangrez/teams');
    await h1(page, 'Our Team').waitFor();
    await snapshot(page, 'teams-390');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.locator('footer').screenshot({ path: '.e2e-artifacts/footer-390.png' });
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, openShopInBrowser, snapshot, type BrowserSession } from './support/browser';
import { logInAsNewShopper } from './support/session';

const CONTACT = '**/api/v1/contact/';

const form = (page: Page) => page.getByRole('form', { name: 'Get In Touch' });
const field = (page: Page, name: string) => form(page).getByRole('textbox', { name });
const sendButton = (page: Page) => form(page).getByRole('button');
/** A toast with this exact text, and its react-toastify type (success, warning, error). */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
const toastType = (page: Page, text: string) =>
  toast(page, text)
    .first()
    .evaluate((el) => /Toastify__toast--(\w+)/.exec(el.closest('.Toastify__toast')?.className ?? '')?.[1]);

async function fillForm(page: Page, values: { fullName: string; email: string; phone: string; subject?: string; message?: string }) {
  await field(page, 'Full Name').fill(values.fullName);
  await field(page, 'Email Address').fill(values.email);
  await field(page, 'Phone Number').fill(values.phone);
  await field(page, 'Subject').fill(values.subject ?? '');
  await field(page, 'Message').fill(values.message ?? '');
}

async function storedMessages(s: BrowserSession, email: string) {
  return (await s.shop.app.db.query(`SELECT full_name, phone_number, subject, message, user_id FROM contact_message WHERE email = $1`, [email])) as {
    full_name: string;
    phone_number: string;
    subject: string;
    message: string;
    user_id: string | null;
  }[];
}

describeInBrowser('contacting the shop (desktop)', () => {
  let s: BrowserSession;
  let contactRequests = 0;
  beforeAll(async () => {
    s = await openShopInBrowser({ width: 1280 });
    s.page.on('request', (r) => {
      if (r.url().includes('/api/v1/contact')) contactRequests += 1;
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  const asha = { fullName: 'Asha Verma', email: 'asha.verma@example.in', phone: '98765 43210', subject: 'Size exchange', message: 'Can I exchange my tee for a size L?' };

  it('shows the email, phone and Noida office cards and the Get In Touch form', async () => {
    const { page } = s;
    await page.goto('/rangrez/contact');
    const cards = page.getByRole('list', { name: 'Ways to reach us' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    expect(await cards.nth(0).getByRole('link').getAttribute('href')).toMatch(/^mailto:/);
    expect(await cards.nth(1).getByRole('link').getAttribute('href')).toMatch(/^tel:\+91/);
    expect(await cards.nth(2).textContent()).toContain('Noida');
    for (const [name, type, required] of [
      ['Full Name', 'text', true],
      ['Email Address', 'email', true],
      ['Phone Number', 'tel', true],
      ['Subject', 'text', false],
    ] as const) {
      const input = field(page, name);
      expect(await input.evaluate((el: HTMLInputElement) => el.type), name).toBe(type);
      expect(await input.evaluate((el: HTMLInputElement) => el.required), name).toBe(required);
    }
    expect(await field(page, 'Message').evaluate((el: HTMLTextAreaElement) => el.required)).toBe(false);
    await snapshot(page, 'contact-1280');
  });

  it('sends a message: the button is disabled while sending, then "message sent !" and an empty form', async () => {
    const { page } = s;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(CONTACT, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await fillForm(page, asha);
      await sendButton(page).click();
      await expect.poll(() => sendButton(page).isDisabled()).toBe(true);
      const answer = page.waitForResponse(CONTACT);
      release();
      expect((await answer).status()).toBe(200);
    } finally {
      release();
      await page.unroute(CONTACT);
    }
    await toast(page, 'message sent !').waitFor();
    expect(await toastType(page, 'message sent !')).toBe('success');
    for (const name of ['Full Name', 'Email Address', 'Phone Number', 'Subject', 'Message']) expect(await field(page, name).inputValue(), name).toBe('');
    expect(await sendButton(page).isEnabled()).toBe(true);

    expect(await storedMessages(s, asha.email)).toEqual([
      { full_name: 'Asha Verma', phone_number: '98765 43210', subject: 'Size exchange', message: 'Can I exchange my tee for a size L?', user_id: null },
    ]);
  });

  it('warns "Message already sent !!" when the same message is sent again (409), and enables the button again', async () => {
    const { page } = s;
    await fillForm(page, asha);
    const answer = page.waitForResponse(CONTACT);
    await sendButton(page).click();
    expect((await answer).status()).toBe(409);
    await toast(page, 'Message already sent !!').waitFor();
    expect(await toastType(page, 'Message already sent !!')).toBe('warning');
    expect(await sendButton(page).isEnabled()).toBe(true);
    expect(await field(page, 'Full Name').inputValue()).toBe('Asha Verma');
    expect(await storedMessages(s, asha.email)).toHaveLength(1);
  });

  it('does not send while a required field is missing or the e-mail is malformed', async () => {
    const { page } = s;
    await page.goto('/rangrez/contact');
    const before = contactRequests;
    await sendButton(page).click();
    expect(await field(page, 'Full Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('fullName');

    await fillForm(page, { ...asha, phone: '' });
    await sendButton(page).click();
    expect(await field(page, 'Phone Number').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    await fillForm(page, { ...asha, email: 'asha.verma' });
    await sendButton(page).click();
    expect(await field(page, 'Email Address').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(contactRequests).toBe(before);
  });

  it('shows the server’s 400 message for a phone number it cannot accept, keeping what was typed', async () => {
    const { page } = s;
    await fillForm(page, { ...asha, phone: '12345', message: 'A new question' });
    const answer = page.waitForResponse(CONTACT);
    await sendButton(page).click();
    expect((await answer).status()).toBe(400);
    await toast(page, 'Please enter a valid Phone Number.').waitFor();
    expect(await sendButton(page).isEnabled()).toBe(true);
    expect(await field(page, 'Phone Number').inputValue()).toBe('12345');
  });

  it('caps a pasted 1 MB message at 10,000 characters; a hand-edited form that sends 1 MB gets 413 and a warning', async () => {
    const { page } = s;
    const huge = 'x'.repeat(1024 * 1024);
    await fillForm(page, { ...asha, subject: 'A very long message' });
    await field(page, 'Message').fill(huge);
    expect((await field(page, 'Message').inputValue()).length).toBe(10_000);
    await page.getByText('0 characters left').waitFor();

    await field(page, 'Message').evaluate((el) => el.removeAttribute('maxlength'));
    await field(page, 'Message').fill(huge);
    const answer = page.waitForResponse(CONTACT);
    await sendButton(page).click();
    const res = await answer;
    expect(res.status()).toBe(413);
    expect(await res.json()).toEqual({ message: 'The request body is too large.' });
    await toast(page, 'Your message is too long. Please shorten it and try again.').waitFor();
    expect(await sendButton(page).isEnabled()).toBe(true);
  });

  it('says "something went wrong ! try again !" when the request gets no answer, and enables the button again', async () => {
    const { page } = s;
    await page.goto('/rangrez/contact');
    await page.route(CONTACT, (route) => route.abort('internetdisconnected'));
    try {
      await fillForm(page, { ...asha, message: 'Sent while offline' });
      await sendButton(page).click();
      await toast(page, 'something went wrong ! try again !').waitFor();
      expect(await toastType(page, 'something went wrong ! try again !')).toBe('error');
      expect(await sendButton(page).isEnabled()).toBe(true);
    } finally {
      await page.unroute(CONTACT);
    }
  });

  it('links the message to the logged-in shopper', async () => {
    const { page } = s;
    const { user } = await logInAsNewShopper(page, s.shop);
    await page.goto('/rangrez/contact');
    await fillForm(page, { fullName: user.username, email: user.email, phone: '+91 98111 22233', subject: 'Bulk mugs', message: 'Do you print 50 mugs for an office event?' });
    await sendButton(page).click();
    await toast(page, 'message sent !').waitFor();
    const rows = await storedMessages(s, user.email);
    expect(rows).toHaveLength(1);
    expect(rows[0].user_id).toBe(user.id);
  });
});

describeInBrowser('contacting the shop (phone)', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openShopInBrowser({ width: 390, height: 844 });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('fits the screen and sends a message', async () => {
    const { page } = s;
    await page.goto('/rangrez/contact');
    await form(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await snapshot(page, 'contact-390');
    await form(page).scrollIntoViewIfNeeded();
    await fillForm(page, { fullName: 'Ravi Kumar', email: 'ravi@example.in', phone: '9812345678', subject: 'Order', message: 'Where is my order?' });
    await snapshot(page, 'contact-390-form');
    await sendButton(page).click();
    await toast(page, 'message sent !').waitFor();
    await snapshot(page, 'contact-390-sent');
  });
});

import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../server/src/modules/accounts/account-rules';
import { startTestSmtpServer, type TestSmtpServer } from '../server/src/test/smtp';
import { describeInBrowser, openShopInBrowser, snapshot, type BrowserSession } from './support/browser';

/** A toast (react-toastify renders each as role="alert") saying `text`. */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor();

describeInBrowser('password reset in the browser, the link read from a real SMTP server', () => {
  let s: BrowserSession;
  let smtp: TestSmtpServer;
  const id = crypto.randomBytes(3).toString('hex');
  const shopper = { name: `Kavya ${id}`, email: `kavya.${id}@example.in`, password: `old-${id}-password` };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    s = await openShopInBrowser({ width: 420, height: 860, env: { SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1', JOB_POLL_SECONDS: '0.5' } });
    const reg = await s.shop.http('/api/v1/auth/register', {
      method: 'POST',
      body: { username: shopper.name, mobile: '9876543210', email: shopper.email, password: shopper.password, city: 'Pune', pincode: '411001' },
    });
    expect(reg.status).toBe(200);
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.stop();
  });

  /** The newest reset link mailed to the shopper after `seen` mails had arrived. */
  async function nextResetLink(seen: number): Promise<string> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mails = smtp.received.filter((m) => m.to.includes(shopper.email));
      if (mails.length > seen) {
        const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mails[mails.length - 1].body)?.[0];
        if (link) return link;
      }
      if (Date.now() > deadline) throw new Error('no reset mail arrived');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const mailCount = () => smtp.received.filter((m) => m.to.includes(shopper.email)).length;

  it('Forgot password? on the login form mails a link; the link sets a new password; the shopper logs in with it', async () => {
    const { page } = s;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email address').fill(shopper.email);
    const before = mailCount();
    await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
    await page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.resetRequested }).waitFor();
    await snapshot(page, 'forgot-password-sent-phone');

    const link = await nextResetLink(before);
    const mail = smtp.received.filter((m) => m.to.includes(shopper.email)).at(-1)!;
    expect(mail.header('subject')).toBe('Reset your Rangrez password');

    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('New password again').fill('short');
    await page.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
    await toast(page, ACCOUNT_MESSAGES.passwordShort);
    await page.getByLabel('New password', { exact: true }).fill(`new-${id}-password`);
    await page.getByLabel('New password again').fill(`new-${id}-password`);
    await snapshot(page, 'reset-password-phone');
    await page.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
    await toast(page, ACCOUNT_MESSAGES.resetDone);
    await page.waitForURL('**/login');

    await page.getByLabel('Email address').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(`new-${id}-password`);
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await toast(page, 'Login successful!');

    // The same link again: refused, with a way to ask for a new one.
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByLabel('New password', { exact: true }).fill(`third-${id}-password`);
    await page.getByLabel('New password again').fill(`third-${id}-password`);
    await page.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.resetUsed }).first().waitFor();
    await page.getByRole('link', { name: 'ASK FOR A NEW LINK' }).waitFor();
  });

  it('a link older than 30 minutes is refused with a clear message', async () => {
    const { page, shop } = s;
    const before = mailCount();
    const asked = await shop.http('/api/v1/auth/forgot-password', { method: 'POST', body: { email: shopper.email } });
    expect(asked.status).toBe(200);
    const link = await nextResetLink(before);
    // Thirty-one minutes later, as far as the link is concerned.
    await shop.app.db.query(`UPDATE password_reset SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL`);

    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByLabel('New password', { exact: true }).fill(`fourth-${id}-password`);
    await page.getByLabel('New password again').fill(`fourth-${id}-password`);
    await page.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.resetExpired }).first().waitFor();
    await snapshot(page, 'reset-password-expired-phone');
    await page.getByRole('link', { name: 'ASK FOR A NEW LINK' }).click();
    await page.waitForURL('**/forgot-password');
  });
});

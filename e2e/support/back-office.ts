import type { Page } from 'playwright-core';
import { screenshotsIn } from './browser';

const shoot = screenshotsIn('back-office');

/**
 * Signs a staff member in on the back office's sign-in screen, which the page shows or is loading. When
 * it never shows, what the page showed instead is kept for the person reading the failure:
 * .e2e-artifacts/back-office/sign-in-failure-<width>.png
 */
export async function signIn(page: Page, email: string, password: string) {
  try {
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  } catch (e) {
    await shoot(page, 'sign-in-failure');
    throw e;
  }
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Marks a return or exchange received on its back-office page: Mark received asks for the condition the
 * item came back in (Sellable goes back into stock, Damaged does not), then records it.
 */
export async function receiveReturn(page: Page, condition: 'Sellable' | 'Damaged') {
  await page.getByRole('button', { name: 'Mark received' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark received' });
  await dialog.getByRole('radio', { name: new RegExp(`^${condition}`) }).check();
  await dialog.getByRole('button', { name: 'Mark received' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

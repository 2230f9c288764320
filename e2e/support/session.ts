import type { Page } from 'playwright-core';
import { aShopper } from '../../server/src/test/builders';
import type { TestShop } from '../../server/src/test/shop';

/**
 * Logs a fresh shopper into the browser by writing the session the login screen would write
 * (local storage key `rangrez`, version 1). Journeys about other features start from here; the
 * login form itself has its own journey.
 */
export async function logInAsNewShopper(page: Page, shop: TestShop) {
  const { user, token } = await aShopper(shop);
  await page.goto('/');
  await page.evaluate(
    ([u]) => localStorage.setItem('rangrez', JSON.stringify({ version: 1, user: u, delivery: null })),
    [{ _id: user.id, token, username: user.username, email: user.email }],
  );
  await page.reload();
  return { user, token };
}

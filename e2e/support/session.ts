import type { Page } from 'playwright-core';
import { aShopper } from '../../server/src/test/builders';
import type { TestShop } from '../../server/src/test/shop';

/**
 * The storefront's persisted client state: local storage under a key named after the shop, version 1, with the
 * slices the tests read and write. Written here once, so every journey checks the same contract.
 */
const STORAGE_KEY = 'rangrez';

export interface StoredUser {
  _id: string;
  token: string;
  username: string;
  email: string;
}

export interface StoredSession {
  version: 1;
  user: StoredUser | null;
  delivery: Record<string, string> | null;
}

/** The stored session as the app wrote it, or null when there is none (logged out, storage cleared). */
export async function readStoredSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as StoredSession);
}

/**
 * Writes slices into the stored session (what the login screen or the delivery form would store), then
 * opens `open` with it. The write happens on a same-origin page that runs no app (robots.txt): an app page
 * still starting up would otherwise read the new session itself and act on it behind the test's back (a
 * token the server refuses clears the storage, and its toast shows on a page the test has already left),
 * and a running one could write its own copy of the session over it. `waitUntil` is how far `open` loads.
 */
export async function writeStoredSession(
  page: Page,
  slices: Partial<Omit<StoredSession, 'version'>>,
  open: string,
  waitUntil: 'load' | 'domcontentloaded' = 'load',
) {
  await page.goto('/robots.txt');
  await page.evaluate(
    ([key, patch]) => {
      const current = JSON.parse(localStorage.getItem(key) ?? '{}');
      localStorage.setItem(key, JSON.stringify({ user: null, delivery: null, ...current, ...patch, version: 1 }));
    },
    [STORAGE_KEY, slices] as const,
  );
  await page.goto(open, { waitUntil });
}

/**
 * Logs a fresh shopper into the browser by writing the session the login screen would write.
 * Journeys about other features start from here; the login form itself has its own journey.
 */
export async function logInAsNewShopper(page: Page, shop: TestShop) {
  const { user, token } = await aShopper(shop);
  await writeStoredSession(page, { user: { _id: user.id, token, username: user.username, email: user.email }, delivery: null }, '/');
  return { user, token };
}

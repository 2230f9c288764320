import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { describe, inject } from 'vitest';
import { CLIENT_DIR } from '../../server/src/paths';
import { startTestShop, type TestShop } from '../../server/src/test/shop';

export const chromiumPath = inject('chromiumPath');

/** Browser journeys run only where Chromium is installed; the global setup says loudly when it is not. */
export const describeInBrowser = chromiumPath ? describe : describe.skip;

/**
 * Flags: no sandbox (the tests may run as root), and no background calls to the closed network.
 * Playwright itself runs headless in a fresh temporary profile each launch.
 */
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface BrowserSession {
  shop: TestShop;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A seeded shop serving the built client, and a fresh Chromium profile looking at it. */
export async function openShopInBrowser(opts: { width?: number; height?: number; env?: Record<string, string> } = {}): Promise<BrowserSession> {
  const shop = await startTestShop({ seed: true, clientDir: CLIENT_DIR, env: opts.env });
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ARGS });
  const context = await browser.newContext({ baseURL: shop.url, viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 } });
  const page = await context.newPage();
  return {
    shop,
    browser,
    context,
    page,
    async close() {
      await browser.close();
      await shop.stop();
    },
  };
}

/** Saves a screenshot under .e2e-artifacts/ for a human to look at. */
export async function snapshot(page: Page, name: string) {
  fs.mkdirSync('.e2e-artifacts', { recursive: true });
  await page.screenshot({ path: path.join('.e2e-artifacts', `${name}.png`), fullPage: false });
}

/** Screens for a person to look at, full page: `.e2e-artifacts/<folder>/<name>-<width>.png`. */
export function screenshotsIn(folder: string) {
  const dir = path.join('.e2e-artifacts', folder);
  return async function shoot(page: Page, name: string) {
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}-${page.viewportSize()?.width}.png`), fullPage: true });
  };
}

/**
 * Errors as the person's console would show them, collected from now on; `alsoMatching` adds the
 * console lines of another type that count too (React's hydration complaints are warnings).
 */
export function collectConsoleErrors(page: Page, alsoMatching?: RegExp): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || alsoMatching?.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

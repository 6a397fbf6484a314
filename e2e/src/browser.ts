import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { gatewayPaths } from '@dating/contracts';
import { totpCode } from '@dating/testing/portal';

import { launchBrowser as launchChromium } from '@dating/testing/browser';
import { watchPageErrors } from './page-errors';

/** Chromium whose pages fail the test that sees them throw (src/fail-on-page-errors.ts). */
export async function launchBrowser(): Promise<Browser> {
  return watchPageErrors(await launchChromium());
}

export function portalUrl(pathname = '/'): string {
  const base = process.env.PORTAL_URL;
  if (!base) throw new Error('PORTAL_URL is not set: the global setup did not start the portal');
  return new URL(pathname, base).toString();
}

export const adminLogin = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
};

/** The admin's second factor now: the code their authenticator app would show. */
export function adminCode(): string {
  const secret = process.env.E2E_ADMIN_TOTP_SECRET;
  if (!secret) throw new Error('E2E_ADMIN_TOTP_SECRET is not set: the global setup did not run');
  return totpCode(secret);
}

/** After the admin's password, the login page asks for the code: type a fresh one, log in. */
export async function enterAdminCode(page: Page): Promise<void> {
  await page.getByLabel('Code from your authenticator app', { exact: true }).fill(adminCode());
  await page.getByRole('button', { name: /^login$/i }).click();
}

/** Screenshots for people to look at (not committed): e2e/output/<name>.png */
export async function screenshot(page: Page, name: string): Promise<void> {
  const folder = path.resolve(__dirname, '..', 'output');
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

/**
 * Waits, after each navigation, until a page has had no request in flight for `quietMs`,
 * leaving out the member's live feed: it stays open while a member is signed in, so Playwright's
 * 'networkidle' would never come. Track from the page's creation so no request is missed.
 */
export function trackRequests(
  page: Page,
  quietMs = 500,
): { quiet(timeoutMs?: number): Promise<void> } {
  const inFlight = new Set<unknown>();
  const isLiveFeed = (url: string) => new URL(url).pathname === gatewayPaths.live;
  page.on('request', (request) => {
    if (!isLiveFeed(request.url())) inFlight.add(request);
  });
  const done = (request: unknown) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet(timeoutMs = 20000) {
      await page.waitForLoadState('load');
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      while (Date.now() - quietSince < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`Requests still in flight after ${timeoutMs} ms`);
        if (inFlight.size > 0) quietSince = Date.now();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

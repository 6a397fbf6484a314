import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Page } from 'playwright-core';

export { launchBrowser } from '@dating/testing/browser';

export function portalUrl(pathname = '/'): string {
  const base = process.env.PORTAL_URL;
  if (!base) throw new Error('PORTAL_URL is not set: the global setup did not start the portal');
  return new URL(pathname, base).toString();
}

export const adminLogin = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
};

/** Screenshots for people to look at (not committed): e2e/output/<name>.png */
export async function screenshot(page: Page, name: string): Promise<void> {
  const folder = path.resolve(__dirname, '..', 'output');
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}
